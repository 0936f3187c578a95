// Remote independence across versions (issue 7 item 1): a remote built from a newer contract
// (one call more) runs beside today's shell and uses that call; today's remotes run beside a
// shell built from that newer contract. The newer API (a superset) is deployed first, as in a
// real rollout. Everything runs beside the e2e stack on free ports, from a temporary copy of the
// repository (e2e/support/variant.ts); the stack itself is not touched.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  SKEW_CALL,
  buildVariantApp,
  freePort,
  makeVariantTree,
  serveApp,
  stackRemotesJson,
  startVariantApi,
  type Served,
  type VariantTree,
} from '../support/variant';
import { ownStack } from '../support/tags';

const VARIANTS = ownStack('builds variants of the shell and a remote and runs an API of its own on the stack\'s database');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let tree: VariantTree;
const running: Served[] = [];
let todayShellWithNextRemote: Served;
let nextShellWithTodayRemotes: Served;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  tree = makeVariantTree();
  await Promise.all([
    buildVariantApp(tree, 'mfe-community', 'community@next-contract'),
    buildVariantApp(tree, 'shell', 'shell@next-contract'),
  ]);

  const [todayPort, nextPort] = [await freePort(), await freePort()];
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  const api = await startVariantApi(tree, [origin(todayPort), origin(nextPort)]);
  running.push(api);
  const nextCommunity = await serveApp(path.join(tree.dir, 'mfe-community/dist'));
  running.push(nextCommunity);

  const stack = stackRemotesJson();
  const runtimeFile = (name: string, remotes: Record<string, string>) => {
    const file = path.join(tree.dir, `${name}.remotes.json`);
    writeFileSync(file, JSON.stringify({ ...stack, apiBase: api.url, remotes }));
    return file;
  };
  // Today's shell (the stack's build) with the newer community remote.
  todayShellWithNextRemote = await serveApp(path.join(root, 'shell/dist'), {
    port: todayPort,
    remotesJson: runtimeFile('today-shell', { ...stack.remotes, community: `${nextCommunity.url}/mf-manifest.json` }),
  });
  // The shell built from the newer contract with today's remotes (the stack's).
  nextShellWithTodayRemotes = await serveApp(path.join(tree.dir, 'shell/dist'), {
    port: nextPort,
    remotesJson: runtimeFile('next-shell', stack.remotes),
  });
  running.push(todayShellWithNextRemote, nextShellWithTodayRemotes);
});

test.afterAll(() => {
  for (const served of running) served.stop();
  tree?.remove();
});

test('a remote built with a newer contract uses its new call beside today\'s shell @community @shell', VARIANTS, async ({ page }) => {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/${SKEW_CALL}`));
  await page.goto(`${todayShellWithNextRemote.url}/community/home`);
  await expect(page.locator('[data-remote-root="community"]')).toHaveAttribute('data-build-id', 'community@next-contract');
  await expect(page.locator('[data-skew-probe]')).toHaveText('Echo: built with the newer contract');
  expect((await answered).status()).toBe(200);
  // The rest of today's site keeps working beside it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /sources/i }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('today\'s remotes keep working beside a shell built with the newer contract @catalog @shell', VARIANTS, async ({ page }) => {
  await page.goto(`${nextShellWithTodayRemotes.url}/sources`);
  const catalog = page.locator('[data-remote-root="catalog"]');
  await expect(catalog).toBeAttached();
  await expect(page.getByRole('article').first()).toBeVisible();
  // A detail page of today's catalog, reached through the newer shell's router.
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/source\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Sign-in still opens today's auth remote from the newer shell.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign in as a member' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in as a member' })).toBeVisible();
});
