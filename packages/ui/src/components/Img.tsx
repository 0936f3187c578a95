import clsx from 'clsx';
import { useState, type ImgHTMLAttributes } from 'react';
import styles from './Img.module.css';

/** A neutral grey picture placeholder (inline SVG data URI), used when an image is missing or fails. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">' +
      '<rect width="400" height="300" fill="#eef1f6"/>' +
      '<g fill="none" stroke="#b8c0cd" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">' +
      '<rect x="140" y="95" width="120" height="110" rx="12"/>' +
      '<circle cx="175" cy="130" r="11"/>' +
      '<path d="M145 190l40-38 25 22 18-14 30 26"/>' +
      '</g></svg>',
  );

/** A neutral avatar placeholder (head and shoulders). */
export const PLACEHOLDER_AVATAR =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
      '<rect width="100" height="100" fill="#e2e6ed"/>' +
      '<circle cx="50" cy="40" r="17" fill="#b8c0cd"/>' +
      '<path d="M18 92c4-18 17-28 32-28s28 10 32 28z" fill="#b8c0cd"/>' +
      '</svg>',
  );

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** Image URL; null/undefined/empty shows the placeholder. */
  src: string | null | undefined;
  /** Required: describe the image, or '' for decoration. */
  alt: string;
  /** 'image' (default) or 'avatar' placeholder, or a custom fallback URL. */
  fallback?: 'image' | 'avatar' | (string & {});
  /** Shape helpers. */
  shape?: 'square' | 'rounded' | 'round';
  /** object-fit: contain (logos) instead of cover. */
  contain?: boolean;
}

/** `<img>` with lazy loading and a placeholder when the source is missing or fails to load. */
export function Img({
  src,
  alt,
  fallback = 'image',
  shape = 'square',
  contain,
  className,
  loading = 'lazy',
  decoding = 'async',
  onError,
  ...rest
}: ImgProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallbackUrl = fallback === 'image' ? PLACEHOLDER_IMAGE : fallback === 'avatar' ? PLACEHOLDER_AVATAR : fallback;
  const missing = !src || src === failedSrc;
  const shown = missing ? fallbackUrl : src;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      loading={loading}
      decoding={decoding}
      data-fallback={missing || undefined}
      className={clsx(
        styles.img,
        contain && !missing && styles.contain,
        missing && styles.fallback,
        shape === 'round' && styles.round,
        shape === 'rounded' && styles.rounded,
        className,
      )}
      onError={(e) => {
        if (src && !missing) setFailedSrc(src);
        onError?.(e);
      }}
    />
  );
}
