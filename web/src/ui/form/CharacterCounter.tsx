import { formatInteger } from '@core/money';
import { useTranslation } from 'react-i18next';
import { textLimit } from './textLimit';

interface CharacterCounterProps {
  /** For the field's aria-describedby. */
  id: string;
  text: string;
  max: number;
  /** Shown only from near the limit on (a chat box), not from the first letter. */
  onlyNearLimit?: boolean;
}

/**
 * '112/120' under a field with a length limit, counted as the shared schema counts. Screen
 * readers hear it change only near or past the limit (aria-live then), not at every letter.
 * Past the limit the field shows the schema's own message; nothing typed is cut off.
 */
export function CharacterCounter({ id, text, max, onlyNearLimit = false }: CharacterCounterProps) {
  const { t } = useTranslation();
  const { length, near, over } = textLimit(text, max);
  const counts = { length: formatInteger(length), max: formatInteger(max) };
  // Kept empty rather than left out: the field's aria-describedby names it either way.
  if (onlyNearLimit && !near) return <p id={id} className="sr-only" />;
  return (
    <p
      id={id}
      aria-live={near ? 'polite' : undefined}
      className={`mt-1 text-right text-sm tabular-nums ${
        over ? 'font-semibold text-danger-700' : 'text-ink-muted'
      }`}
    >
      <span aria-hidden="true">{t('form.counter', counts)}</span>
      <span className="sr-only">
        {over
          ? t('form.counterOver', { ...counts, over: formatInteger(length - max) })
          : t('form.counterSpoken', counts)}
      </span>
    </p>
  );
}
