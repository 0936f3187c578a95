/**
 * The page's first frame, as the shell's server sent it (packages/static-server/src/first-frame.mjs):
 * the remote's part sits in `<div data-first-frame="<routeId>" style="display:contents">` inside
 * #root. React replaces #root's content on its first commit, so boot reads that markup before it
 * renders (`captureFirstFrame`), and the route's RemoteArea renders the same markup as its loading
 * state (`firstFrameHtml`) until the remote's App has rendered: the page the visitor already sees
 * stays as it is instead of flashing to a placeholder and back.
 */
let captured: { route: string; html: string } | null = null;

/** Reads the remote's first frame out of `container` (call once, before the first render). */
export function captureFirstFrame(container: ParentNode): void {
  const frame = container.querySelector<HTMLElement>('[data-first-frame]');
  const route = frame?.dataset.firstFrame;
  captured = frame && route ? { route, html: frame.innerHTML } : null;
}

/** The first frame's markup when it belongs to `route`, else null. */
export function firstFrameHtml(route: string): string | null {
  return captured && captured.route === route ? captured.html : null;
}
