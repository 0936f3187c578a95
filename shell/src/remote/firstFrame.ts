/**
 * The page's first frame, as the shell's server sent it (packages/static-server/src/first-frame.mjs).
 * The remote's part is one of:
 * - a build-time frame (what the page shows before its data), in `<div data-first-frame="<routeId>"
 *   style="display:contents">`: the route's RemoteArea renders the same markup as its loading state
 *   (`firstFrameHtml`) until the remote's App has rendered, so the page the visitor already sees
 *   stays as it is instead of flashing to a placeholder and back;
 * - a request-time frame (the page with its data, the answers in the HTML), as a completed Suspense
 *   boundary (`<!--$-->…<!--/$-->`) in the route's area: the RemoteArea hydrates it once the remote's
 *   code is in (`hydratesFrame`), React keeps the markup instead of building the page again.
 * Either way boot reads the frame before the first render (`captureFirstFrame`): React may replace
 * #root's content (a signed-in visitor's page differs from the frame), and the markup is the loading
 * state then.
 *
 * The frame's controls are inert until the page is live (`data-frame-inert`); where React hydrates
 * the markup it keeps those attributes, so `enableFrameControls` removes them once it is live.
 */
let captured: { route: string; html: string; hydratable: boolean } | null = null;

/** React's markers of a completed Suspense boundary in server-rendered markup. */
const BOUNDARY_START = '$';
const BOUNDARY_END = '/$';
const isComment = (node: Node | null, data: string) => node?.nodeType === Node.COMMENT_NODE && (node as Comment).data === data;

/** Reads the remote's first frame out of `container` (call once, before the first render). */
export function captureFirstFrame(container: ParentNode): void {
  const frame = container.querySelector<HTMLElement>('[data-first-frame]');
  if (frame?.dataset.firstFrame) {
    captured = { route: frame.dataset.firstFrame, html: frame.innerHTML, hydratable: false };
    return;
  }
  const area = container.querySelector<HTMLElement>('[data-remote][data-route]');
  const route = area?.dataset.route;
  if (area && route && isComment(area.firstChild, BOUNDARY_START) && isComment(area.lastChild, BOUNDARY_END)) {
    captured = { route, html: area.innerHTML.slice(`<!--${BOUNDARY_START}-->`.length, -`<!--${BOUNDARY_END}-->`.length), hydratable: true };
    return;
  }
  captured = null;
}

/** The first frame's markup when it belongs to `route`, else null. */
export function firstFrameHtml(route: string): string | null {
  return captured && captured.route === route ? captured.html : null;
}

/**
 * Whether the area of `route` hydrates the page's markup: the page came with its request-time frame
 * and no area of the route has shown it yet (`hydrated` is called once one has).
 */
export const hydratesFrame = (route: string): boolean => captured?.hydratable === true && captured.route === route;

/** The request-time frame has been hydrated (or given up): later areas of its route render as usual. */
export function hydrated(): void {
  if (captured) captured = { ...captured, hydratable: false };
}

/** Makes the frame's controls in `scope` live (except those inside `skip`). */
export function enableFrameControls(scope: ParentNode | null, skip?: string): void {
  scope?.querySelectorAll<HTMLElement>('[data-frame-inert]').forEach((control) => {
    if (skip && control.closest(skip)) return;
    control.removeAttribute('inert');
    if (control.dataset.frameInert === 'readonly') control.removeAttribute('readonly');
    control.removeAttribute('data-frame-inert');
  });
}
