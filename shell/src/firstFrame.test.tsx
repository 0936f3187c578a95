/**
 * @jest-environment node
 */
// The shell's first frames as the build renders them (packages/mf-config): one per state of the top
// bar (routes are composed at run time), the page frame a signed-out visitor sees before data, the
// remote's part between the slot comments, the route's remote and id as the stand-in.
import {
  FRAME_STAND_IN,
  REMOTE_SLOT_END,
  REMOTE_SLOT_START,
  STAND_IN_PARAM,
  renderFirstFrame,
  type ShellFrames,
} from '@ironscore/mf-config/src/firstFrame/render';
import firstFrame from './firstFrame';
import { NAV_LINKS } from './layout/menu';

let frames: ShellFrames;

beforeAll(async () => {
  frames = (await renderFirstFrame(firstFrame, 'shell')) as ShellFrames;
});

it('has a frame per link of the top bar shown active and one with none', () => {
  expect(frames.version).toBe(2);
  expect(frames.standIn).toEqual(FRAME_STAND_IN);
  expect(frames.frames.map((f) => f.nav)).toEqual([...NAV_LINKS.map((link) => link.to), null]);
});

it('shows the top bar, the remote area and the footer of a signed-out visitor', () => {
  for (const { nav, html } of frames.frames) {
    expect(html).toContain('aria-label="IronScore home"');
    expect(html).toContain('>Sign in<');
    expect(html).not.toContain('My Profile');
    expect(html).toContain(`data-remote="${FRAME_STAND_IN.remote}" data-route="${FRAME_STAND_IN.route}"`);
    expect(html).toContain('<footer');
    expect(html).not.toContain(STAND_IN_PARAM);
    const active = [...html.matchAll(/<a aria-current="page" class="[^"]*active[^"]*" href="([^"]*)"/g)].map((m) => m[1]);
    expect(active).toEqual(nav === null ? [] : [nav]);
  }
});

it('marks the remote part once, inside the remote area, holding the loading placeholder', () => {
  for (const { nav: id, html } of frames.frames) {
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
