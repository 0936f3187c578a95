// Lets a test stop and restart one app's static server of the running e2e stack.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT_OFFSET } from './constants';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// One data folder per port offset: a run on other ports must not wipe a running suite's database.
export const dataDir = path.join(root, E2E_PORT_OFFSET === 100 ? '.data/e2e' : `.data/e2e-${E2E_PORT_OFFSET}`);

interface StackState {
  host: string;
  appPorts: Record<string, number>;
  remotesJson: string;
  pids: Record<string, number>;
}

const stateFile = path.join(dataDir, 'stack.json');
const readState = (): StackState => JSON.parse(readFileSync(stateFile, 'utf8'));

async function portAnswers(url: string) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

export async function stopApp(name: string) {
  const state = readState();
  process.kill(state.pids[name], 'SIGTERM');
  const url = `http://${state.host}:${state.appPorts[name]}/`;
  await until(async () => !(await portAnswers(url)), `${name} stopped`);
}

/** Restarts the app's static server, from its dist folder or from `dir` (a redeployed build). */
export async function startApp(name: string, dir?: string) {
  const state = readState();
  const { APPS } = await import(path.join(root, 'scripts/lib/apps.mjs'));
  const { appServerArgs } = await import(path.join(root, 'scripts/lib/stack.mjs'));
  const app = APPS.find((a: { name: string }) => a.name === name);
  const child = spawn(
    process.execPath,
    appServerArgs(app, { host: state.host, port: state.appPorts[name], remotesJson: state.remotesJson, dir }),
    { stdio: 'ignore', detached: true },
  );
  child.unref();
  state.pids[name] = child.pid!;
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  const url = `http://${state.host}:${state.appPorts[name]}/`;
  await until(() => portAnswers(url), `${name} answers`);
}

/** Kills whatever the state file still lists (used at teardown). */
export function stopAll() {
  try {
    for (const pid of Object.values(readState().pids)) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  } catch {
    /* no state */
  }
}
