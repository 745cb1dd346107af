import { SellerBlockArea } from '../../blocks/SellerBlockArea';
import { SukiButton } from '../../suki/SukiButton';

/**
 * Under the seller card, for a signed-in person who is not the seller: "Become a suki" (not
 * across a block) and Block. One lazy module for both, so a visitor's first visit carries
 * neither, and the page one loader.
 */
export function SellerArea({
  userId,
  name,
  blocked,
}: {
  userId: string;
  name: string;
  blocked: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      {blocked ? null : <SukiButton userId={userId} name={name} />}
      <SellerBlockArea userId={userId} name={name} />
    </div>
  );
}
