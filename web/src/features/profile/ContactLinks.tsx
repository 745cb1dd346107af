import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../ui/styles';
import { messengerLink, whatsappLink } from './profileDisplay';
import type { PublicProfile } from './types';

/** WhatsApp and Messenger buttons; only those the owner chose to show (the API hides the rest). */
export function ContactLinks({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
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
