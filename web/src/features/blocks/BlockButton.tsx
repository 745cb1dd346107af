import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast';
import { useBlock, useBlockedPeople, useUnblock } from './queries';
import './strings';

interface BlockButtonProps {
  userId: string;
  /** Who, as the page shows them (display name or username). */
  name: string;
  className: string;
  /** 'icon': a square icon button with the words for screen readers (the chat header). */
  look?: 'text' | 'icon';
}

/** A circle with a bar: "blocked", drawn inline like the app's other icons. */
export function BlockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none">
      <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="2" />
      <path d="m6 18 12-12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Block (after a confirmation that says what it does) or, for someone the viewer already
 * blocked, Unblock. Only the blocker's own list decides which: a person who was blocked sees
 * Block like anywhere else, so nothing tells them who blocked them.
 */
export function BlockButton({ userId, name, className, look = 'text' }: BlockButtonProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const blockedPeople = useBlockedPeople();
  const block = useBlock();
  const unblock = useUnblock();
  const [asking, setAsking] = useState(false);
  const isBlocked = blockedPeople.data?.some((person) => person.user_id === userId) ?? false;
  const busy = block.isPending || unblock.isPending || blockedPeople.isPending;

  const confirmBlock = () => {
    setAsking(false);
    block.mutate(userId, {
      onSuccess: () => toast(t('blocks.blocked', { name }), { kind: 'success' }),
      onError: () => toast(t('blocks.failed', { name }), { kind: 'error' }),
    });
  };
  const doUnblock = () =>
    unblock.mutate(userId, {
      onSuccess: () => toast(t('blocks.unblocked', { name }), { kind: 'success' }),
      onError: () => toast(t('blocks.unblockFailed', { name }), { kind: 'error' }),
    });

  const label = isBlocked ? t('blocks.unblockNamed', { name }) : t('blocks.blockNamed', { name });
  let text = isBlocked ? t('blocks.unblock') : t('blocks.block');
  if (block.isPending) text = t('blocks.blocking');
  if (unblock.isPending) text = t('blocks.unblocking');

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={isBlocked ? doUnblock : () => setAsking(true)}
        disabled={busy}
        aria-busy={block.isPending || unblock.isPending}
        // The name says who, for screen readers; it starts with the visible word.
        aria-label={label}
        title={look === 'icon' ? label : undefined}
        aria-haspopup={isBlocked ? undefined : 'dialog'}
      >
        <BlockIcon />
        {look === 'icon' ? null : <span>{text}</span>}
      </button>
      <ConfirmDialog
        open={asking}
        tone="danger"
        title={t('blocks.confirmTitle', { name })}
        message={t('blocks.confirmMessage', { name })}
        confirmLabel={t('blocks.confirm')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={confirmBlock}
      />
    </>
  );
}
