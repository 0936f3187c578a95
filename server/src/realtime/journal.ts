/**
 * Durability of the local chat server (local-server.ts): an append-only journal of the writes
 * firebase-server applies, beside the data file.
 *
 * - Every accepted write (set or update, with server timestamps already resolved) is appended as
 *   one JSON line to `<data file>.journal-<generation>` and flushed with fdatasync; writes that
 *   arrive while a flush is in progress go together in the next one (group commit).
 *   `append` returns the write's sequence number; the server sends nothing (no acknowledgement,
 *   no data event) that could reflect a write before `synced` has reached its number.
 * - Compaction: the whole tree is written to the data file (temporary file, fsync, rename, fsync
 *   of the folder) at start when a journal was replayed, when the journal passes COMPACT_BYTES,
 *   and on close; new writes go to the next generation meanwhile, and the older journal is
 *   removed once the data file holds it.
 * - Start: the data file, then every journal in generation order (a write seen twice after a crash
 *   in the middle of a compaction gives the same tree: sets and updates replace what they name).
 *   A last line cut short by a crash was never acknowledged and is ignored.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, open, rename, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export interface JournalEntry {
  /** s: set (ref.set), u: update (ref.update). */
  o: 's' | 'u';
  /** Path from the root, '' for the root. */
  p: string;
  d: unknown;
}

/** Journal size after which the tree is written to the data file and the journal started afresh. */
export const COMPACT_BYTES = 8 * 1024 * 1024;

const JOURNAL = /\.journal-(\d+)$/;

function journalFiles(dataFile: string): Array<{ generation: number; file: string }> {
  const dir = path.dirname(dataFile);
  if (!existsSync(dir)) return [];
  const prefix = `${path.basename(dataFile)}.journal-`;
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && JOURNAL.test(name))
    .map((name) => ({ generation: Number(JOURNAL.exec(name)![1]), file: path.join(dir, name) }))
    .sort((a, b) => a.generation - b.generation);
}

function isEntry(value: unknown): value is JournalEntry {
  const e = value as JournalEntry;
  return typeof e === 'object' && e !== null && (e.o === 's' || e.o === 'u') && typeof e.p === 'string' && 'd' in e;
}

/** The entries of one journal file; stops at a line that is cut short or unreadable. */
export function readJournal(file: string, log: (line: string) => void = () => undefined): JournalEntry[] {
  const text = readFileSync(file, 'utf8');
  const entries: JournalEntry[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === '') continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = null;
    }
    if (!isEntry(entry)) {
      const last = lines.slice(i + 1).every((l) => l === '');
      log(`${path.basename(file)}: ${last ? 'ignoring the last line, cut short (never acknowledged)' : `unreadable line ${i + 1}; the rest is ignored`}`);
      break;
    }
    entries.push(entry);
  }
  return entries;
}

export interface Recovered {
  /** The data file's tree (null when there is none). */
  data: unknown;
  /** The journal's writes, oldest first, to apply on top of `data`. */
  entries: JournalEntry[];
}

/** Reads what a previous run left: the data file and every journal. */
export function recover(dataFile: string, log: (line: string) => void = () => undefined): Recovered {
  const data = existsSync(dataFile) ? (JSON.parse(readFileSync(dataFile, 'utf8') || 'null') as unknown) : null;
  const entries: JournalEntry[] = [];
  for (const { file } of journalFiles(dataFile)) entries.push(...readJournal(file, log));
  return { data, entries };
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // some file systems do not sync folders; the rename is then as durable as they make it
  } finally {
    await handle.close();
  }
}

/** Writes `value` to `file` atomically and durably. */
export async function writeDurably(file: string, text: string): Promise<void> {
  const tmp = `${file}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
  await fsyncDir(path.dirname(file));
}

interface Pending {
  seq: number;
  handle: FileHandle;
  text: string;
}

export class Journal {
  /** Number of the last appended write. */
  seq = 0;
  /** Number of the last write on disk (flushed). */
  synced = 0;
  private handle!: FileHandle;
  private file = '';
  private generation = 0;
  private bytes = 0;
  private queue: Pending[] = [];
  private flushing: Promise<void> = Promise.resolve();
  /** Set while the flush loop runs (cleared synchronously when it has found the queue empty). */
  private running = false;
  private compacting: Promise<void> | null = null;
  private closed = false;
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly dataFile: string,
    /** The current tree (synchronously up to date with every appended write). */
    private readonly state: () => unknown,
    private readonly log: (line: string) => void,
    private readonly compactBytes: number,
  ) {}

  /**
   * Opens a fresh journal after `recover`: when `replayed` (the recovered journal had writes), the
   * data file is first rewritten with `state()` and the old journals removed.
   */
  static async open(
    dataFile: string,
    state: () => unknown,
    replayed: boolean,
    log: (line: string) => void,
    compactBytes = COMPACT_BYTES,
  ): Promise<Journal> {
    await mkdir(path.dirname(dataFile), { recursive: true });
    const journal = new Journal(dataFile, state, log, compactBytes);
    const old = journalFiles(dataFile);
    if (replayed || !existsSync(dataFile)) await writeDurably(dataFile, JSON.stringify(state() ?? null));
    for (const { file } of old) await unlink(file);
    if (old.length) await fsyncDir(path.dirname(dataFile));
    journal.generation = (old.at(-1)?.generation ?? 0) + 1;
    journal.file = `${dataFile}.journal-${journal.generation}`;
    journal.handle = await open(journal.file, 'a');
    return journal;
  }

  /** Called after each flush (acknowledgements waiting for it can go). */
  onSynced(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Appends one write (before it is applied); returns its sequence number. */
  append(entry: JournalEntry): number {
    if (this.closed) throw new Error('the journal is closed');
    const text = `${JSON.stringify(entry)}\n`;
    this.seq++;
    this.bytes += text.length;
    this.queue.push({ seq: this.seq, handle: this.handle, text });
    if (!this.running) {
      this.running = true;
      this.flushing = this.flushLoop();
    }
    if (this.bytes > this.compactBytes && !this.compacting) void this.compact().catch((err: Error) => this.log(`compaction failed: ${err.message}`));
    return this.seq;
  }

  /** Resolves once every write appended so far is on disk. */
  async drain(): Promise<void> {
    while (this.running) await this.flushing;
  }

  private async flushLoop(): Promise<void> {
    let delay = 100;
    // `running` is cleared right where the queue is found empty (no await in between), so an
    // append never finds the loop about to end without its write.
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        // consecutive writes to the same file (a compaction switches files) in one write + one flush
        for (let i = 0; i < batch.length; ) {
          let j = i;
          while (j < batch.length && batch[j].handle === batch[i].handle) j++;
          await batch[i].handle.write(batch.slice(i, j).map((p) => p.text).join(''));
          await batch[i].handle.datasync();
          i = j;
        }
        delay = 100;
      } catch (err) {
        // nothing of this batch is acknowledged; try again (a full disk may get space)
        this.log(`writing the journal failed (retrying): ${(err as Error).message}`);
        this.queue = [...batch, ...this.queue];
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 5000);
        continue;
      }
      this.synced = batch[batch.length - 1].seq;
      for (const listener of this.listeners) {
        try {
          listener();
        } catch (err) {
          this.log(`after a flush: ${(err as Error).message}`);
        }
      }
    }
    this.running = false;
  }

  /** Writes the tree to the data file and starts the next journal generation. */
  compact(): Promise<void> {
    if (this.compacting) return this.compacting;
    this.compacting = (async () => {
      const nextFile = `${this.dataFile}.journal-${this.generation + 1}`;
      const next = await open(nextFile, 'a');
      // synchronously: the tree holds exactly the writes appended to the old generation
      const tree = this.state();
      const old = { handle: this.handle, file: this.file };
      this.handle = next;
      this.file = nextFile;
      this.generation++;
      this.bytes = 0;
      await writeDurably(this.dataFile, JSON.stringify(tree ?? null));
      await this.drain(); // the old file's last writes are done before it is closed
      await old.handle.close();
      await unlink(old.file);
      await fsyncDir(path.dirname(this.dataFile));
    })().finally(() => (this.compacting = null));
    return this.compacting;
  }

  /** Flushes, compacts and closes. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.compacting;
    await this.drain();
    await this.compact();
    this.closed = true;
    await this.handle.close();
    await unlink(this.file).catch(() => undefined);
    this.listeners.clear();
  }
}
