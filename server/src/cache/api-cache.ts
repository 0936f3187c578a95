/**
 * The API's read-through cache of call answers (issue 9 item 6), invalidated by PostgreSQL itself.
 *
 * - Every table carries statement-level triggers (migration 0008, `api_cache_watch`) that
 *   `pg_notify('api_cache', <table>)` on INSERT/UPDATE/DELETE/TRUNCATE. Whoever writes — a call, an
 *   upload route, the badge job, a manager CLI command, another API instance — the notification
 *   reaches this process's dedicated LISTEN connection, which moves the table's change clock.
 * - An entry records the tables its statements read (`track`: every statement Drizzle runs is
 *   reported by its logger, db/client.ts → ./statements.ts, in the handler's async context; which
 *   tables a statement text reads is PostgreSQL's answer, its generic plan, ./plan-tables.ts) and
 *   the clock when the read started; it is served only while none of those tables changed since
 *   then. A read that overlaps a write's invalidation, or that ran a statement without a plan, is
 *   never stored.
 * - Read-your-writes: a request that wrote waits, before it answers, until a marker it notifies
 *   after its commit comes back on the listener (`sync`); PostgreSQL delivers notifications in
 *   commit order, so its own tables' invalidations are applied by then.
 * - Listener lost: everything is dropped and the cache is bypassed until it listens again.
 * - Bounded (LRU by bytes and entries) and every entry expires after MAX_TTL_MS at most.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { MAX_TTL_MS } from './policy';
import { StatementTables } from './plan-tables';
import { SYNC_SQL, trackStatements, type Touched } from './statements';

export { writesSoFar, type Touched } from './statements';

export const CHANNEL = 'api_cache';
const SYNC_PREFIX = 'sync:';

interface Entry<V> {
  value: V;
  tables: readonly string[];
  /** The change clock when the read started. */
  since: number;
  size: number;
}

export interface ApiCacheOptions {
  /** Bytes of cached answers kept (default 64 MiB). */
  maxBytes?: number;
  /** Entries kept (default 20,000). */
  maxEntries?: number;
  /** How long a write waits for its sync marker before the cache gives up and drops everything (default 5 s). */
  syncTimeoutMs?: number;
  /** Warnings (listener lost, sync timeout). */
  warn?: (message: string) => void;
}

export class ApiCache {
  /** false while the listener is not listening: no lookups, no stores. */
  active = false;
  private readonly entries: LRUCache<string, Entry<unknown>>;
  /** Moves on every invalidation; `changedAt[table]` is its value at the table's last change. */
  private clock = 0;
  private readonly changedAt = new Map<string, number>();
  /** Moves when everything is dropped (listener lost / back): reads that started before never store. */
  private epoch = 0;
  /** What each statement text reads, by its plan. */
  private readonly statements: StatementTables;
  private listener: pg.Client | null = null;
  private readonly waiting = new Map<string, () => void>();
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly syncTimeoutMs: number;
  private readonly warn: (message: string) => void;
  /** Told of every change notification, of everything dropped and of listening again (db/read-replica.ts). */
  private readonly changeListeners = new Set<(table: string | null) => void>();
  /**
   * Counters for the benchmarks, tests and GET /health (`unresolved`: answers not stored because a
   * statement they ran had no plan).
   */
  readonly stats = { hits: 0, misses: 0, stores: 0, refused: 0, unresolved: 0, invalidations: 0, drops: 0 };

  constructor(
    private readonly pool: pg.Pool,
    options: ApiCacheOptions = {},
  ) {
    this.entries = new LRUCache<string, Entry<unknown>>({
      max: options.maxEntries ?? 20_000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.size),
      ttl: MAX_TTL_MS,
    });
    this.syncTimeoutMs = options.syncTimeoutMs ?? 5_000;
    this.warn = options.warn ?? (() => undefined);
    this.statements = new StatementTables(pool);
  }

  /** Connects the listener (resolves once it listens; a failure is retried in the background). */
  async start(): Promise<void> {
    await this.listen().catch((err: Error) => this.lost(`could not listen: ${err.message}`));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.deactivate();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  /**
   * Calls `listener` synchronously whenever something may have changed in the database: a table's
   * notification arrived, everything was dropped (a sync marker lost), or the listener listens
   * again (changes made meanwhile went unheard). `table` is the notified table (null: anything may
   * have changed). Returns the unsubscribe.
   */
  onChange(listener: (table: string | null) => void): () => void {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  private changed(table: string | null): void {
    for (const listener of this.changeListeners) listener(table);
  }

  /** Entries kept now (tests, benchmarks). */
  get size(): number {
    return this.entries.size;
  }

  // ------------------------------------------------------------------ reads

  /** The cached value of `key`, if it is still valid. */
  get<V>(key: string): V | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    for (const table of entry.tables) {
      if ((this.changedAt.get(table) ?? 0) > entry.since) {
        this.entries.delete(key);
        this.stats.misses++;
        return undefined;
      }
    }
    this.stats.hits++;
    return entry.value as V;
  }

  /**
   * Runs `work` while recording the statements it runs, then finds the tables they read (their
   * plans). Returns its result, what it touched and a `store(key, value, size, ttlMs?)` that keeps
   * the value only if nothing it read changed since it started, it wrote nothing and every
   * statement it ran had a plan.
   */
  async track<T>(work: () => Promise<T>): Promise<{ result: T; touched: Touched; store: <V>(key: string, value: V, size: number, ttlMs?: number) => boolean }> {
    const since = this.clock;
    const epoch = this.epoch;
    const wasActive = this.active;
    const touched: Touched = { statements: new Set(), tables: new Set(), wrote: false, unresolved: false };
    const result = await trackStatements(touched, work);
    if (!touched.wrote && this.active) await this.resolve(touched);
    const store = <V>(key: string, value: V, size: number, ttlMs?: number): boolean => {
      if (touched.unresolved) {
        this.stats.unresolved++;
        return this.refuse();
      }
      if (!wasActive || !this.active || epoch !== this.epoch || touched.wrote) return this.refuse();
      const tables = [...touched.tables];
      for (const table of tables) if ((this.changedAt.get(table) ?? 0) > since) return this.refuse();
      this.entries.set(key, { value, tables, since, size }, ttlMs ? { ttl: Math.min(ttlMs, MAX_TTL_MS) } : undefined);
      this.stats.stores++;
      return true;
    };
    return { result, touched, store };
  }

  /** Fills `touched.tables` from the plans of its statements (`unresolved` when one has none). */
  private async resolve(touched: Touched): Promise<void> {
    for (const tables of await Promise.all([...touched.statements].map((text) => this.statements.tablesOf(text)))) {
      if (!tables) touched.unresolved = true;
      else for (const table of tables) touched.tables.add(table);
    }
  }

  /**
   * What GET /health shows: hits and misses since start, and `unresolved` — the distinct statement
   * texts PostgreSQL could not plan and the answers not stored because they ran one.
   */
  health(): { hits: number; misses: number; unresolved: { statements: number; answers: number } } {
    const { hits, misses, unresolved } = this.stats;
    return { hits, misses, unresolved: { statements: this.statements.unresolved, answers: unresolved } };
  }

  private refuse(): false {
    this.stats.refused++;
    return false;
  }

  // ------------------------------------------------------------------ invalidation

  /**
   * Resolves once every write committed before this call has been applied here: notifies a marker
   * through the pool and waits for it on the listener. Immediate while the cache is bypassed.
   */
  async sync(): Promise<void> {
    if (!this.active) return;
    const id = randomUUID();
    const arrived = new Promise<void>((resolve) => this.waiting.set(id, resolve));
    let timer: NodeJS.Timeout | undefined;
    try {
      await this.pool.query(SYNC_SQL, [CHANNEL, SYNC_PREFIX + id]);
      const inTime = await Promise.race([
        arrived.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), this.syncTimeoutMs))),
      ]);
      if (!inTime && this.waiting.has(id)) this.dropAll(`no sync marker after ${this.syncTimeoutMs} ms`);
    } catch {
      // The marker could not be sent (database down): nothing read now can be trusted.
      this.dropAll('sync marker not sent');
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  /** Applies one notification (also what tests call to simulate one). */
  notified(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.waiting.get(payload.slice(SYNC_PREFIX.length))?.();
      return;
    }
    this.changedAt.set(payload, ++this.clock);
    this.stats.invalidations++;
    this.changed(payload);
  }

  /** Drops every entry and makes every read in flight unstorable (the cache stays active). */
  dropAll(reason: string): void {
    this.warn(`API cache dropped: ${reason}`);
    this.entries.clear();
    this.epoch++;
    this.stats.drops++;
    this.changed(null);
  }

  private deactivate(): void {
    this.active = false;
    this.entries.clear();
    this.epoch++;
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
  }

  private lost(reason: string): void {
    if (this.closed) return;
    if (this.active) this.warn(`API cache bypassed: ${reason}`);
    this.deactivate();
    const listener = this.listener;
    this.listener = null;
    listener?.removeAllListeners('notification');
    void listener?.end().catch(() => undefined);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.listen().catch((err: Error) => this.lost(`could not listen: ${err.message}`)), 1_000);
    this.retry.unref();
  }

  private async listen(): Promise<void> {
    if (this.closed || this.listener) return;
    const client = new pg.Client(this.pool.options);
    this.listener = client;
    client.on('error', (err) => this.lost(`listener error: ${err.message}`));
    client.on('end', () => this.listener === client && this.lost('listener connection ended'));
    client.on('notification', (msg) => msg.channel === CHANNEL && this.notified(msg.payload ?? ''));
    await client.connect();
    const { rows } = await client.query<{ name: string; views: boolean }>(
      `select tablename as name, exists (select 1 from information_schema.columns c
         where c.table_schema = 'public' and c.table_name = tablename and c.column_name = 'total_views') as views
       from pg_tables where schemaname = 'public'`,
    );
    this.statements.reset(new Set(rows.filter((r) => r.views).map((r) => r.name)));
    await client.query(`LISTEN ${CHANNEL}`);
    if (this.closed || this.listener !== client) return;
    this.epoch++;
    this.active = true;
    this.changed(null);
  }
}
