import { escapeHtml, type MailMessage } from '../../platform/mailer';
import type { EmailCopy, EmailItem } from './texts';

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
  const items = (copy.items ?? [])
    .map((item) => `\n\n${item.title}\n${item.details}\n${item.link}`)
    .join('');
  const text = `${copy.greeting}\n\n${copy.lines.join('\n')}${quote}${items}\n\n${copy.action}: ${link}\n\n--\n${copy.why}\n${copy.unsubscribe}: ${unsubscribe.page}\n`;
  const paragraphs = copy.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const quoteHtml = copy.quote
    ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #1c5522;white-space:pre-wrap">${escapeHtml(copy.quote)}</blockquote>`
    : '';
  const html = `<p>${escapeHtml(copy.greeting)}</p>
${paragraphs}
${quoteHtml}
${(copy.items ?? []).map(itemHtml).join('\n')}
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

function itemHtml(item: EmailItem) {
  const image = item.image
    ? `<img src="${escapeHtml(item.image)}" alt="" width="72" height="72" style="width:72px;height:72px;object-fit:cover;border-radius:8px;vertical-align:top;margin-right:12px">`
    : '';
  return `<p style="margin:0 0 12px"><a href="${escapeHtml(item.link)}" style="color:#1c5522;text-decoration:none">${image}<strong>${escapeHtml(item.title)}</strong></a><br><span style="color:#333">${escapeHtml(item.details)}</span></p>`;
}
