/**
 * Server-side HTML sanitizing (DOMPurify on a jsdom window): every stored or returned rich text
 * (static pages, news, descriptions) goes through sanitizeHtml. Plain text fields go through
 * stripHtml.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

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

/** Safe HTML: no scripts, event handlers, javascript: URLs, iframes, forms or styles. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
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
