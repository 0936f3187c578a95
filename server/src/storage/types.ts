import type { Readable } from 'node:stream';

/** One stored file, opened for reading. */
export interface StoredFile {
  body: Readable | Buffer;
  size: number;
  modified: Date;
}

/**
 * Where uploads live. Folders are the spec's upload folders (UPLOAD_FOLDERS of the contract, e.g.
 * `brands/profile`); names are single path segments. Production can swap in object storage.
 */
export interface Storage {
  put(folder: string, name: string, bytes: Uint8Array): Promise<void>;
  /** Public URL of a stored file (served by the API at /uploads/<folder>/<name>). */
  url(folder: string, name: string): string;
  delete(folder: string, name: string): Promise<void>;
  /** Opens a file for serving; null when it does not exist. */
  open(folder: string, name: string): Promise<StoredFile | null>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Folder: one or more safe segments separated by '/'; no '..', no absolute paths. */
export function isSafeFolder(folder: string): boolean {
  return folder.length > 0 && folder.length <= 200 && folder.split('/').every((s) => SEGMENT.test(s) && !s.includes('..'));
}

export function isSafeName(name: string): boolean {
  return name.length <= 200 && SEGMENT.test(name) && !name.includes('..');
}

export function assertSafe(folder: string, name: string): void {
  if (!isSafeFolder(folder) || !isSafeName(name)) throw new Error(`Unsafe upload path: ${folder}/${name}`);
}
