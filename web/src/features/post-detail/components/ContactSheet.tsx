import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { contactLinks } from '../contactLinks';
import type { PostDetail } from '../types';
import { useModalDialog } from '../useModalDialog';
import { sellerName } from '../viewer';
import { CloseIcon } from './icons';

interface ContactSheetProps {
  open: boolean;
  post: PostDetail;
  postUrl: string;
  onClose: () => void;
  /** The Message button, offered when the seller shows no other way to reach them. */
  messageAction: ReactNode;
  /** A visitor: contacts are for signed-in buyers (issue 21), so the sheet asks to log in. */
  signInFirst: boolean;
}

const linkTone = {
  whatsapp: 'bg-[#0f7a3d] text-white hover:bg-[#0b5f2f]',
  messenger: 'bg-[#0866c9] text-white hover:bg-[#0652a3]',
} as const;

/**
 * A sheet from the bottom of the screen (a centred box on wide screens) with the seller's
 * WhatsApp and Messenger links, or, when they show none, a word that they prefer messages
 * here; a visitor is asked to log in first. Escape, Close or a tap beside it closes it.
 */
export function ContactSheet({
  open,
  post,
  postUrl,
  onClose,
  messageAction,
  signInFirst,
}: ContactSheetProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const dialogRef = useModalDialog(open);
  const name = sellerName(post.author);
  const links = contactLinks(
    post.author,
    t('postDetail.contact.whatsappText', { title: post.title, url: postUrl }),
  );

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="contact-heading"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="mx-auto mt-auto mb-0 w-full max-w-none rounded-t-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50 sm:m-auto sm:w-[min(28rem,calc(100%-2rem))] sm:rounded-2xl"
    >
      <div className="p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <div className="flex items-start justify-between gap-2">
          <h2 id="contact-heading" className="pt-2 text-lg font-bold text-brand-900">
            {t('postDetail.contact.heading', { name })}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('postDetail.contact.close')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
          >
            <CloseIcon />
          </button>
        </div>
        {signInFirst ? (
          <>
            <p className="mt-2">{t('postDetail.contact.signIn')}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to="/login" state={{ from: location }} className={buttonPrimary}>
                {t('postDetail.contact.logIn')}
              </Link>
            </div>
          </>
        ) : links.length > 0 ? (
          <>
            <ul className="mt-3 flex flex-col gap-2">
              {links.map((link) => (
                <li key={link.kind}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`inline-flex min-h-12 w-full items-center justify-center rounded-lg px-4 font-semibold ${linkTone[link.kind]}`}
                  >
                    {t(`postDetail.contact.${link.kind}`)}
                    <span className="sr-only"> {t('postDetail.contact.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-ink-muted">{t('postDetail.contact.safety')}</p>
          </>
        ) : (
          <>
            <p className="mt-2">{t('postDetail.contact.none', { name })}</p>
            <div className="mt-3 flex flex-wrap gap-2">{messageAction}</div>
          </>
        )}
        <button type="button" onClick={onClose} className={`${buttonSecondary} mt-4 w-full`}>
          {t('postDetail.contact.done')}
        </button>
      </div>
    </dialog>
  );
}
