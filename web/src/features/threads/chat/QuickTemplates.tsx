import { useTranslation } from 'react-i18next';

// The buyer's usual first questions; the seller gets replies that fit their side.
const BUYER_TEMPLATES = [
  'threads.templates.available',
  'threads.templates.pickUpToday',
  'threads.templates.lowestPrice',
  'threads.templates.meet',
  'threads.templates.thanks',
] as const;
const SELLER_TEMPLATES = [
  'threads.templates.stillAvailable',
  'threads.templates.meet',
  'threads.templates.thanks',
] as const;

export const chipClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60';

/** Quick messages as chips: a tap puts the text in the input, ready to edit or send. */
export function QuickTemplates({
  role,
  onPick,
}: {
  role: 'buyer' | 'seller';
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const templates = role === 'seller' ? SELLER_TEMPLATES : BUYER_TEMPLATES;
  return (
    <div
      role="group"
      aria-label={t('threads.templates.label')}
      className="flex gap-2 sm:min-w-0 sm:flex-1 sm:flex-wrap"
    >
      {templates.map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => onPick(t(key))}
          className={`${chipClass} border-brand-300 bg-white text-brand-900 hover:bg-brand-50`}
        >
          {t(key)}
        </button>
      ))}
    </div>
  );
}
