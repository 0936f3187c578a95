/** Uploads on the local disk under `<root>/<folder>/<name>`. */
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafe, isSafeFolder, isSafeName, type Storage, type StoredFile } from './types';

export interface LocalStorageOptions {
  /** Public base URL of the API (url() gives `${publicBase}/uploads/<folder>/<name>`). */
  publicBase: string;
  /** Read-only folders consulted when a file is not under root (e.g. seeded images in tests). */
  fallbackRoots?: string[];
}

export class LocalStorage implements Storage {
  constructor(
    readonly root: string,
    private readonly options: LocalStorageOptions,
  ) {}

  private file(root: string, folder: string, name: string): string {
    assertSafe(folder, name);
    const full = path.resolve(root, folder, name);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Unsafe upload path');
    return full;
  }

  async put(folder: string, name: string, bytes: Uint8Array): Promise<void> {
    const target = this.file(this.root, folder, name);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, target);
  }

  url(folder: string, name: string): string {
    return `${this.options.publicBase}/uploads/${folder}/${encodeURIComponent(name)}`;
  }

  async delete(folder: string, name: string): Promise<void> {
    await unlink(this.file(this.root, folder, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async open(folder: string, name: string): Promise<StoredFile | null> {
    if (!isSafeFolder(folder) || !isSafeName(name)) return null;
    for (const root of [this.root, ...(this.options.fallbackRoots ?? [])]) {
      const full = this.file(root, folder, name);
      try {
        const info = await stat(full);
        if (!info.isFile()) continue;
        return { body: createReadStream(full), size: info.size, modified: info.mtime };
      } catch {
        // not under this root
      }
    }
    return null;
  }
}
