import type { PostListItem } from '../../ui/post';

/** A category or family as the post embeds it, with its Filipino and Cebuano names. */
export interface NamedTerm {
  id: number;
  name: string;
  name_tl: string;
  /** Cebuano; absent from an answer cached before issue 24. */
  name_ceb?: string;
}

/** The seller as GET /api/posts/{id} embeds it; contacts are null unless they show them. */
export interface PostDetailAuthor {
  id: string;
  username: string;
  display_name: string | null;
  photo_url: string | null;
  reputation: number;
  whatsapp_number: string | null;
  facebook_username: string | null;
}

/** What the viewer may do with the post; the server's policy decides, the page only hides. */
export interface PostPermissions {
  edit: boolean;
  cancel: boolean;
  complete: boolean;
  delete: boolean;
}

/** GET /api/posts/{id} (server presenter `postDetailSchema`). */
export interface PostDetail extends Omit<PostListItem, 'author'> {
  description: string;
  family: NamedTerm;
  category: NamedTerm;
  author: PostDetailAuthor;
  permissions: PostPermissions;
  /** The viewer and the seller blocked one another (either way): no way to message. */
  blocked?: boolean;
}
