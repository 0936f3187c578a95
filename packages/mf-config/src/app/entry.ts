// The entry of every app: an async boundary, so the federation runtime negotiates the shared
// singletons (react, router, session, …) before the app's bootstrap runs (never `eager`).
// `@ironscore-app/bootstrap` is the app's own bootstrap (the shell's) or ./standalone.tsx.
//
// A page whose HTML carries its first frame (the shell's server puts it into #root) paints that
// frame before any app script runs: otherwise Chrome may run this deferred script and the chunks it
// pulls before its first paint, and the page's text paints only after React replaced it. The
// bootstrap is imported once the next frame has been painted (rAF, then a task); a hidden page
// (no frames painted) or a page without a frame starts at once.
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible' || !document.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => import('@ironscore-app/bootstrap'));

export {};
