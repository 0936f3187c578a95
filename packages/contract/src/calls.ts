/**
 * The call catalogue of spec/3 §7 (plus Logout): the single source of truth for the API client and
 * the server's handler table.
 */
import * as v from 'valibot';
import { call, noPayload, type CallDef } from './call';
import { text } from './fields';
import type { GeneralSettings, PageContent, PageLink } from './entities';

export const calls = {
  // ---- Pages and general
  Get_Pages: call<PageLink[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_Page: call<PageContent>()({ token: false, payload: v.object({ page_slug_url: text('A page slug is required.') }) }),
  Get_GeneralSettings: call<GeneralSettings>()({ token: false, payload: noPayload(), cached: true }),

  // ---- Users
  /** Refreshes the session token; data is the new token. */
  Get_UserToken: call<string>()({ token: true, payload: noPayload() }),
  Logout: call<null>()({ token: true, payload: noPayload() }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller passes (before parsing). */
export type PayloadIn<K extends CallName> = v.InferInput<Calls[K]['payload']>;
/** What the server's handler receives (after parsing and trimming). */
export type PayloadOut<K extends CallName> = v.InferOutput<Calls[K]['payload']>;
/** The reply's `data`. */
export type DataOf<K extends CallName> = Calls[K] extends CallDef<v.GenericSchema, infer D> ? D : never;

export const CALL_NAMES = Object.keys(calls) as CallName[];
