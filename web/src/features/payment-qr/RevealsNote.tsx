import type { QrPhReveal } from '@core/qrph/read';
import { useTranslation } from 'react-i18next';
import { revealsWords } from './reveals';

/**
 * What buyers who reserve will see, in words: a warning when the QR shows the seller's full
 * name or mobile number, which Palengke otherwise keeps to them; a plain line when it hides both.
 */
export function RevealsNote({ reveals }: { reveals: readonly QrPhReveal[] }) {
  const { t } = useTranslation();
  const words = revealsWords(reveals);
  const warn = words !== 'nothing';
  return (
    <p
      className={`flex items-start gap-2 rounded-xl p-3 font-semibold ${
        warn
          ? 'border border-accent-200 bg-accent-50 text-accent-800'
          : 'bg-brand-50 text-brand-900'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" fill="none">
        <path
          d={warn ? 'M12 8v5m0 3v.5M4 20h16L12 4 4 20Z' : 'm5 12 5 5 9-10'}
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t(`paymentQr.reveals.${words}`)}</span>
    </p>
  );
}
