import clsx from 'clsx';
import { useState, type ImgHTMLAttributes } from 'react';
import { uploadSrcSet } from '@ironscore/api';
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

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'sizes' | 'srcSet'> {
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
  /**
   * The slot's box in CSS px (its largest size): width/height attributes, so the box is reserved
   * before the image arrives, and — without `sizes` — the slot width the browser picks a variant for.
   */
  width?: number;
  height?: number;
  /** The slot's width as a `sizes` list, for slots that follow the viewport ("(max-width: 640px) 100vw, 300px"). */
  sizes?: string;
  /** The page's largest image above the fold (its LCP element): loaded at once, high priority. */
  priority?: boolean;
}

/**
 * `<img>` with lazy loading and a placeholder when the source is missing or fails to load. An image
 * uploaded to the API comes in the width of its slot: with `width` or `sizes`, the browser picks one
 * of its WebP variants from `srcset` (a phone's 64 px logo slot fetches the 160 or 320 px file, not
 * the 1024 px original). If a variant fails, the original is tried before the placeholder.
 */
export function Img({
  src,
  alt,
  fallback = 'image',
  shape = 'square',
  contain,
  className,
  width,
  height,
  sizes,
  priority,
  loading = priority ? 'eager' : 'lazy',
  decoding = 'async',
  onError,
  ...rest
}: ImgProps) {
  // The last source that failed, and whether it failed with its variants or as the original.
  const [failed, setFailed] = useState<{ src: string; original: boolean } | null>(null);
  const fallbackUrl = fallback === 'image' ? PLACEHOLDER_IMAGE : fallback === 'avatar' ? PLACEHOLDER_AVATAR : fallback;
  const missing = !src || (failed?.src === src && failed.original);
  const shown = missing ? fallbackUrl : src;
  const slot = sizes ?? (width ? `${width}px` : undefined);
  const srcSet = !missing && slot && failed?.src !== src ? uploadSrcSet(src) : null;
  return (
    <img
      {...rest}
      src={shown}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? slot : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
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
        if (src && !missing) setFailed({ src, original: !srcSet });
        onError?.(e);
      }}
    />
  );
}
