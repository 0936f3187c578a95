/**
 * Post text ↔ post HTML. The composer is a plain textarea (the spec asks no formatting): each
 * paragraph becomes an escaped <p>, single line breaks <br>. At render, hashtags in the text (the
 * contract's `hashtagPattern`, the one the server indexes) become links to the hashtag feed.
 */
import { hashtagPattern } from '@ironscore/contract';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Textarea text → post HTML ('' when there is no text, so the contract's "blank" rule applies). */
export function textToPostHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Post HTML → textarea text (editing a post). */
export function postHtmlToText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** The address of a hashtag's feed. */
export const hashtagPath = (tag: string) => `/community/home?hashtag=${encodeURIComponent(tag.toLowerCase())}`;

/** Links the hashtags of the text parts of (sanitized) post HTML; tags and existing links are left alone. */
export function linkHashtags(html: string): string {
  let insideLink = 0;
  return html
    .split(/(<[^>]*>)/g)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) insideLink++;
        else if (/^<\/a>/i.test(part)) insideLink = Math.max(0, insideLink - 1);
        return part;
      }
      if (insideLink) return part;
      return part.replace(hashtagPattern(), (_m, before: string, tag: string) => `${before}<a href="${hashtagPath(tag)}" data-hashtag="${tag.toLowerCase()}">#${tag}</a>`);
    })
    .join('');
}
