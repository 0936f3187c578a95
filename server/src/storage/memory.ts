/** Uploads kept in memory (tests). */
import { assertSafe, isSafeFolder, isSafeName, type Storage, type StoredFile } from './types';

export class MemoryStorage implements Storage {
  readonly files = new Map<string, { bytes: Buffer; modified: Date }>();
  constructor(private readonly publicBase = 'http://127.0.0.1:4000') {}

  async put(folder: string, name: string, bytes: Uint8Array): Promise<void> {
    assertSafe(folder, name);
    this.files.set(`${folder}/${name}`, { bytes: Buffer.from(bytes), modified: new Date() });
  }
  url(folder: string, name: string): string {
    return `${this.publicBase}/uploads/${folder}/${encodeURIComponent(name)}`;
  }
  async delete(folder: string, name: string): Promise<void> {
    this.files.delete(`${folder}/${name}`);
  }
  async open(folder: string, name: string): Promise<StoredFile | null> {
    if (!isSafeFolder(folder) || !isSafeName(name)) return null;
    const f = this.files.get(`${folder}/${name}`);
    return f ? { body: f.bytes, size: f.bytes.length, modified: f.modified } : null;
  }
}
