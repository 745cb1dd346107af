import { buttonSecondary } from '../../ui/styles';
import { BlockButton } from './BlockButton';
import { BlockedNote } from './BlockedNote';

/** Under a seller's card or profile: "You blocked ..." for the blocker, and Block or Unblock. */
export function SellerBlockArea({ userId, name }: { userId: string; name: string }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <BlockedNote userId={userId} name={name} />
      <BlockButton
        userId={userId}
        name={name}
        className={`${buttonSecondary} border-ink/30 text-ink hover:bg-ink/5`}
      />
    </div>
  );
}
