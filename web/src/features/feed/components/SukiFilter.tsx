import { useTranslation } from 'react-i18next';

/** "From my suki": the feed narrowed to the sellers one follows (signed-in people only). */
export function SukiFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-900">
      <input
        type="checkbox"
        name="suki"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-5 accent-brand-700"
      />
      {t('feed.filters.suki')}
    </label>
  );
}
