import { escapeHtml, type MailMessage } from '../../platform/mailer';
import type { EmailCopy } from './texts';

export interface UnsubscribeLinks {
  /** The page the link in the email opens (works without logging in). */
  page: string;
  /** Where mail apps POST `List-Unsubscribe=One-Click` (RFC 8058). */
  oneClick: string;
}

/** A notification email: text and HTML, with a one-click unsubscribe link and its headers. */
export function notificationEmail(
  to: string,
  copy: EmailCopy,
  link: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const quote = copy.quote ? `\n\n> ${copy.quote.split('\n').join('\n> ')}` : '';
  const text = `${copy.greeting}\n\n${copy.lines.join('\n')}${quote}\n\n${copy.action}: ${link}\n\n--\n${copy.why}\n${copy.unsubscribe}: ${unsubscribe.page}\n`;
  const paragraphs = copy.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const quoteHtml = copy.quote
    ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #1c5522;white-space:pre-wrap">${escapeHtml(copy.quote)}</blockquote>`
    : '';
  const html = `<p>${escapeHtml(copy.greeting)}</p>
${paragraphs}
${quoteHtml}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1c5522;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(copy.why)}<br><a href="${escapeHtml(unsubscribe.page)}" style="color:#555">${escapeHtml(copy.unsubscribe)}</a></p>`;
  return {
    to,
    subject: copy.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
