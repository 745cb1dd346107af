import { useTranslation } from 'react-i18next';
import './strings';

/**
 * Beside a user in the admin users list: how many of their messages the scam guard flagged
 * (issue 12). Nothing when none, so the ones worth a look stand out.
 */
export function FlaggedCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      {' · '}
      <span className="font-semibold text-accent-800">{t('safety.admin.flagged', { count })}</span>
    </>
  );
}
