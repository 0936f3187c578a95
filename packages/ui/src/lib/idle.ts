/**
 * Runs `callback` once the browser is idle after the next frame has painted (requestIdleCallback;
 * a timer where it is missing), or after `timeout` ms at the latest when given. Returns a cancel function.
 */
export function whenIdle(callback: () => void, { timeout }: { timeout?: number } = {}): () => void {
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, timeout === undefined ? undefined : { timeout }) : window.setTimeout(callback, 1);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
