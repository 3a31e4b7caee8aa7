// What every mail of the applications area is made of: paragraphs of plain text (the text part every mail has) and
// the same paragraphs as HTML, with addresses turned into links. The brokerage's mails build on it too.
import { linkify } from '../../providers/sandbox-html';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** The applications page of My pages. */
export function applicationsPageUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/mypages/app/profile/applications`;
}

/** Paragraphs (each a string; lines within one joined by newlines) as the text and HTML parts of one mail. */
export function composeMail(subject: string, paragraphs: readonly string[]): ComposedMail {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${p.split('\n').map(linkify).join('<br>')}</p>`).join(''),
  };
}
