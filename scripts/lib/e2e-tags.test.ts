// Every e2e test names the remotes it crosses in its title (npm run e2e -- --remote NAME selects by
// them), and every test left out of deployment runs (@own-stack) says why.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { OWN_STACK_TAG, REMOTE_TAGS } from '../../e2e/support/tags';

const ROOT = path.resolve(__dirname, '../..');

interface ListedSpec {
  title: string;
  file: string;
  tags: string[];
  tests: { annotations: { type: string; description?: string }[] }[];
}
interface ListedSuite {
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}

function listedSpecs(): ListedSpec[] {
  // The e2e package's own Playwright (pnpm need not be on the PATH: scripts/lib/toolchain.mjs).
  const result = spawnSync(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test', '--list', '--reporter=json'], {
    cwd: path.join(ROOT, 'e2e'),
    encoding: 'utf8',
    // Playwright refuses to load tests when it sees a jest worker's variable.
    env: { ...process.env, E2E_BASE_URL: '', JEST_WORKER_ID: undefined },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`playwright test --list failed:\n${result.error?.message ?? ''}${result.stderr}${(result.stdout ?? '').slice(-2000)}`);
  const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as { suites: ListedSuite[] };
  const specs: ListedSpec[] = [];
  const walk = (suite: ListedSuite) => {
    specs.push(...(suite.specs ?? []));
    (suite.suites ?? []).forEach(walk);
  };
  report.suites.forEach(walk);
  return specs;
}

const specs = listedSpecs();
/** The tags at the end of a title ("… @catalog @shell"); an "@username" inside the text is not one. */
const trailingTags = (title: string) => (/(?:\s@[a-z-]+)+$/.exec(title)?.[0] ?? '').trim().split(/\s+/).filter(Boolean);

test('the suite lists its tests', () => {
  expect(specs.length).toBeGreaterThan(50);
});

test('every test title carries the tag of at least one remote it crosses', () => {
  const untagged = specs.filter((spec) => !trailingTags(spec.title).some((tag) => (REMOTE_TAGS as readonly string[]).includes(tag)));
  expect(untagged.map((spec) => `${spec.file} › ${spec.title}`)).toEqual([]);
});

test('a title names only known remotes', () => {
  const known = new Set<string>([...REMOTE_TAGS, OWN_STACK_TAG]);
  const unknown = specs.flatMap((spec) => trailingTags(spec.title).filter((t) => !known.has(t)).map((t) => `${spec.file} › ${spec.title}: ${t}`));
  expect(unknown).toEqual([]);
});

test('every test needing its own stack says why (the reason a deployment run prints)', () => {
  const ownStack = specs.filter((spec) => spec.tags.includes(OWN_STACK_TAG.slice(1)));
  expect(ownStack.length).toBeGreaterThan(0);
  const withoutReason = ownStack.filter((spec) => !spec.tests.every((t) => t.annotations.some((a) => a.type === 'own-stack' && a.description)));
  expect(withoutReason.map((spec) => spec.title)).toEqual([]);
});
