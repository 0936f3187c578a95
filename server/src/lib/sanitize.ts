/**
 * Server-side HTML sanitizing (DOMPurify on a jsdom window): every stored or returned rich text
 * (reviews, comments, posts, bios, static pages, news, descriptions) goes through sanitizeHtml,
 * which keeps the contract's USER_HTML (text formatting and links) only. Plain text fields go
 * through stripHtml.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { USER_HTML } from '@ironscore/contract';

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    // Links opening a new tab must not give the target page access to window.opener.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

const USER_HTML_CONFIG = {
  ALLOWED_TAGS: [...USER_HTML.tags],
  ALLOWED_ATTR: [...USER_HTML.attributes],
  ALLOW_DATA_ATTR: false,
};

/**
 * Safe HTML: text formatting and links only (USER_HTML). No scripts, event handlers, javascript:
 * URLs, styles, forms, and nothing that loads by itself (img, video, audio, svg, iframe…).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, USER_HTML_CONFIG);
}

/** Text content only (all tags removed, entities decoded). */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const clean = getPurifier().sanitize(html, { ALLOWED_TAGS: ['#text'], KEEP_CONTENT: true });
  const { window } = new JSDOM('');
  const el = window.document.createElement('div');
  el.innerHTML = clean;
  return (el.textContent ?? '').trim();
}
