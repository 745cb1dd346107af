import { POST_SORTS, type PostSortKey } from '@core/constants';
import { isPostSortKey } from '@core/post-sort';
import { useTranslation } from 'react-i18next';
import { fieldControl, fieldLabel } from '../../../ui/form/fieldStyles';

interface SortSelectProps {
  /** The sort in force (already resolved: never a distance sort without a location). */
  value: PostSortKey;
  hasLocation: boolean;
  onChange: (sort: PostSortKey) => void;
}

/** SPEC §2's sorts and Expiring soon; distance sorts are disabled, and say why, without a location. */
export function SortSelect({ value, hasLocation, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  return (
    <div className="col-span-2 sm:col-span-1">
      <label htmlFor="feed-sort" className={fieldLabel}>
        {t('feed.filters.sort')}
      </label>
      <select
        id="feed-sort"
        className={fieldControl}
        value={value}
        onChange={(event) => {
          if (isPostSortKey(event.target.value)) onChange(event.target.value);
        }}
      >
        {POST_SORTS.map((sort) => {
          const label = t(`feed.sort.${sort.key}`);
          const disabled = sort.needsLocation && !hasLocation;
          return (
            <option key={sort.key} value={sort.key} disabled={disabled}>
              {disabled ? t('feed.sort.needsLocation', { label }) : label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
