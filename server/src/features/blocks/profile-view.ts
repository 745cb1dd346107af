import type { BlockChecks } from './service';

interface ContactsShown {
  id: string;
  whatsapp_number: string | null;
  facebook_username: string | null;
}

/**
 * A public profile as `viewerId` may see it: across a block (either way) it carries
 * `blocked: true` and no contacts, since a WhatsApp number is a way to message too. The
 * person blocked sees the same as the blocker, so nothing says who blocked whom.
 */
export async function profileAcrossBlocks<P extends ContactsShown>(
  blocks: BlockChecks,
  viewerId: string | undefined,
  profile: P,
): Promise<P & { blocked: boolean }> {
  const blocked =
    viewerId !== undefined &&
    viewerId !== profile.id &&
    (await blocks.between(viewerId, profile.id));
  if (!blocked) return { ...profile, blocked: false };
  return { ...profile, whatsapp_number: null, facebook_username: null, blocked: true };
}
