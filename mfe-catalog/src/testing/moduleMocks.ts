/**
 * Module stand-ins for the review and action tests, built inside their `jest.mock` factories (this
 * file loads no module at run time, so a factory can require it while the module it replaces is being mocked):
 *   jest.mock('@ironscore/api', () => jest.requireActual('../testing/moduleMocks').apiCalling((...a: unknown[]) => mockCall(...a)));
 *   jest.mock('@ironscore/session', () => jest.requireActual('../testing/moduleMocks').sessionOf(() => mockUser));
 */
import type { LoginUser } from '@ironscore/contract';

/** Upload URLs as the server gives them: none for a missing file or the default image. */
export const uploadUrlOf = (folder: string, file: string | null) => (file && file !== 'default.jpg' ? `/uploads/${folder}/${file}` : null);

/** The api module with every call going to `call`; `uploadUrl` gives no URL unless `withUploads`. */
export function apiCalling(call: (...args: unknown[]) => unknown, { withUploads = false } = {}) {
  return { ...jest.requireActual('@ironscore/api'), api: { call }, uploadUrl: withUploads ? uploadUrlOf : () => null };
}

/** The session module with `user()` signed in (null: signed out). */
export function sessionOf(user: () => LoginUser | null) {
  return { useSession: (selector: (s: { user: LoginUser | null }) => unknown) => selector({ user: user() }) };
}

export type CallHandler = (payload: Record<string, unknown>) => unknown;

/** Answers `call` from `handlers()` by call name; a list call without a handler gets an empty page, any other an empty success. */
export function answerFromHandlers(call: jest.Mock, handlers: () => Record<string, CallHandler>, emptyList: () => unknown) {
  call.mockReset();
  call.mockImplementation((name: string, payload: Record<string, unknown>) => {
    const handler = handlers()[name];
    if (handler) return Promise.resolve(handler(payload));
    if (name.endsWith('Pagination')) return Promise.resolve(emptyList());
    return Promise.resolve({ status: true, message: '', data: null });
  });
}
