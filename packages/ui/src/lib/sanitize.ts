import DOMPurify from 'dompurify';

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

/**
 * Sanitized HTML: no scripts, styles elements, event handlers or javascript: URLs; every link
 * gets rel="noopener noreferrer". Returns '' where no DOM is available.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const p = purifier();
  if (typeof p.sanitize !== 'function' || !p.isSupported) return '';
  return p.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  }) as string;
}
