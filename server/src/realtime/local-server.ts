/**
 * The local Realtime Database for `npm start`, e2e and tests: `firebase-server` (npm), which speaks
 * the Realtime Database wire protocol, with the repository's database.rules.json (evaluated by
 * targaryen) and custom-token verification (HS256 with a shared secret; firebase-server checks the
 * signature, `iat`/`exp`, and never accepts unsigned tokens once a secret is set).
 *
 * Persistence: the whole tree is written to `dataFile` (atomically: temp file + rename) right after
 * every change (coalesced: at most one write in flight, the last state always written) and on
 * close, and read back at start, so a restart loses no message.
 *
 * firebase-server does not answer get() (the client's one-shot read): read with listeners
 * (onValue … { onlyOnce: true }).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REPO_ROOT } from '../config';

const require = createRequire(__filename);

export const RULES_FILE = path.join(REPO_ROOT, 'database.rules.json');

export interface LocalRealtimeDb {
  port: number;
  /** ws URL for the SDK's databaseURL / connectDatabaseEmulator host. */
  host: string;
  /** Writes the current tree to the data file now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface LocalRealtimeDbOptions {
  host?: string;
  /** 0 picks a free port. */
  port: number;
  /** Shared secret of the custom tokens (the API mints them with the same secret). */
  secret: string;
  /** JSON file the data is kept in; omitted: memory only (tests). */
  dataFile?: string;
  rulesFile?: string;
  log?: (line: string) => void;
}

interface FirebaseServerInstance {
  setRules(rules: object): void;
  setAuthSecret(secret: string): void;
  getPort(): number;
  exportData(): Promise<unknown>;
  close(): Promise<void>;
  baseRef: { on(event: 'value', cb: (snap: { exportVal(): unknown }) => void): void; off(): void };
}

/** Reads the rules file (`{ "rules": … }`). */
export function readRules(file = RULES_FILE): { rules: object } {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { rules?: object };
  if (!parsed.rules) throw new Error(`${file} has no "rules"`);
  return { rules: parsed.rules };
}

export async function startLocalRealtimeDb(options: LocalRealtimeDbOptions): Promise<LocalRealtimeDb> {
  if (!options.secret || options.secret.length < 32) throw new Error('the realtime database secret must be at least 32 characters');
  const host = options.host ?? '127.0.0.1';
  const FirebaseServer = require('firebase-server') as new (opts: object, name: string, data: unknown) => FirebaseServerInstance;
  let initial: unknown = null;
  if (options.dataFile && existsSync(options.dataFile)) initial = JSON.parse(readFileSync(options.dataFile, 'utf8') || 'null');

  const server = new FirebaseServer({ port: options.port, address: host }, 'ironscore-rtdb', initial);
  server.setRules(readRules(options.rulesFile));
  server.setAuthSecret(options.secret);
  await new Promise((resolve) => setTimeout(resolve, 0));

  let latest: unknown = initial;
  let writing: Promise<void> | null = null;
  let dirty = false;
  const dataFile = options.dataFile;
  if (dataFile) mkdirSync(path.dirname(dataFile), { recursive: true });

  const writeNow = async () => {
    if (!dataFile) return;
    while (dirty) {
      dirty = false;
      const tmp = `${dataFile}.tmp`;
      await writeFile(tmp, JSON.stringify(latest ?? null));
      await rename(tmp, dataFile);
    }
  };
  const schedule = () => {
    dirty = true;
    if (!writing) {
      writing = writeNow()
        .catch((err) => options.log?.(`writing ${dataFile} failed: ${(err as Error).message}`))
        .finally(() => {
          writing = null;
          if (dirty) schedule();
        });
    }
  };
  let first = true;
  server.baseRef.on('value', (snap) => {
    latest = snap.exportVal();
    if (first) {
      first = false;
      return;
    }
    if (dataFile) schedule();
  });

  return {
    host,
    port: server.getPort(),
    async flush() {
      if (writing) await writing;
      if (!dataFile) return;
      const tmp = `${dataFile}.tmp`;
      writeFileSync(tmp, JSON.stringify(latest ?? null));
      renameSync(tmp, dataFile);
    },
    async close() {
      if (writing) await writing;
      if (dataFile) {
        const tmp = `${dataFile}.tmp`;
        writeFileSync(tmp, JSON.stringify(latest ?? null));
        renameSync(tmp, dataFile);
      }
      server.baseRef.off();
      await server.close();
    },
  };
}
