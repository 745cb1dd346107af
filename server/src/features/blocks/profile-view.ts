import type { BlockChecks } from './service';

interface ContactsShown {
  id: string;
  whatsapp_number: string | null;
  facebook_username: string | null;
}

/**
 * The one rule for a person's WhatsApp and Facebook (issue 21), on every read that carries
 * them (profiles, lists of profiles, a post's seller): shown, when the owner chose to show
 * them, only to signed-in people with no block either way between them and the owner.
 * Visitors sign in first, so a person blocked cannot read them by signing out; across a
 * block they are a way to message too.
 */
export function mayReadContacts(
  viewerId: string | undefined,
  ownerId: string,
  blocked: boolean,
): boolean {
  if (viewerId === undefined) return false;
  return viewerId === ownerId || !blocked;
}

const withContactsIf = <P extends ContactsShown>(shown: boolean, profile: P): P =>
  shown ? profile : { ...profile, whatsapp_number: null, facebook_username: null };

/**
 * A public profile as `viewerId` may see it: across a block (either way) it carries
 * `blocked: true`. The person blocked sees the same as the blocker, so nothing says who
 * blocked whom.
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
  return { ...withContactsIf(mayReadContacts(viewerId, profile.id, blocked), profile), blocked };
}

/** Many public profiles as `viewerId` may see them, by the same rule, with one read of blocks. */
export async function profilesAcrossBlocks<P extends ContactsShown>(
  blocks: BlockChecks,
  viewerId: string | undefined,
  profiles: P[],
): Promise<P[]> {
  const related = new Set(viewerId === undefined ? [] : await blocks.relatedIds(viewerId));
  return profiles.map((profile) =>
    withContactsIf(mayReadContacts(viewerId, profile.id, related.has(profile.id)), profile),
  );
}
