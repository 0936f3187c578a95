import DOMPurify from 'dompurify';
import { USER_HTML } from '@ironscore/contract';

let hooked = false;

function purifier() {
  if (!hooked && typeof DOMPurify.addHook === 'function') {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('rel', 'noopener noreferrer');
        const href = node.getAttribute('href') ?? '';
        // External links open in a new tab.
        if (/^https?:\/\//i.test(href) && typeof window !== 'undefined') {
          try {
            if (new URL(href).origin !== window.location.origin) node.setAttribute('target', '_blank');
          } catch {
            /* keep as is */
          }
        }
      }
    });
  }
  return DOMPurify;
}

const USER_HTML_CONFIG = {
  ALLOWED_TAGS: [...USER_HTML.tags],
  ALLOWED_ATTR: [...USER_HTML.attributes],
  ALLOW_DATA_ATTR: false,
};

/**
 * Sanitized HTML: the contract's USER_HTML only (text formatting and links) — no scripts, styles,
 * event handlers, javascript: URLs, and no remote images, video or anything else that loads by
 * itself; every link gets rel="noopener noreferrer". Returns '' where no DOM is available.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const p = purifier();
  if (typeof p.sanitize !== 'function' || !p.isSupported) return '';
  return p.sanitize(html, USER_HTML_CONFIG) as string;
}
