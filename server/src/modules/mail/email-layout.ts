import { englishTranslator, escapeHtml, licenceLine, telHref, type BusinessFacts, type Translator } from '@plumbing/shared';

/** A line ending in a link: "Need to change it? Manage your appointment". */
export interface EmailAction {
  lead: string;
  label: string;
  url: string;
}

/** A labelled fact; with `href` its value is a link in the HTML (a tel:, a mailto:). */
export type EmailDetail = [label: string, value: string, href?: string];

export interface EmailBody {
  greeting: string;
  paragraphs: string[];
  /** After the paragraphs: a lead line and one button per choice (the times the owner proposes), each a link of its own. */
  choices?: { lead: string; links: Array<{ label: string; url: string }> };
  /** After the paragraphs (and the choices). */
  action?: EmailAction;
  details?: EmailDetail[];
}

/** The close of every message's HTML. */
const HTML_END = '</div></body></html>';

/**
 * One layout for every message: plain text and the same words as simple, inline-styled HTML; its
 * own words (the signature) in `t`'s language: the customer's, English for the owner's e-mails.
 */
export function renderEmail(body: EmailBody, business: BusinessFacts, t: Translator = englishTranslator()): { text: string; html: string } {
  const licence = licenceLine(business.licenceNumbers, t);
  // Florida Statutes §489.119(5)(b): the contractor's licence on every advertisement.
  const signature = [
    `${business.name}`,
    `${t('mail.phone')} ${business.phone}`,
    `${t('mail.emergencyLine')} ${business.emergencyPhone}`,
    ...(licence ? [licence] : []),
  ];
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.choices ? [body.choices.lead, ...body.choices.links.map(({ label, url }) => `- ${label}: ${url}`), ''] : []),
    ...(body.action ? [`${body.action.lead} ${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(body.details?.length ? [''] : []),
    ...signature,
  ].join('\n');
  const link = (text: string, href: string) => `<a href="${escapeHtml(href)}" style="color:#0b3d91">${escapeHtml(text)}</a>`;
  const rows = (body.details ?? [])
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${href ? link(value, href) : escapeHtml(value)}</td></tr>`,
    )
    .join('');
  // The phones as links a phone dials in one tap.
  const htmlSignature = [
    escapeHtml(business.name),
    `${escapeHtml(t('mail.phone'))} ${link(business.phone, telHref(business.phone))}`,
    `${escapeHtml(t('mail.emergencyLine'))} ${link(business.emergencyPhone, telHref(business.emergencyPhone))}`,
    ...(licence ? [escapeHtml(licence)] : []),
  ];
  const html = `<!doctype html><html lang="${t.locale}"><body style="font-family:Arial,sans-serif;color:#1b2433;line-height:1.5">
<div style="max-width:560px;margin:0 auto">
<h1 style="font-size:20px;color:#0b3d91">${escapeHtml(business.name)}</h1>
<p>${escapeHtml(body.greeting)}</p>
${body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${body.choices ? choiceButtons(body.choices) : ''}
${body.action ? `<p>${escapeHtml(body.action.lead)} <a href="${escapeHtml(body.action.url)}" style="color:#0b3d91;font-weight:bold">${escapeHtml(body.action.label)}</a></p>` : ''}
${rows ? `<table style="border-collapse:collapse;margin:12px 0">${rows}</table>` : ''}
<p style="color:#4a5568;font-size:14px">${htmlSignature.join('<br>')}</p>
${HTML_END}`;
  return { text, html };
}

/** The choices as buttons big enough to tap on a phone, one under the other. */
function choiceButtons({ lead, links }: NonNullable<EmailBody['choices']>): string {
  const button = ({ label, url }: { label: string; url: string }) =>
    `<p style="margin:8px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 18px;background:#0b3d91;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`;
  return `<p>${escapeHtml(lead)}</p>\n${links.map(button).join('\n')}`;
}

/** A rendered message with a small line after its signature (the unsubscribe link), in its text and its HTML. */
export function withFootnote<Email extends { text: string; html: string }>(email: Email, { lead, label, url }: EmailAction): Email {
  return {
    ...email,
    text: `${email.text}\n\n${lead} ${label}: ${url}\n`,
    html: email.html.replace(
      HTML_END,
      `<p style="color:#4a5568;font-size:13px">${escapeHtml(lead)} <a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>\n${HTML_END}`,
    ),
  };
}
