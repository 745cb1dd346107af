/** What login and sign-up confirmation return and the app keeps locally (SPEC §3). */
export interface SessionUser {
  id: string;
  email: string;
}

/**
 * The signed-in user's own profile: GET /api/me/profile (SPEC §3), as the server's
 * ownProfileSchema presents it.
 */
export interface Profile {
  id: string;
  /** Permanent; public profiles are reachable at /user/{username}. */
  username: string;
  /** Null for an account made with a mobile number, until it adds an e-mail. */
  email: string | null;
  /** The number that signs in (E.164), kept apart from the editable `phone` contact field. */
  login_phone: string | null;
  /** Whether `login_phone` was proven by an SMS code. */
  phone_verified: boolean;
  /** False for an account made with a mobile number until it chooses a password. */
  has_password: boolean;
  display_name: string | null;
  phone: string | null;
  photo_url: string | null;
  search_range_km: number | null;
  reputation: number;
  is_admin: boolean;
  /** ISO timestamp; a future value means the account is banned (SPEC §6). */
  banned_until: string | null;
  whatsapp_number: string | null;
  facebook_username: string | null;
  show_contact_on_posts: boolean;
  /** How many follow this person (issue 39); absent from a profile stored before it. */
  suki_count?: number;
  created_at: string;
}

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';
