/**
 * Standalone mode of a remote: when a remote's own index.html is opened directly (not through the
 * shell), its bootstrap renders its routes in this minimal frame so it can be developed and checked
 * alone.
 * The API origin comes from this server's `/remotes.json` (same format as the shell's) when there
 * is one, else http://127.0.0.1:4000. Toasts and alerts get their hosts here too (the shell has
 * them in the platform).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { AlertHost } from '../components/AlertHost';
import { ToastHost } from '../components/ToastHost';
import styles from './Standalone.module.css';

export interface RuntimeConfig {
  apiBase: string;
  apiKey: string;
  /** The deployment's basic credentials (remotes.json `basicAuth`), when it uses them. */
  basicAuth?: { user: string; password: string } | null;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiBase: 'http://127.0.0.1:4000', apiKey: 'ironscore-dev-key' };

export async function readRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG;
    const json = (await response.json()) as Partial<RuntimeConfig>;
    const basic = json.basicAuth;
    return {
      apiBase: typeof json.apiBase === 'string' ? json.apiBase : DEFAULT_RUNTIME_CONFIG.apiBase,
      apiKey: typeof json.apiKey === 'string' ? json.apiKey : DEFAULT_RUNTIME_CONFIG.apiKey,
      basicAuth: basic && typeof basic.user === 'string' && typeof basic.password === 'string' ? basic : null,
    };
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

export function StandaloneFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <Link to="/" className={styles.logo}>
          Iron<span>Score</span>
        </Link>
        <span className={styles.tag}>{title} · standalone</span>
      </header>
      <main className={styles.main}>{children}</main>
      <ToastHost />
      <AlertHost />
    </div>
  );
}

export function StandaloneNotFound() {
  return (
    <div className={styles.notFound}>
      <h1>{MSG.notFoundTitle}</h1>
      <p>{MSG.notFoundText}</p>
    </div>
  );
}
