import { useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../queries';
import type { OwnProfile } from '../types';

/** Puts the profile an account call answered with in place of the one on screen. */
export function useProfileSaved(): (profile: OwnProfile) => void {
  const queryClient = useQueryClient();
  return (profile) => queryClient.setQueryData(profileKeys.own, profile);
}
