/**
 * Test helpers for screens that call the API (jest only): answer `api.call` by call name and read the
 * payloads sent. Test files must `jest.mock('@ironscore/api', …)` themselves so `api.call` is a jest.fn:
 *   jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
 */
import { CALL_NAMES } from '@ironscore/contract';
import { api } from './index';

export type Responder = (payload: Record<string, unknown>) => unknown;
export type CallTable = Record<string, unknown | Responder | 'pending'>;

/** The jest.Mock behind api.call. */
export const callMock = () => api.call as unknown as jest.Mock;

/**
 * Answer api.call by name: a value, a function of the payload, or a never-settling promise for
 * 'pending'. Unlisted calls answer `unlisted` (an empty list by default).
 */
export function answerCalls(table: CallTable, unlisted: unknown = { status: true, message: '', data: [], totalData: 0 }) {
  callMock().mockImplementation((name: string, payload: Record<string, unknown> = {}) => {
    if (!(name in table)) return Promise.resolve(unlisted);
    const entry = table[name];
    if (entry === 'pending') return new Promise(() => undefined);
    const value = typeof entry === 'function' ? (entry as Responder)(payload) : entry;
    return value instanceof Promise ? value : Promise.resolve(value);
  });
}

/** Payloads of every call of `name` so far. */
export const payloadsOf = (name: string): Record<string, unknown>[] =>
  callMock()
    .mock.calls.filter((c: unknown[]) => c[0] === name)
    .map((c: unknown[]) => (c[1] ?? {}) as Record<string, unknown>);

/**
 * The call names of the contract that the TypeScript sources under `dir` (tests left out) name as
 * string literals, that none of `areas` (what the app passes to registerCalls) defines: each app's
 * calls.test.ts expects none, so a call made without registering its area fails there.
 */
export function unregisteredCallsIn(dir: string, areas: ReadonlyArray<object>): string[] {
  // Node's fs only here (jest); the client itself never reads files.
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  const known = new Set<string>(CALL_NAMES);
  const registered = new Set(areas.flatMap((area) => Object.keys(area)));
  const missing = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z_]+)['"`]/g)) {
          if (known.has(name!) && !registered.has(name!)) missing.add(name!);
        }
      }
    }
  };
  walk(dir);
  return [...missing].sort();
}
