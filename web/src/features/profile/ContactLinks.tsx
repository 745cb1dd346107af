import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../app/session';
import { buttonSecondary } from '../../ui/styles';
import { messengerLink, whatsappLink } from './profileDisplay';
import type { PublicProfile } from './types';

/**
 * WhatsApp and Messenger buttons; only those the owner chose to show (the API hides the
 * rest). Contacts are for signed-in buyers (issue 21): a visitor gets a way to log in.
 */
export function ContactLinks({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  const links = [
    {
      key: 'whatsapp',
      href: whatsappLink(profile.whatsapp_number),
      label: t('publicProfile.contact.whatsapp'),
    },
    {
      key: 'messenger',
      href: messengerLink(profile.facebook_username),
      label: t('publicProfile.contact.messenger'),
    },
  ].filter((link): link is { key: string; href: string; label: string } => link.href !== null);

  if (status === 'signedOut' && profile.show_contact_on_posts) {
    return (
      <p className="mt-4">
        <Link to="/login" state={{ from: location }} className={buttonSecondary}>
          {t('publicProfile.contact.signIn')}
        </Link>
      </p>
    );
  }
  if (links.length === 0) return null;

  return (
    <section aria-labelledby="contact-title" className="mt-4">
      <h2 id="contact-title" className="sr-only">
        {t('publicProfile.contact.heading')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonSecondary}
            >
              {link.label}
              <span className="sr-only"> {t('publicProfile.contact.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
