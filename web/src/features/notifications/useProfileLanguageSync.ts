import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { isLanguage, toLanguage, type Language } from '../../i18n/languages';

/**
 * Keeps the profile's language (what push and email notifications are written in) equal to
 * the language chosen in the app: on a switch while signed in, and after sign-in when the
 * profile says otherwise (the choice made on this device is the latest). Fire and forget.
 */
export function useProfileLanguageSync(): void {
  const { status, profile } = useSession();
  const { i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage);
  // The language the server has for this user, as far as we know.
  const known = useRef<{ userId: string; language: Language | null } | null>(null);

  useEffect(() => {
    if (status !== 'signedIn' || !profile) {
      known.current = null;
      return;
    }
    if (known.current?.userId !== profile.id) {
      const saved = 'language' in profile ? profile.language : null;
      known.current = { userId: profile.id, language: isLanguage(saved) ? saved : null };
    }
    if (known.current.language === current) return;
    known.current.language = current;
    api.patch('/me/profile', { language: current }).catch(() => undefined);
  }, [status, profile, current]);
}
