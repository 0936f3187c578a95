/** The Share button of the source, brand and product pages: opens the share dialog (spec/1 §2 "Modals"). */
import { useState } from 'react';
import { Button, ShareDialog } from '@ironscore/ui';
import styles from './Actions.module.css';

export interface ShareButtonProps {
  /** Absolute or site-relative URL of the page to share. */
  url: string;
  title: string;
  /** Image URL for targets that take one (Pinterest). */
  image?: string | null;
  className?: string;
}

/** A site-relative path made absolute against the page's origin; absolute URLs unchanged. */
export function absoluteUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const origin = typeof window !== 'undefined' && window.location ? window.location.origin : '';
  try {
    return new URL(url, origin || 'http://localhost').href;
  } catch {
    return url;
  }
}

export function ShareButton({ url, title, image, className }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={[styles.share, className].filter(Boolean).join(' ')}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        icon={
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="18" cy="5" r="3" />
            <circle cx="6" cy="12" r="3" />
            <circle cx="18" cy="19" r="3" />
            <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
          </svg>
        }
      >
        Share
      </Button>
      <ShareDialog open={open} onClose={() => setOpen(false)} url={absoluteUrl(url)} title={title} image={image} heading={`Share ${title}`} />
    </>
  );
}
