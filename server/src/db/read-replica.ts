/**
 * The public reads on a streaming replica (DATABASE_READ_URL), without ever answering older data
 * than the primary would.
 *
 * Which calls: the answers the API cache keeps (cache/policy.ts) of calls that need no token — the
 * public catalogue, news, promos, pages, profiles. Everything else (writes, sessions, a member's
 * own lists, limits) runs on the primary.
 *
 * The rule (read-your-writes, for every client at once): a read goes to the replica only when the
 * replica has replayed every change this instance has been notified of. The API cache's listener
 * hears every committed write of every instance (PostgreSQL NOTIFY, sent after the commit); on each
 * notification the router notes the primary's WAL position (POSITION_SQL: at or after that commit's
 * record) as the position the replica must have replayed, and until it has noted it, reads go to
 * the primary. A read then compares the replica's replay position
 * (`pg_last_wal_replay_lsn()`, known from the last probe or asked once, shared by the reads that
 * start together) before its own queries run: their snapshots are taken later, so they see at
 * least that much. Not caught up → the primary, at once (a read never waits for the replica).
 * - A client's own write: the dispatcher answers a write only once its notification came back
 *   on the listener (ApiCache.sync), so that client's next read goes to the primary or to a replica
 *   that has its write.
 * - The answer cache: a read stored after a table's invalidation either started after the
 *   invalidation (then it ran on the primary or on a replica holding the change) or overlapped it
 *   (then ApiCache refuses to store it). A lagging replica can never refill the cache with data
 *   older than an invalidation.
 * - The cache's listener lost (or the cache off): nothing is known about changes, every read goes
 *   to the primary.
 *
 * Health: a probe every PROBE_MS asks the primary its WAL position and the replica its replay
 * position, which gives the lag in time (the primary's positions are kept with their times: the
 * replica has everything the primary had written at the last sample it has reached). Lag above
 * MAX_REPLICA_LAG_MS → not used until it is back under. The replica unreachable (probe or a read
 * failing to connect) → down: the read in hand is run again on the primary, every later one goes
 * there, and the probe retries every DOWN_RETRY_MS. A statement the replica refuses because it is
 * read-only (a handler that writes now and then) or cancelled by a recovery conflict is run again
 * on the primary too. A read runs its handler again only after the replica failed it, and a
 * failed read on the replica changed nothing.
 */
import type pg from 'pg';
import type { ApiCache } from '../cache/api-cache';
import { isDatabaseUnavailable, type Db, type DbHandle } from './client';

/** The replica is not used while it lags more than this behind the primary (in time). */
export const MAX_REPLICA_LAG_MS = 2_000;
/** How often the primary's and the replica's WAL positions are compared. */
export const PROBE_MS = 250;
/** How often a replica that is down is tried again. */
export const DOWN_RETRY_MS = 1_000;
/**
 * The primary's WAL position that covers every commit notified so far. With synchronous_commit on
 * (PostgreSQL's default) a commit is flushed before its notifications go out, so the flush position
 * covers it — and the flush position is what a standby can receive. With synchronous_commit off (the
 * throwaway test clusters) a commit's record may not be flushed yet: the insert position covers it.
 * The setting is read in the router's own session, which has the API's settings.
 */
const POSITION_SQL = `select (case when current_setting('synchronous_commit') = 'off' then pg_current_wal_insert_lsn() else pg_current_wal_flush_lsn() end)::text as lsn`;
/** The insert position: covers every record written so far, flushed or not (used once at start, see the constructor). */
const INSERT_POSITION_SQL = 'select pg_current_wal_insert_lsn()::text as lsn';
/**
 * Tables no public read reads, whose changes therefore never keep a read off the replica: the
 * per-address counters every call writes (@fastify/rate-limit's store, limits/fastify-store.ts)
 * would otherwise send nearly every read to the primary. Only bookkeeping belongs here; a table a
 * public read may read must never be listed.
 */
export const NOT_READ_BY_PUBLIC_READS: ReadonlySet<string> = new Set(['rate_limits']);
/** A replica that takes longer than this to say its replay position is treated as down. */
const PROBE_TIMEOUT_MS = 2_000;

/** An LSN 'X/Y' (hex) as a number of bytes. */
export function lsnToBigInt(lsn: string): bigint {
  const m = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(lsn);
  if (!m) throw new Error(`not an LSN: ${lsn}`);
  return (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`);
}

export type ReplicaState = 'starting' | 'up' | 'lagging' | 'down' | 'not a standby';

export interface ReadReplicaStats {
  /** Reads answered by the replica / by the primary (with the reasons for the primary). */
  replica: number;
  primary: number;
  /** Primary because the replica had not replayed the last notified change yet. */
  behind: number;
  /** Primary because the replica was down, lagging, or the change feed unknown. */
  unavailable: number;
  /** Reads that failed on the replica and were run again on the primary. */
  retried: number;
}

export interface ReadReplicaOptions {
  /** Warnings (down, back, lagging). */
  warn?: (message: string) => void;
  maxLagMs?: number;
  probeMs?: number;
}

/** SQLSTATEs after which a read is run again on the primary: read-only transaction, recovery conflict. */
const RETRY_ON_PRIMARY = new Set(['25006', '40001']);

function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export class ReadReplica {
  state: ReplicaState = 'starting';
  /** The replica's lag behind the primary at the last probe (ms), null before the first. */
  lagMs: number | null = null;
  readonly stats: ReadReplicaStats = { replica: 0, primary: 0, behind: 0, unavailable: 0, retried: 0 };

  /** The WAL position the replica must have replayed (the last notified change's). */
  private required = 0n;
  /** Changes notified whose position is not known yet (reads go to the primary meanwhile). */
  private notifiedGen = 0;
  private capturedGen = 0;
  private capturing = false;
  private firstCapture = false;
  /** The replica's replay position as last seen. */
  private replayed = -1n;
  private asking: Promise<bigint | null> | null = null;
  /** The primary's WAL positions at the last probes: [time, position]. */
  private samples: Array<[number, bigint]> = [];
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly unsubscribe: () => void;
  private readonly maxLagMs: number;
  private readonly probeMs: number;
  private readonly warn: (message: string) => void;

  constructor(
    private readonly primary: { db: Db; pool: pg.Pool },
    private readonly replica: DbHandle,
    private readonly cache: ApiCache,
    options: ReadReplicaOptions = {},
  ) {
    this.maxLagMs = options.maxLagMs ?? MAX_REPLICA_LAG_MS;
    this.probeMs = options.probeMs ?? PROBE_MS;
    this.warn = options.warn ?? (() => undefined);
    // The replica's statements count for the cache like the primary's (the tables an answer read):
    // its handle's Drizzle logger reports them (db/client.ts, cache/statements.ts).
    this.unsubscribe = cache.onChange((table) => {
      if (table === null || !NOT_READ_BY_PUBLIC_READS.has(table)) this.changed();
    });
    // Whatever happened before this instance listened is unknown (a first-run seed commits with
    // synchronous_commit off): the first position noted is the insert position, which covers it.
    this.firstCapture = true;
    this.changed();
  }

  /** Probes once (so the state is known), then every PROBE_MS. */
  async start(): Promise<void> {
    await this.probe();
    this.schedule();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.unsubscribe();
    await this.replica.close();
  }

  /**
   * Runs a public read on the replica when it may answer (see the module comment), else on the
   * primary; a read the replica fails for being down, read-only or in a recovery conflict runs
   * again on the primary.
   */
  async run<T>(work: (db: Db) => Promise<T>): Promise<T> {
    if (!(await this.usable())) {
      this.stats.primary++;
      return work(this.primary.db);
    }
    try {
      const result = await work(this.replica.db);
      this.stats.replica++;
      return result;
    } catch (err) {
      const down = isDatabaseUnavailable(err);
      if (!down && !RETRY_ON_PRIMARY.has(sqlState(err) ?? '')) throw err;
      if (down) this.markDown(`a read failed: ${(err as Error).message}`);
      this.stats.retried++;
      this.stats.primary++;
      return work(this.primary.db);
    }
  }

  /** What GET /health shows of the replica. */
  health(): { state: ReplicaState; lag_ms: number | null; reads: ReadReplicaStats } {
    return { state: this.state, lag_ms: this.lagMs, reads: { ...this.stats } };
  }

  /** Whether a read starting now may use the replica (counts the reason when not). */
  async usable(): Promise<boolean> {
    if (this.state !== 'up' || !this.cache.active) {
      this.stats.unavailable++;
      return false;
    }
    if (this.capturedGen === this.notifiedGen && this.replayed >= this.required) return true;
    // Asked once for the reads that start together (the position only moves forward).
    const replayed = await this.askReplayed();
    if (replayed !== null && this.capturedGen === this.notifiedGen && replayed >= this.required && this.state === 'up') return true;
    if (replayed === null || this.state !== 'up') this.stats.unavailable++;
    else this.stats.behind++;
    return false;
  }

  // ------------------------------------------------------------------ the change feed

  private changed(): void {
    this.notifiedGen++;
    if (!this.capturing) void this.capture();
  }

  /** Notes the primary's WAL insert position for the changes notified so far (one query at a time). */
  private async capture(): Promise<void> {
    this.capturing = true;
    try {
      while (!this.closed && this.capturedGen !== this.notifiedGen) {
        const gen = this.notifiedGen;
        try {
          const { rows } = await this.primary.pool.query<{ lsn: string }>(this.firstCapture ? INSERT_POSITION_SQL : POSITION_SQL);
          const lsn = lsnToBigInt(rows[0]!.lsn);
          if (lsn > this.required) this.required = lsn;
          this.capturedGen = gen;
          this.firstCapture = false;
        } catch {
          // The primary is unreachable: reads fail there anyway; try again shortly.
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    } finally {
      this.capturing = false;
    }
  }

  // ------------------------------------------------------------------ the replica's health

  private askReplayed(): Promise<bigint | null> {
    if (!this.asking) {
      this.asking = this.replayPosition()
        .then(
          (lsn) => lsn,
          (err: Error) => {
            this.markDown(err.message);
            return null;
          },
        )
        .finally(() => (this.asking = null));
    }
    return this.asking;
  }

  /** The replica's replay position (throws when it cannot answer, or is not a standby). */
  private async replayPosition(): Promise<bigint> {
    let timer: NodeJS.Timeout | undefined;
    const query = this.replica.pool.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn');
    try {
      const { rows } = await Promise.race([
        query,
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS))),
      ]);
      const lsn = rows[0]?.lsn;
      if (!lsn) {
        if (this.state !== 'not a standby') this.warn('read replica: DATABASE_READ_URL is not a standby (not in recovery): reads stay on the primary');
        this.state = 'not a standby';
        throw Object.assign(new Error('not a standby'), { notStandby: true });
      }
      const position = lsnToBigInt(lsn);
      if (position > this.replayed) this.replayed = position;
      return position;
    } finally {
      clearTimeout(timer);
      query.catch(() => undefined);
    }
  }

  private markDown(reason: string): void {
    if (this.state === 'down' || this.state === 'not a standby') return;
    this.state = 'down';
    this.lagMs = null;
    this.warn(`read replica down (${reason}): reads go to the primary`);
  }

  private schedule(): void {
    if (this.closed) return;
    const delay = this.state === 'down' || this.state === 'not a standby' ? DOWN_RETRY_MS : this.probeMs;
    this.timer = setTimeout(() => void this.probe().finally(() => this.schedule()), delay);
    this.timer.unref();
  }

  /** One health probe: the primary's position now, the replica's replay position, the lag. */
  async probe(): Promise<void> {
    let primaryAt: bigint;
    const at = Date.now();
    try {
      const { rows } = await this.primary.pool.query<{ lsn: string }>(POSITION_SQL);
      primaryAt = lsnToBigInt(rows[0]!.lsn);
    } catch {
      return; // the primary is unreachable: nothing to compare with
    }
    this.samples.push([at, primaryAt]);
    // Enough history to measure a lag past the bound.
    const keep = Date.now() - this.maxLagMs * 3;
    while (this.samples.length > 2 && this.samples[0]![0] < keep) this.samples.shift();
    let replayed: bigint;
    try {
      replayed = await this.replayPosition();
    } catch (err) {
      if (!(err as { notStandby?: boolean }).notStandby) this.markDown((err as Error).message);
      return;
    }
    // The replica has everything the primary had at the latest sample it reached.
    let reached: number | null = null;
    for (const [time, lsn] of this.samples) if (lsn <= replayed) reached = time;
    this.lagMs = reached === null ? Date.now() - this.samples[0]![0] : at - reached;
    const previous = this.state;
    this.state = this.lagMs > this.maxLagMs ? 'lagging' : 'up';
    if (previous !== this.state) {
      if (this.state === 'lagging') this.warn(`read replica lags ${this.lagMs} ms (over ${this.maxLagMs} ms): reads go to the primary`);
      else if (previous !== 'starting') this.warn(`read replica ${previous === 'lagging' ? 'caught up' : 'back'}: public reads go to it again`);
    }
  }
}
