/** A review row as the list reads it, with its reviewer's account when there still is one. */
export interface ListedReviewRow {
  id: string;
  rating: number;
  comment: string | null;
  reviewer_id: string | null;
  reviewee_id: string;
  created_at: string;
  reviewer_username: string | null;
  reviewer_display_name: string | null;
  reviewer_deletion_requested_at: string | null;
}

/**
 * A review as anyone reads it. Its author is a former member from the moment they delete their
 * account, not 30 days later when it is removed: no name, username or id stays on what they
 * wrote while it waits (signing in again within the grace cancels the deletion, and their name
 * shows again). A removed account (reviewer_id set null) reads the same.
 */
export function presentListedReview(row: ListedReviewRow) {
  const {
    reviewer_username: username,
    reviewer_display_name: displayName,
    reviewer_deletion_requested_at: deletionRequestedAt,
    ...review
  } = row;
  const formerMember = username === null || deletionRequestedAt !== null;
  return {
    ...review,
    reviewer_id: formerMember ? null : review.reviewer_id,
    reviewer: formerMember ? null : { username, display_name: displayName },
    reviewer_former_member: formerMember,
  };
}
