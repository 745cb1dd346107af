import { useTranslation } from 'react-i18next';

/** Round button over the bottom-right of the conversation, shown when scrolled up. */
export function JumpToLatest({ onJump }: { onJump: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onJump}
      aria-label={t('threads.chat.jumpToLatest')}
      title={t('threads.chat.jumpToLatest')}
      className="absolute right-3 bottom-3 z-20 inline-flex size-12 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-lg hover:bg-brand-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
        <path
          d="M12 5v14m0 0-6-6m6 6 6-6"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
