import { alertDialog, emit, EVENT_PREFIX, on, once, openAuth, toast, type IronEvents } from './index';

describe('event bus', () => {
  it('delivers typed details to subscribers', () => {
    const seen: IronEvents['toast'][] = [];
    const off = on('toast', (d) => seen.push(d));
    emit('toast', { kind: 'success', text: 'Saved' });
    off();
    expect(seen).toEqual([{ kind: 'success', text: 'Saved' }]);
  });

  it('events without fields can be emitted without a detail', () => {
    const handler = jest.fn();
    const off = on('session:expired', handler);
    emit('session:expired');
    off();
    expect(handler).toHaveBeenCalledWith({});
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const off = on('unread:changed', handler);
    emit('unread:changed', { count: 1 });
    off();
    emit('unread:changed', { count: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ count: 1 });
  });

  it('once delivers a single event and can be cancelled', () => {
    const first = jest.fn();
    const cancelled = jest.fn();
    once('message:start', first);
    const cancel = once('message:start', cancelled);
    cancel();
    emit('message:start', { user_id: 7 });
    emit('message:start', { user_id: 8 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ user_id: 7 });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('does not mix up events of different names', () => {
    const handler = jest.fn();
    const off = on('auth:open', handler);
    emit('toast', { kind: 'info', text: 'x' });
    off();
    expect(handler).not.toHaveBeenCalled();
  });

  it('two independently loaded copies of the package talk to each other', async () => {
    let copyA!: typeof import('./index');
    let copyB!: typeof import('./index');
    await jest.isolateModulesAsync(async () => {
      copyA = await import('./index');
    });
    await jest.isolateModulesAsync(async () => {
      copyB = await import('./index');
    });
    expect(copyA).not.toBe(copyB);
    const handler = jest.fn();
    const off = copyB.on('auth:claim', handler);
    const detail = { business_id: 3, business_type: 'brand', name: 'Acme', website: 'https://acme.test' } as const;
    copyA.emit('auth:claim', detail);
    off();
    expect(handler).toHaveBeenCalledWith(detail);
  });

  it('uses prefixed event names on the shared target', () => {
    expect(EVENT_PREFIX).toBe('ironscore:');
    const target = (globalThis as unknown as Record<symbol, EventTarget>)[Symbol.for('ironscore.events.target')];
    const raw = jest.fn();
    target.addEventListener('ironscore:toast', raw);
    toast('warning', 'Careful');
    target.removeEventListener('ironscore:toast', raw);
    expect((raw.mock.calls[0][0] as CustomEvent).detail).toEqual({ kind: 'warning', text: 'Careful' });
  });

  it('helpers emit the right events', () => {
    const toasts = jest.fn();
    const alerts = jest.fn();
    const auth = jest.fn();
    const offs = [on('toast', toasts), on('alert', alerts), on('auth:open', auth)];
    toast('error', 'Bad', { title: 'Error!', ms: 1000 });
    alertDialog('warning', 'Oops...', 'Your session has expired, please log in again!');
    alertDialog('success', 'Done');
    openAuth();
    openAuth('business', { form: 'verify-account', email: 'a@b.c' });
    offs.forEach((off) => off());
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', text: 'Bad', title: 'Error!', ms: 1000 });
    expect(alerts.mock.calls).toEqual([
      [{ kind: 'warning', title: 'Oops...', text: 'Your session has expired, please log in again!' }],
      [{ kind: 'success', title: 'Done' }],
    ]);
    expect(auth.mock.calls).toEqual([
      [{ variant: 'member' }],
      [{ variant: 'business', form: 'verify-account', email: 'a@b.c' }],
    ]);
  });
});
