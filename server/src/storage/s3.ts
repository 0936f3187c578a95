/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Ceph, R2, …) through @aws-sdk/client-s3,
 * one object per file under `<prefix><folder>/<name>`. Chosen by S3_BUCKET (config.ts s3); local
 * disk stays the default.
 *
 * Serving: browsers never talk to the bucket. url() gives the API's own /uploads/<folder>/<name>
 * (as LocalStorage does), and the upload route streams the object from the bucket with its
 * cache headers. So the bucket stays private (no public ACL or policy needed), image URLs are the
 * same whatever the storage, the WebP variants of old files can still be made on first request,
 * and a CDN in front of the API's /uploads/ (random names are immutable for a year) takes the load
 * off the API. README "Deployment past one machine".
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafe, isSafeFolder, isSafeName, type Storage, type StoredFile } from './types';

export interface S3StorageOptions {
  bucket: string;
  /** Endpoint of a store other than AWS (e.g. http://127.0.0.1:9000); AWS's when unset. */
  endpoint?: string;
  region: string;
  /** Static credentials; the SDK's default chain (AWS_* variables, instance role, …) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`), which most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Prefix of every key (e.g. `uploads/`), '' for none. */
  prefix: string;
  /** Public base URL of the API (url() gives `${publicBase}/uploads/<folder>/<name>`). */
  publicBase: string;
}

const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Whether an SDK error means "no such object". */
function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
  return false;
}

export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Bounded: a store that does not answer makes an upload fail, not hang.
      requestHandler: { requestTimeout: 15_000, connectionTimeout: 5_000 },
      maxAttempts: 3,
    });
  }

  private key(folder: string, name: string): string {
    assertSafe(folder, name);
    return `${this.options.prefix}${folder}/${name}`;
  }

  /** Fails (with the store's message) when the bucket cannot be reached with these settings: checked once at start. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }

  async put(folder: string, name: string, bytes: Uint8Array): Promise<void> {
    const key = this.key(folder, name);
    // One PUT: the object appears whole or not at all (no reader sees half a file).
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream',
      }),
    );
  }

  url(folder: string, name: string): string {
    return `${this.options.publicBase}/uploads/${folder}/${encodeURIComponent(name)}`;
  }

  async delete(folder: string, name: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(folder, name) }));
  }

  async open(folder: string, name: string): Promise<StoredFile | null> {
    if (!isSafeFolder(folder) || !isSafeName(name)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(folder, name) }));
      if (!(out.Body instanceof Readable)) throw new Error('the S3 client returned a body that is not a Node stream');
      return { body: out.Body, size: Number(out.ContentLength ?? 0), modified: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }
}

/**
 * Puts every file of a local upload tree (`<root>/<folder>/<name>`, e.g. the images the demo seed
 * wrote) into `storage`, skipping those already there; returns how many were put. Used once after
 * a first-run seed when uploads live in a bucket.
 */
export async function copyUploadTree(root: string, storage: Storage, concurrency = 8): Promise<number> {
  const files: Array<{ folder: string; name: string; full: string }> = [];
  const walk = async (dir: string, folder: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const sub = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), sub);
      else if (entry.isFile() && folder && isSafeFolder(folder) && isSafeName(entry.name) && !entry.name.endsWith('.tmp')) {
        files.push({ folder, name: entry.name, full: path.join(dir, entry.name) });
      }
    }
  };
  await walk(root, '');
  let put = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const existing = await storage.open(file.folder, file.name);
      if (existing) {
        if (!Buffer.isBuffer(existing.body)) existing.body.destroy();
        continue;
      }
      await storage.put(file.folder, file.name, await readFile(file.full));
      put++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return put;
}
