/**
 * Test helpers for screens that call the API (jest only): answer `api.call` by call name and read the
 * payloads sent. Test files must `jest.mock('@ironscore/api', …)` themselves so `api.call` is a jest.fn:
 *   jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
 */
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
