/** Helpers of the popup tests: a scripted API, unsigned session tokens, captured toasts. */
import { api } from '@ironscore/api';
import { on, type IronEvents } from '@ironscore/events';
import type { LoginUser } from '@ironscore/session';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A session token the store accepts (it decodes without checking the signature). */
export function tokenFor(user: Partial<LoginUser> = {}): string {
  const claims = {
    user_id: 42,
    user_email: 'lifter@example.com',
    user_name: 'lifter',
    user_verification_status: 1,
    user_type: 'member',
    ...user,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
}

export type Reply = { status: boolean; message?: string; data?: unknown; errors?: Record<string, string>; [k: string]: unknown } | null;
export type Script = Record<string, (payload: Record<string, unknown>) => Reply | Promise<Reply>>;

/** Replaces api.call: each call name answers from `script` (unknown names fail the test). */
export function mockApi(script: Script) {
  const calls: Array<{ name: string; payload: Record<string, unknown> }> = [];
  const spy = jest.spyOn(api, 'call').mockImplementation((async (name: string, payload?: Record<string, unknown>) => {
    calls.push({ name, payload: payload ?? {} });
    const handler = script[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    const reply = await handler(payload ?? {});
    return reply === null ? null : { message: '', data: null, ...reply };
  }) as unknown as typeof api.call);
  return {
    spy,
    calls,
    named: (name: string) => calls.filter((c) => c.name === name),
  };
}

/** Collects toasts emitted on the bus. */
export function captureToasts() {
  const toasts: Array<IronEvents['toast']> = [];
  const off = on('toast', (t) => toasts.push(t));
  return { toasts, texts: () => toasts.map((t) => t.text), off };
}

export function captureAlerts() {
  const alerts: Array<IronEvents['alert']> = [];
  const off = on('alert', (a) => alerts.push(a));
  return { alerts, off };
}
