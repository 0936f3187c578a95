/** The dev inbox on disk: one JSON file per caught mail under `<dir>`. */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Inbox, StoredMail } from './types';

export class FileInbox implements Inbox {
  constructor(readonly dir: string) {}

  async add(mail: Omit<StoredMail, 'id'>): Promise<StoredMail> {
    await mkdir(this.dir, { recursive: true });
    const id = `${Date.now().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}`;
    const stored: StoredMail = { id, ...mail };
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored));
    return stored;
  }

  async list(to?: string): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((n) => n.endsWith('.json'));
    } catch {
      return [];
    }
    names.sort().reverse();
    const mails: StoredMail[] = [];
    for (const name of names) {
      try {
        mails.push(JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as StoredMail);
      } catch {
        // a half-written or foreign file
      }
    }
    return filterTo(mails, to);
  }

  async clear(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

export function filterTo(mails: StoredMail[], to?: string): StoredMail[] {
  if (!to) return mails;
  const wanted = to.trim().toLowerCase();
  return mails.filter((m) =>
    m.to
      .toLowerCase()
      .split(/[,;]\s*/)
      .some((addr) => addr === wanted || addr.includes(`<${wanted}>`)),
  );
}
