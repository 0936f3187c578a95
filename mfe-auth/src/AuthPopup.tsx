/**
 * `auth/AuthPopup`: the authentication popup. The shell's auth host loads it when an 'auth:open'
 * or 'auth:claim' event arrives and renders `<AuthPopup request={...} onClose={...} />`.
 *
 * Skeleton: shows which variant / form was requested. The auth feature replaces the body with the
 * member and business forms (sign-in, sign-up, verify, forgot password) and the claim dialog.
 */
import { useEffect, useId } from 'react';
import type { IronEvents } from '@ironscore/events';
import styles from './AuthPopup.module.css';

export type AuthRequest =
  | { kind: 'open'; detail: IronEvents['auth:open'] }
  | { kind: 'claim'; detail: IronEvents['auth:claim'] };

export interface AuthPopupProps {
  request: AuthRequest;
  onClose: () => void;
}

const FORM_TITLES: Record<string, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create an account',
  'verify-account': 'Verify your account',
  'forgot-password-step-1': 'Forgot password',
};

export function titleFor(request: AuthRequest): string {
  if (request.kind === 'claim') return `Claim ${request.detail.name}`;
  const who = request.detail.variant === 'business' ? 'Business' : 'Member';
  return `${who} · ${FORM_TITLES[request.detail.form ?? 'sign-in'] ?? 'Sign in'}`;
}

export default function AuthPopup({ request, onClose }: AuthPopupProps) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {titleFor(request)}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            ×
          </button>
        </header>
        <p className={styles.text}>This section is being built.</p>
      </div>
    </div>
  );
}
