import { plainText } from './format';

/**
 * A text area's plain text as the HTML the API stores (reviews, comments): escaped, blank-line
 * separated paragraphs as `<p>`, single line breaks as `<br>`.
 */
export function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The other way, to edit stored HTML in a text area: paragraphs and line breaks kept, tags gone. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .split(/<\/p\s*>|<\/div\s*>/i)
    .map((paragraph) =>
      paragraph
        .split(/<br\s*\/?>/i)
        .map((line) => plainText(line))
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}
