/**
 * @jest-environment node
 */
// The shell's first frames as the build renders them (packages/mf-config): every public route, the
// page frame a signed-out visitor sees before data, the remote's part between the slot comments.
import { ROUTES } from '@ironscore/contract';
import {
  REMOTE_SLOT_END,
  REMOTE_SLOT_START,
  STAND_IN_PARAM,
  renderFirstFrame,
  type ShellFrames,
} from '@ironscore/mf-config/src/firstFrame/render';
import firstFrame from './firstFrame';

let frames: ShellFrames;

beforeAll(async () => {
  frames = (await renderFirstFrame(firstFrame, 'shell')) as ShellFrames;
});

it('has a frame for every public route of the table, in its order, with its path and remote', () => {
  expect(frames.version).toBe(1);
  expect(frames.routes.map(({ id, path, remote }) => ({ id, path, remote }))).toEqual(
    ROUTES.filter((r) => !r.protected).map(({ id, path, remote }) => ({ id, path, remote })),
  );
});

it('shows the top bar, the remote area and the footer of a signed-out visitor', () => {
  for (const { id, remote, html } of frames.routes) {
    expect(html).toContain('aria-label="IronScore home"');
    expect(html).toContain('>Sign in<');
    expect(html).not.toContain('My Profile');
    expect(html).toContain(`data-remote="${remote}" data-route="${id}"`);
    expect(html).toContain('<footer');
    expect(html).not.toContain(STAND_IN_PARAM);
  }
  const home = frames.routes.find((r) => r.id === 'home')!.html;
  expect(home).toMatch(/<a aria-current="page" class="[^"]*active[^"]*" href="\/"/);
  const sources = frames.routes.find((r) => r.id === 'sources')!.html;
  expect(sources).toMatch(/<a aria-current="page" class="[^"]*active[^"]*" href="\/sources"/);
});

it('marks the remote part once, inside the remote area, holding the loading placeholder', () => {
  for (const { id, html } of frames.routes) {
    expect({ id, starts: html.split(REMOTE_SLOT_START).length - 1, ends: html.split(REMOTE_SLOT_END).length - 1 }).toEqual({ id, starts: 1, ends: 1 });
    const area = html.slice(html.indexOf('data-remote='), html.indexOf('</main>'));
    const slot = area.slice(area.indexOf(REMOTE_SLOT_START) + REMOTE_SLOT_START.length, area.indexOf(REMOTE_SLOT_END));
    expect(slot).toContain('data-testid="placeholder"');
    expect(html).not.toContain('ironscore-remote');
  }
});

it('renders the same bytes every time (no data, clock or randomness)', async () => {
  expect(await renderFirstFrame(firstFrame, 'shell')).toEqual(frames);
});
