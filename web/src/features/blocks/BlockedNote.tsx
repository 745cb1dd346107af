import { useTranslation } from 'react-i18next';
import { useBlockedPeople } from './queries';
import './strings';

/**
 * "You blocked Ana ...", only for the one who blocked: the person blocked just finds no way
 * to message, and is never told by whom.
 */
export function BlockedNote({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const blockedPeople = useBlockedPeople();
  const mine = blockedPeople.data?.some((person) => person.user_id === userId);
  if (!mine) return null;
  return (
    <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-ink">
      {t('blocks.youBlocked', { name })}
    </p>
  );
}
