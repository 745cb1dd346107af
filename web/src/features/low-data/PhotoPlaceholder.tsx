import { useTranslation } from 'react-i18next';
import { CategoryIcon } from './CategoryIcon';
import { useCategorySlug } from './useCategorySlug';

interface PhotoPlaceholderProps {
  /** Post title, so each card's button says whose photo it shows. */
  title: string;
  familyId?: number;
  categoryId?: number;
  onShow: () => void;
  className?: string;
}

/**
 * What low-data mode shows instead of a photo: the category's icon in the photo's own box
 * (no layout shift when it loads) and one button that loads that photo only.
 */
export function PhotoPlaceholder({
  title,
  familyId,
  categoryId,
  onShow,
  className = '',
}: PhotoPlaceholderProps) {
  const { t } = useTranslation();
  const slug = useCategorySlug({ familyId, categoryId });
  return (
    <div
      data-testid="photo-placeholder"
      className={`aspect-[4/3] w-full bg-brand-50 text-brand-700 ${className}`}
    >
      {/* The whole box is the tap target; the pill makes it plain that it is one. */}
      <button
        type="button"
        onClick={onShow}
        aria-label={t('lowData.showPhotoOf', { title })}
        className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 p-2 hover:bg-brand-100/60 focus-visible:outline-offset-[-4px]"
      >
        <CategoryIcon slug={slug} />
        <span className="rounded-full border border-brand-300 bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm">
          {t('lowData.showPhoto')}
        </span>
      </button>
    </div>
  );
}
