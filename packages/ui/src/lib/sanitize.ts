import DOMPurify from 'dompurify';
import { USER_HTML } from '@ironscore/contract';

type Purifier = ReturnType<typeof DOMPurify>;
type DomWindow = Parameters<typeof DOMPurify>[0] & { location: { origin: string } };

/** The DOM given by a server render (`setServerDom`); in the browser the page's own window. */
let serverWindow: DomWindow | null = null;
let instance: { window: DomWindow; purifier: Purifier } | null = null;

/**
 * Where there is no browser DOM (the request-time render in Node: packages/mf-config), the DOM the
 * sanitizer runs on — a jsdom window whose URL is the site's public address, so a page rendered on
 * the server carries the same sanitized markup as the browser's render of it (which then hydrates
 * it unchanged). The same DOMPurify, allow-list and link rule either way.
 */
export function setServerDom(window: DomWindow | null): void {
  serverWindow = window;
  instance = null;
  serverResults.clear();
}

/**
 * A server render sanitizes the same texts again and again (each render pass, each request of a
 * page): its results are kept (the output depends on the input only). The browser has useMemo.
 */
const serverResults = new Map<string, string>();
const MAX_SERVER_RESULTS = 2_000;

function purifier(): Purifier | null {
  const window = serverWindow ?? (typeof globalThis.window !== 'undefined' ? (globalThis.window as unknown as DomWindow) : null);
  if (!window) return null;
  if (instance?.window === window) return instance.purifier;
  const p = DOMPurify(window);
  if (!p.isSupported) return null;
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      const href = node.getAttribute('href') ?? '';
      // External links (another origin than the site's) open in a new tab.
      if (/^https?:\/\//i.test(href)) {
        try {
          if (new URL(href).origin !== window.location.origin) node.setAttribute('target', '_blank');
        } catch {
          /* keep as is */
        }
      }
    }
  });
  instance = { window, purifier: p };
  return p;
}

const USER_HTML_CONFIG = {
  ALLOWED_TAGS: [...USER_HTML.tags],
  ALLOWED_ATTR: [...USER_HTML.attributes],
  ALLOW_DATA_ATTR: false,
};

/**
 * Sanitized HTML: the contract's USER_HTML only (text formatting and links) — no scripts, styles,
 * event handlers, javascript: URLs, and no remote images, video or anything else that loads by
 * itself; every link gets rel="noopener noreferrer", a link to another site target="_blank".
 * Returns '' where no DOM is available (a server render that gave none: `setServerDom`).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const kept = serverWindow ? serverResults.get(html) : undefined;
  if (kept !== undefined) return kept;
  const p = purifier();
  if (!p) return '';
  const clean = p.sanitize(html, USER_HTML_CONFIG) as string;
  if (serverWindow) {
    if (serverResults.size >= MAX_SERVER_RESULTS) serverResults.delete(serverResults.keys().next().value!);
    serverResults.set(html, clean);
  }
  return clean;
}
