import { APPS, REMOTE_NAMES } from './platform';
import type { RemoteName } from './routes';

// Every remote of the RemoteName type, once: the JSON and the type cannot drift apart.
const REMOTES_OF_THE_TYPE: Record<RemoteName, true> = { catalog: true, auth: true, community: true, profile: true, business: true };

test('platform.data.json lists the shell and exactly the remotes of the RemoteName type', () => {
  expect(APPS[0]).toMatchObject({ name: 'shell' });
  expect([...REMOTE_NAMES].sort()).toEqual(Object.keys(REMOTES_OF_THE_TYPE).sort());
});

test('every app has its own folder and port', () => {
  expect(new Set(APPS.map((a) => a.dir)).size).toBe(APPS.length);
  expect(new Set(APPS.map((a) => a.port)).size).toBe(APPS.length);
});
