import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { LinkIcon, MailIcon } from 'lucide-react';
import { BrandMark } from './BrandMark';
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
  whatsapp: { bg: '#25d366', icon: <BrandMark brand="whatsapp" size={22} /> },
  facebook: { bg: '#1877f2', icon: <BrandMark brand="facebook" size={22} /> },
  x: { bg: '#0f1419', icon: <BrandMark brand="x" size={22} /> },
  pinterest: { bg: '#e60023', icon: <BrandMark brand="pinterest" size={22} /> },
  linkedin: { bg: '#0a66c2', icon: <BrandMark brand="linkedin" size={22} /> },
  email: { bg: '#5a6477', icon: <MailIcon size={22} aria-hidden="true" /> },
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
