/**
 * The chat server's journal (journal.ts) on its own: what `recover` returns after a run that ended
 * without close (kill -9), across compactions (the data file rewritten, the journal switched to
 * its next generation) and with a last line cut short.
 */
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Journal, recover, type JournalEntry } from './journal';

let dir: string;
let dataFile: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ironscore-journal-'));
  dataFile = path.join(dir, 'data.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A tree of `key → value` (each test entry sets one top-level key). */
function apply(tree: Record<string, unknown> | null, entries: JournalEntry[]): Record<string, unknown> {
  const next = { ...(tree ?? {}) };
  for (const e of entries) next[e.p] = e.d;
  return next;
}

test('every synced write is recovered after an end without close, across compactions', async () => {
  let tree: Record<string, unknown> = {};
  const journal = await Journal.open(dataFile, () => tree, false, () => undefined, 2_000);
  const waits: Array<Promise<void>> = [];
  for (let i = 0; i < 400; i++) {
    const entry: JournalEntry = { o: 's', p: `k${i}`, d: { text: `value ${i}`, n: i } };
    journal.append(entry);
    tree = apply(tree, [entry]);
    if (i % 50 === 0) waits.push(journal.compact());
    if (i % 7 === 0) await new Promise((r) => setImmediate(r));
  }
  await Promise.all(waits);
  await journal.drain();
  expect(journal.synced).toBe(400);
  // no close: as after kill -9
  const { data, entries } = recover(dataFile);
  expect(apply(data as Record<string, unknown>, entries)).toEqual(tree);
  // compactions ran: part of it is in the data file, the rest in the journal
  expect(Object.keys(data as object).length).toBeGreaterThan(0);
  expect(entries.length).toBeLessThan(400);
  // one more: everything in the data file, the journal empty
  await journal.compact();
  expect(recover(dataFile)).toEqual({ data: tree, entries: [] });
  expect(readdirSync(dir).filter((f) => f.includes('.journal-')).length).toBe(1);
  await journal.close();
});

test('a last line cut short is ignored; the next open folds the journal into the data file', async () => {
  let tree: Record<string, unknown> = {};
  const journal = await Journal.open(dataFile, () => tree, false, () => undefined);
  for (let i = 0; i < 5; i++) {
    const entry: JournalEntry = { o: 's', p: `k${i}`, d: i };
    journal.append(entry);
    tree = apply(tree, [entry]);
  }
  await journal.drain();
  const file = readdirSync(dir).find((f) => f.includes('.journal-'))!;
  appendFileSync(path.join(dir, file), '{"o":"s","p":"k9","d":');
  const lines: string[] = [];
  const recovered = recover(dataFile, (l) => lines.push(l));
  expect(recovered.entries.map((e) => e.p)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
  expect(lines.join('\n')).toMatch(/cut short/);

  const replayed = apply(recovered.data as Record<string, unknown>, recovered.entries);
  const reopened = await Journal.open(dataFile, () => replayed, true, () => undefined);
  expect(recover(dataFile)).toEqual({ data: replayed, entries: [] });
  await reopened.close();
  expect(readdirSync(dir).filter((f) => f.includes('.journal-'))).toEqual([]);
});
