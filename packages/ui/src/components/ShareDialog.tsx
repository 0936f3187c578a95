import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { LinkIcon, MailIcon } from './icons';
import { Modal } from './Modal';
import styles from './Dialogs.module.css';

export type ShareTarget = 'whatsapp' | 'facebook' | 'x' | 'pinterest' | 'linkedin' | 'email';

export interface ShareLink {
  target: ShareTarget;
  label: string;
  href: string;
}

const enc = encodeURIComponent;

/** The share URLs of a page: WhatsApp, Facebook, X, Pinterest, LinkedIn and e-mail. */
export function shareLinks(url: string, title = '', image?: string | null): ShareLink[] {
  const text = title ? `${title} ${url}` : url;
  return [
    { target: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${enc(text)}` },
    { target: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { target: 'x', label: 'X', href: `https://twitter.com/intent/tweet?url=${enc(url)}${title ? `&text=${enc(title)}` : ''}` },
    {
      target: 'pinterest',
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${enc(url)}${image ? `&media=${enc(image)}` : ''}${title ? `&description=${enc(title)}` : ''}`,
    },
    { target: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
    { target: 'email', label: 'E-mail', href: `mailto:?subject=${enc(title)}&body=${enc(text)}` },
  ];
}

const BRAND: Record<ShareTarget, { bg: string; icon: ReactNode }> = {
  whatsapp: {
    bg: '#25d366',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3z" />
      </svg>
    ),
  },
  facebook: {
    bg: '#1877f2',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M14 8.5V6.8c0-.8.5-1 1-1h2.5V2.1L14.1 2C10.8 2 10 4.4 10 6v2.5H7.5v3.8H10V22h4v-9.7h3l.4-3.8z" />
      </svg>
    ),
  },
  x: {
    bg: '#0f1419',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5z" />
      </svg>
    ),
  },
  pinterest: {
    bg: '#e60023',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.6 1.3 1.4 0 .9-.6 2.2-.9 3.4-.2 1 .5 1.9 1.5 1.9 1.9 0 3.3-2 3.3-4.8 0-2.5-1.8-4.3-4.4-4.3a4.6 4.6 0 0 0-4.8 4.6c0 .9.3 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.5 7.1-6.5 3.7 0 6.6 2.7 6.6 6.2 0 3.7-2.3 6.6-5.5 6.6-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2 1-.9 2.2-1.3 2.9A10 10 0 1 0 12 2z" />
      </svg>
    ),
  },
  linkedin: {
    bg: '#0a66c2',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z" />
      </svg>
    ),
  },
  email: { bg: '#5a6477', icon: <MailIcon size={22} /> },
};

async function copyText(text: string, fallbackInput: HTMLInputElement | null): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through */
  }
  if (fallbackInput && typeof document.execCommand === 'function') {
    fallbackInput.select();
    return document.execCommand('copy');
  }
  return false;
}

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** Absolute URL to share. */
  url: string;
  /** Title / text of the share. */
  title?: string;
  /** Image for Pinterest. */
  image?: string | null;
  /** Dialog heading. Default 'Share'. */
  heading?: string;
}

/** Share links for WhatsApp, Facebook, X, Pinterest, LinkedIn and e-mail, plus Copy link. */
export function ShareDialog({ open, onClose, url, title = '', image, heading = 'Share' }: ShareDialogProps) {
  const [copied, setCopied] = useState<'ok' | 'fail' | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) setCopied(null);
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={heading} size="sm">
      <div className={styles.shareGrid}>
        {shareLinks(url, title, image).map((link) => (
          <a
            key={link.target}
            className={styles.shareLink}
            href={link.href}
            target={link.target === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={`Share on ${link.label}`}
          >
            <span className={styles.shareIcon} style={{ background: BRAND[link.target].bg }}>
              {BRAND[link.target].icon}
            </span>
            {link.label}
          </a>
        ))}
      </div>
      <div className={styles.copyRow}>
        <input ref={inputRef} className={styles.copyInput} value={url} readOnly aria-label="Link" onFocus={(e) => e.target.select()} />
        <Button
          variant="secondary"
          icon={<LinkIcon size={16} />}
          onClick={async () => setCopied((await copyText(url, inputRef.current)) ? 'ok' : 'fail')}
        >
          Copy link
        </Button>
      </div>
      <p className={styles.copied} role="status">
        {copied === 'ok' ? 'Link copied to clipboard.' : copied === 'fail' ? 'Copy failed, please copy the link by hand.' : ''}
      </p>
    </Modal>
  );
}
