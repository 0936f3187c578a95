// Types of first-frame.mjs for the TypeScript tests.
export const FETCH_TIMEOUT_MS: number;
export const REVALIDATE_MS: number;
export const REQUEST_TTL_MS: number;
export const REQUEST_STALE_MS: number;
export const REQUEST_FETCH_TIMEOUT_MS: number;
export const STATE_ELEMENT_ID: string;
export function scriptJson(value: unknown): string;
export function inertControls(html: string): string;
export function siteUrlOf(config: unknown): string | null;
export function pageHead(index: string, meta: { title?: string; description?: string; structuredData?: object } | null, siteUrl: string | null, pathname: string | null): string;
export function matchRoute<R extends { path: string }>(routes: readonly R[], pathname: string): { route: R; params: Record<string, string> } | null;
export const SETTINGS_TTL_MS: number;
export interface FirstFramePage {
  html: Buffer;
  br: Buffer;
  gz: Buffer;
}
export function createFirstFrames(options: { dir: string; fetch?: (url: string | URL, init?: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<Response>; now?: () => number }): {
  page(pathname: string, config: unknown, search?: string): Promise<FirstFramePage | null>;
};
