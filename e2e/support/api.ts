// Talking to the e2e stack's API directly: set-up steps that are not what a test is about.
import type { Page } from '@playwright/test';
import { API_KEY, API_URL } from './constants';

export interface EnvelopeReply<T = unknown> {
  status: boolean;
  message: string;
  data: T | null;
  totalData?: number;
  token_error?: boolean;
  [extra: string]: unknown;
}

/** POSTs one call of the catalogue as form data, with the API key and an optional token. */
export async function apiCall<T = unknown>(name: string, fields: Record<string, string | number | boolean> = {}, token?: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  const headers: Record<string, string> = { 'x-api-key': API_KEY };
  if (token) headers['x-auth-token'] = token;
  const res = await fetch(`${API_URL}/api/${name}`, { method: 'POST', body, headers });
  return (await res.json()) as EnvelopeReply<T>;
}

/** Signs in through the API and returns the session token. */
export async function signInToken(userName: string, password: string): Promise<string> {
  const reply = await apiCall<string | { token: string }>('Sign_In', { user_name: userName, user_password: password });
  const token = typeof reply.data === 'string' ? reply.data : reply.data?.token;
  if (!reply.status || !token) throw new Error(`Sign_In ${userName}: ${reply.message}`);
  return token;
}

/** Makes the page start signed in as the user (token stored where packages/session reads it). */
export async function signInPage(page: Page, userName: string, password: string) {
  const token = await signInToken(userName, password);
  await page.addInitScript((value) => window.localStorage.setItem('ironscore.token', value), token);
  return token;
}

/** The seeded accounts (server/src/seed/fixed-accounts.ts). */
export const ACCOUNTS = {
  member: { user: 'demo', password: 'demo1234' },
  unverified: { user: 'newbie', password: 'newbie1234' },
  source: { user: 'sourceowner', password: 'source1234' },
  brand: { user: 'brandowner', password: 'brand1234' },
  /** The seed's manager (the managers' console). */
  manager: { user: 'manager', password: 'manager1234' },
} as const;
