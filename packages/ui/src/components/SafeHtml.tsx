import clsx from 'clsx';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';
import styles from './SafeHtml.module.css';

export interface SafeHtmlProps {
  /** Untrusted HTML from the API (descriptions, bios, review comments, posts). */
  html: string | null | undefined;
  as?: 'div' | 'span' | 'section' | 'article';
  className?: string;
  /** Skip the rich-text typography (render raw sanitized markup only). */
  unstyled?: boolean;
}

/** Renders HTML after DOMPurify: scripts, handlers and javascript: URLs removed; safe links. */
export function SafeHtml({ html, as: Tag = 'div', className, unstyled }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={clsx(!unstyled && styles.html, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
