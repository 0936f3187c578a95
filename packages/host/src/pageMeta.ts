/**
 * Page metadata (title, description, schema.org structured data) set through the shell. A remote
 * page calls `usePageMeta`; the shell (or a remote's standalone frame) renders one
 * `<PageMetaOutlet />`, which applies the metadata sent for the page being shown, or its
 * fallbacks. The result depends only on the current location and the latest metadata sent for
 * it, never on which effect ran last.
 *
 * A server render (the request-time render of packages/mf-config) runs no effects: it provides a
 * `PageMetaCollector`, to which `usePageMeta` hands the same metadata during the render, and the
 * shell's server writes it into the served page's head (title, description, canonical URL, Open
 * Graph and Twitter tags, JSON-LD): packages/static-server/src/first-frame.mjs. The outlet keeps
 * those tags in step on the client as the visitor moves between pages.
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { emit, on, type IronEvents } from '@ironscore/events';

export interface PageMeta {
  title?: string;
  description?: string;
  /** schema.org JSON-LD of the page's item (a source, brand or product with its rating and reviews). */
  structuredData?: object | null;
}

/** Takes the metadata a page sends during a server render (the last page to send wins). */
export interface PageMetaCollector {
  record(meta: PageMeta): void;
}

/** Provided by a server render only: in the browser `usePageMeta` sends through the event bus. */
export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);

type Sent = IronEvents['page:meta'];

// The latest metadata sent, from the moment this module loads (before any remote renders).
let latest: Sent | null = null;
const listeners = new Set<() => void>();
on('page:meta', (detail) => {
  latest = detail;
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => latest;

/**
 * Sets the title and description of the page being shown (the current pathname). Nothing is sent
 * while `ready` is false (an item still loading), so the title never shows a blank placeholder.
 */
export function usePageMeta(meta: PageMeta, ready = true): void {
  const { pathname } = useLocation();
  const { title, description } = meta;
  const structuredData = meta.structuredData ? JSON.stringify(meta.structuredData) : '';
  const collector = useContext(PageMetaCollectorContext);
  if (collector && ready) collector.record(sentMeta(title, description, structuredData));
  useEffect(() => {
    if (!ready) return;
    emit('page:meta', { path: pathname, ...sentMeta(title, description, structuredData) });
  }, [ready, pathname, title, description, structuredData]);
}

function sentMeta(title: string | undefined, description: string | undefined, structuredData: string): Omit<IronEvents['page:meta'], 'path'> {
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(structuredData ? { structuredData: JSON.parse(structuredData) as object } : {}),
  };
}

/** The metadata sent for `pathname`, or null. */
export function usePageMetaFor(pathname: string): PageMeta | null {
  const sent = useSyncExternalStore(subscribe, snapshot, snapshot);
  return sent && sent.path === pathname ? { title: sent.title, description: sent.description, structuredData: sent.structuredData } : null;
}

/** Sets `<meta {key}="{name}" content>` in the head (added when missing). */
function setMetaTag(name: string, content: string, key: 'name' | 'property' = 'name'): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(key, name);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

/** The JSON-LD element of the page (the shell's server writes one for a source, brand or product page). */
const STRUCTURED_DATA = 'script[type="application/ld+json"][data-page-meta]';

/** The head's per-page tags for the page at `url`: canonical link, Open Graph and Twitter card, JSON-LD. */
function applyHeadTags(url: string, title: string, description: string | undefined, structuredData: string): void {
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = url;
  setMetaTag('og:url', url, 'property');
  setMetaTag('og:title', title, 'property');
  setMetaTag('twitter:title', title);
  if (description) {
    setMetaTag('og:description', description, 'property');
    setMetaTag('twitter:description', description);
  }
  const current = document.head.querySelector<HTMLScriptElement>(STRUCTURED_DATA);
  if (!structuredData) {
    current?.remove();
    return;
  }
  const script = current ?? document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute('data-page-meta', '');
  script.textContent = structuredData; // text, never parsed as markup
  if (!current) document.head.appendChild(script);
}

export interface PageMetaOutletProps {
  /** Title when the page sent none. */
  fallbackTitle: string;
  /** Description when the page sent none. */
  fallbackDescription?: string;
  /** A title the host fixes for this page whatever the page sends (the profile area's). */
  fixedTitle?: string | null;
}

/** Applies the page's metadata to the document (rendered once, inside the router). */
export function PageMetaOutlet({ fallbackTitle, fallbackDescription, fixedTitle }: PageMetaOutletProps): null {
  const { pathname } = useLocation();
  const meta = usePageMetaFor(pathname);
  const title = fixedTitle || meta?.title || fallbackTitle;
  const description = meta?.description || fallbackDescription;
  const structuredData = meta?.structuredData ? JSON.stringify(meta.structuredData) : '';
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (description) setMetaTag('description', description);
  }, [description]);
  useEffect(() => {
    applyHeadTags(window.location.origin + pathname, title, description, structuredData);
  }, [pathname, title, description, structuredData]);
  return null;
}
