import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Placeholder.module.css';

export type PlaceholderVariant = 'card' | 'line' | 'avatar' | 'image';

export interface PlaceholderProps {
  variant?: PlaceholderVariant;
  /** How many skeletons to render (e.g. 10 sources, 6 reviews). Default 1. */
  count?: number;
  /** Class for each skeleton (e.g. to size it in a grid cell). */
  className?: string;
  /** Inline size overrides of each skeleton. */
  style?: CSSProperties;
}

function One({ variant, className, style }: { variant: PlaceholderVariant; className?: string; style?: CSSProperties }) {
  switch (variant) {
    case 'line':
      return <div className={clsx(styles.block, styles.line, className)} style={style} />;
    case 'avatar':
      return <div className={clsx(styles.block, styles.avatar, className)} style={style} />;
    case 'image':
      return <div className={clsx(styles.block, styles.image, className)} style={style} />;
    case 'card':
    default:
      return (
        <div className={clsx(styles.card, className)} style={style}>
          <div className={clsx(styles.block, styles.cardImage)} />
          <div className={styles.cardRow}>
            <div className={clsx(styles.block, styles.avatar)} />
            <div className={styles.cardLines}>
              <div className={clsx(styles.block, styles.line)} />
              <div className={clsx(styles.block, styles.line, styles.lineShort)} />
            </div>
          </div>
        </div>
      );
  }
}

/**
 * Blurred loading skeletons. Renders `count` siblings (display: contents wrapper), so it drops
 * straight into the grid or list that will hold the real items.
 */
export function Placeholder({ variant = 'card', count = 1, className, style }: PlaceholderProps) {
  return (
    <div className={styles.group} role="status" aria-busy="true" aria-label="Loading" data-testid="placeholder">
      <VisuallyHidden>Loading...</VisuallyHidden>
      {Array.from({ length: Math.max(0, count) }, (_, i) => (
        <One key={i} variant={variant} className={className} style={style} />
      ))}
    </div>
  );
}

export interface BlurredProps {
  /** Blur when true (e.g. visitor not signed in). Default true. */
  active?: boolean;
  /** Content shown sharp above the blur: a sign-in prompt, a lock icon. */
  overlay?: ReactNode;
  /** Inline element (a price in a row) instead of a block. */
  inline?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Blurs its children for visitors (price gating, quick-view). The blurred content is hidden from
 * assistive technology and cannot be selected or clicked; pass only dummy values as children.
 */
export function Blurred({ active = true, overlay, inline, className, children }: BlurredProps) {
  if (!active) return <>{children}</>;
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className={clsx(styles.blurred, inline && styles.inline, className)} data-blurred="true">
      <Tag className={clsx(styles.blurredContent, inline && styles.inline)} aria-hidden="true" inert>
        {children}
      </Tag>
      {overlay && <Tag className={styles.blurredOverlay}>{overlay}</Tag>}
    </Tag>
  );
}
