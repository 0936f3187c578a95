/**
 * The job queue of the API: background and scheduled work in PostgreSQL, on graphile-worker
 * (0.18, schema `graphile_worker`, migrated with the app's own migrations in db/migrate.ts).
 *
 * Why graphile-worker (rather than pg-boss): a job added by any connection wakes a worker at once
 * through LISTEN/NOTIFY (pg-boss polls, half a second at best); a job can be added by plain SQL
 * (`graphile_worker.add_job`) inside the transaction of the write that causes it, so it exists
 * exactly when the write commits; and its cron runs each schedule once per tick across every
 * worker on the database (a row per schedule in `known_crontabs`, taken under a lock).
 *
 * The API, in four steps:
 *
 *   // 1. define a kind (one module per area, e.g. badges/jobs.ts), listed once in jobs/kinds.ts
 *   export const badgeCheck = defineJob<{ type: BusinessType; id: number }>('badge.check', { maxAttempts: 3 },
 *     async ({ type, id }, deps) => { await checkListingBadge(deps.db, type, id, deps.policy); });
 *   // 2. enqueue (from a handler: ctx.db, or a transaction to enqueue with the write)
 *   await enqueueJob(ctx.db, badgeCheck, { type, id }, { key: `badge:${type}:${id}` });
 *   // 3. schedule (jobs/kinds.ts `jobSchedules`): every N minutes, once across instances
 *   { kind: badgeRound, everyMinutes: 360 }
 *   // 4. retries: a run that throws is retried with graphile-worker's exponential backoff
 *   //    (about exp(attempt) seconds) until the kind's maxAttempts; the last error stays on the job row.
 *
 * Jobs live in PostgreSQL: a job added while no worker runs (or whose worker was killed mid-run: its
 * lock expires after 4 hours, or at once when the worker shuts down cleanly) is run by the next worker
 * to start. Every API process starts a worker (main.ts); each job is taken by one of them.
 */
import { Logger, parseCronItems, run, type CronItem, type LogLevel, type Runner, type Task, type TaskList } from 'graphile-worker';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from '../aggregates';
import type { Db } from '../db/client';
import type { ChatStore } from '../realtime/chat-store';
import type { FetchPolicy } from '../lib/ssrf';
import type { Mailer } from '../mail/types';

export interface JobRunInfo {
  /** 1 on the first run, maxAttempts on the last. */
  attempt: number;
  maxAttempts: number;
}

/** A kind of job: its name, how often it is tried, and what a run does with the worker's deps. */
export interface JobKind<P, D> {
  readonly name: string;
  readonly maxAttempts: number;
  run(payload: P, deps: D, info: JobRunInfo): Promise<void>;
}

/** Defines a kind of job (names: `area.what`, unique; payloads: JSON). */
export function defineJob<P extends object, D = JobDeps>(name: string, options: { maxAttempts?: number }, run: (payload: P, deps: D, info: JobRunInfo) => Promise<void>): JobKind<P, D> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/.test(name)) throw new Error(`job kind "${name}": use area.what in lower case`);
  return { name, maxAttempts: options.maxAttempts ?? 5, run };
}

export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /**
   * At most one waiting job per key: enqueueing again replaces the waiting job's payload and time
   * (a job already running is left to finish and a new one is queued after it).
   */
  key?: string;
  /** Overrides the kind's maxAttempts. */
  maxAttempts?: number;
}

/**
 * Adds a job. `db` may be a transaction: the job then exists only if it commits. A worker on any
 * instance is woken at once (graphile_worker's NOTIFY) unless runAt lies ahead.
 */
export async function enqueueJob<P extends object>(db: Executor, kind: JobKind<P, never>, payload: P, options: EnqueueOptions = {}): Promise<void> {
  await db.execute(sql`
    select graphile_worker.add_job(
      identifier => ${kind.name}, payload => ${JSON.stringify(payload)}::json,
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? kind.maxAttempts}::int,
      job_key => ${options.key ?? null}::text)`);
}

/** A recurring job: the kind (payload {}) every `everyMinutes` minutes, once across every instance. */
export interface JobSchedule<D> {
  kind: JobKind<Record<string, never>, D>;
  everyMinutes: number;
}

export interface JobLog {
  info(message: string): void;
  error(message: string): void;
}

/** What every job run receives: the worker process's long-lived dependencies (main.ts). */
export interface JobDeps {
  db: Db;
  /** The realtime chat store (noChatStore when none is configured). */
  chat: ChatStore;
  /** Outgoing fetches of user-supplied URLs (badge checks, price feeds). */
  policy: FetchPolicy;
  /** The app's mailer (with the outbox): price-drop alerts of feed imports. */
  mailer: Mailer;
  /** Links in e-mails (config SITE_URL). */
  siteUrl: string;
  log: JobLog;
}

export interface StartJobsOptions<D> {
  /** The process's pool: the worker takes one connection to LISTEN and one per job running. */
  pool: pg.Pool;
  kinds: ReadonlyArray<JobKind<never, D>>;
  schedules: ReadonlyArray<JobSchedule<D>>;
  deps: D;
  /** Jobs run at once by this process (default 2). */
  concurrency?: number;
  /** How often the worker looks for due jobs besides being woken (ms, default 2000). */
  pollIntervalMs?: number;
  log: JobLog;
}

export interface JobWorker {
  /** Stops taking jobs, lets the running ones finish, and releases their locks. */
  stop(): Promise<void>;
}

/** The cron matcher of "every N minutes" (minutes since the epoch divisible by N; UTC). */
function everyMinutes(n: number) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`a schedule runs every whole number of minutes (got ${n})`);
  if (n === 1) return '* * * * *';
  if (60 % n === 0) return `*/${n} * * * *`;
  // Other periods: by the minute count since the epoch (the digest is UTC minute, hour, date, month).
  return (d: { min: number; hour: number; date: number; month: number }) => {
    const now = new Date();
    const at = Date.UTC(now.getUTCFullYear(), d.month - 1, d.date, d.hour, d.min);
    return Math.round(at / 60_000) % n === 0;
  };
}

function workerLogger(log: JobLog): Logger {
  return new Logger(() => (level: LogLevel, message: string) => {
    // Failed runs and worker trouble; each successful run is not worth a line.
    if (level === 'error' || level === 'warning') log.error(message);
  });
}

/** Starts this process's worker: runs due jobs of `kinds` and ticks `schedules`. */
export async function startJobWorker<D>(options: StartJobsOptions<D>): Promise<JobWorker> {
  const taskList: TaskList = {};
  for (const kind of options.kinds) {
    if (taskList[kind.name]) throw new Error(`job kind "${kind.name}" is defined twice`);
    const task: Task = async (payload, helpers) => {
      await kind.run(payload as never, options.deps, { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
    };
    taskList[kind.name] = task;
  }
  const cronItems: CronItem[] = options.schedules.map((s) => {
    if (!taskList[s.kind.name]) throw new Error(`scheduled job kind "${s.kind.name}" is not in the kinds list`);
    return {
      task: s.kind.name,
      identifier: `${s.kind.name}/every-${s.everyMinutes}`,
      match: everyMinutes(s.everyMinutes),
      // A tick missed while no instance ran is not replayed; the next one comes.
      options: { backfillPeriod: 0, maxAttempts: s.kind.maxAttempts, jobKey: s.kind.name, jobKeyMode: 'replace' },
    };
  });
  const runner: Runner = await run({
    pgPool: options.pool,
    taskList,
    parsedCronItems: parseCronItems(cronItems),
    concurrency: options.concurrency ?? 2,
    pollInterval: options.pollIntervalMs ?? 2_000,
    noHandleSignals: true,
    logger: workerLogger(options.log),
  });
  runner.promise.catch((err: Error) => options.log.error(`the job worker stopped: ${err.message}`));
  let stopped: Promise<void> | null = null;
  return {
    stop: () => (stopped ??= runner.stop().catch((err: Error) => options.log.error(`stopping the job worker: ${err.message}`))),
  };
}
