import { useTranslation } from 'react-i18next';
import { withMark, type OwnerMark } from '../../app/session';
import './strings';

const TEXT = {
  owner: 'privacy.areaOwner',
  others: 'privacy.areaOthers',
  create: 'privacy.areaCreate',
} as const;

/**
 * Says that a post's place is an area: others see its public point, a few hundred metres
 * from the exact one (issue 12), and only the owner sees the pin.
 */
export function AreaNote({
  kind,
  className = '',
  mark,
}: {
  kind: keyof typeof TEXT;
  className?: string;
  /** On a post's page, before the session is known: whose note this is (app/session). */
  mark?: OwnerMark;
}) {
  const { t } = useTranslation();
  return (
    <p {...withMark(`flex items-start gap-2 text-sm text-ink-muted ${className}`, mark)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" strokeDasharray="3 3" />
        <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      </svg>
      <span>{t(TEXT[kind])}</span>
    </p>
  );
}
