import { useTranslation } from 'react-i18next';
import type { ThreadDetail } from '../types';
import type { ChatState } from './ChatHeader';
import { Composer } from './Composer';
import { SaleChips } from './reservation/SaleChips';
import { QuickTemplates } from './QuickTemplates';
import type { useComposer } from './useComposer';
import '../../blocks/strings';

interface ChatDockProps {
  thread: ThreadDetail;
  state: ChatState;
  otherName: string;
  composer: ReturnType<typeof useComposer>;
}

/**
 * The bottom of the chat: quick messages and the seller's Mark as sold while the sale is
 * open, else a note why nothing more can be sent; then the input, disabled once closed.
 */
export function ChatDock({ thread, state, otherName, composer }: ChatDockProps) {
  const { t } = useTranslation();
  // A block (either way) closes the conversation to new messages; it stays readable.
  const open = state === 'open' && !thread.blocked;

  return (
    <div className="border-t border-brand-100 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
      {open ? (
        // Chips scroll sideways on a phone rather than pushing the input down; wider
        // screens (often a mouse, no sideways swipe) wrap them instead.
        <div className="-mx-3 mb-2 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:thin] sm:overflow-visible">
          {thread.can_complete ? <SaleChips thread={thread} buyerName={otherName} /> : null}
          <QuickTemplates role={thread.my_role} onPick={composer.fill} />
        </div>
      ) : (
        <p role="status" className="mb-2 flex items-center gap-2 font-semibold text-brand-900">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none">
            <path
              d={state === 'completed' ? 'm5 12 5 5 9-10' : 'M12 8v5m0 3v.5M4 20h16L12 4 4 20Z'}
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {state === 'completed'
            ? t('threads.chat.completedNote')
            : thread.blocked
              ? t('blocks.cantMessage')
              : t('threads.chat.unavailableNote')}
        </p>
      )}
      <Composer
        value={composer.draft}
        onChange={composer.change}
        onSend={composer.submit}
        inputRef={composer.inputRef}
        sending={composer.sending}
        closed={!open}
        error={composer.error}
      />
    </div>
  );
}
