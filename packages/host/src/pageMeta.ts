/**
 * Page metadata (title, description) set through the shell. A remote page calls `usePageMeta`;
 * the shell (or a remote's standalone frame) renders one `<PageMetaOutlet />`, which applies the
 * metadata sent for the page being shown, or its fallbacks. The result depends only on the current
 * location and the latest metadata sent for it, never on which effect ran last.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { emit, on, type IronEvents } from '@ironscore/events';

export interface PageMeta {
  title?: string;
  description?: string;
}

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
  useEffect(() => {
    if (!ready) return;
    emit('page:meta', { path: pathname, ...(title ? { title } : {}), ...(description ? { description } : {}) });
  }, [ready, pathname, title, description]);
}

/** The metadata sent for `pathname`, or null. */
export function usePageMetaFor(pathname: string): PageMeta | null {
  const sent = useSyncExternalStore(subscribe, snapshot, snapshot);
  return sent && sent.path === pathname ? { title: sent.title, description: sent.description } : null;
}

function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute('name', name);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
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
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (description) setMetaTag('description', description);
  }, [description]);
  return null;
}
