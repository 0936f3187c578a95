/**
 * MINIMAL PLACEHOLDER written by the browsing-screens engineer so the detail pages compile; the
 * reviews engineer owns src/actions/** and replaces this with the real share button (ShareDialog:
 * WhatsApp, Facebook, X, Pinterest, LinkedIn, e-mail). Keep the props.
 */
export interface ShareButtonProps {
  /** Absolute or site-relative URL of the page to share. */
  url: string;
  title: string;
  /** Image URL for targets that take one (Pinterest). */
  image?: string | null;
  className?: string;
}

export function ShareButton(_props: ShareButtonProps) {
  return null;
}
