/** @jest-environment jsdom */
import { emit, on } from './index';

describe('event bus in a browser', () => {
  it('dispatches prefixed CustomEvents on window', () => {
    const raw = jest.fn();
    window.addEventListener('ironscore:message:start', raw);
    emit('message:start', { user_id: 4 });
    window.removeEventListener('ironscore:message:start', raw);
    expect((raw.mock.calls[0][0] as CustomEvent).detail).toEqual({ user_id: 4 });
  });

  it('receives events dispatched on window by another copy', () => {
    const handler = jest.fn();
    const off = on('unread:changed', handler);
    window.dispatchEvent(new CustomEvent('ironscore:unread:changed', { detail: { count: 3 } }));
    off();
    expect(handler).toHaveBeenCalledWith({ count: 3 });
  });

  it('a throwing handler does not stop the others', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onError = (e: ErrorEvent) => e.preventDefault();
    window.addEventListener('error', onError);
    const second = jest.fn();
    const offA = on('toast', () => {
      throw new Error('boom');
    });
    const offB = on('toast', second);
    emit('toast', { kind: 'info', text: 'x' });
    offA();
    offB();
    window.removeEventListener('error', onError);
    errors.mockRestore();
    expect(second).toHaveBeenCalled();
  });
});
