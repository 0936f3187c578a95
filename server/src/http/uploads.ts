/**
 * GET /uploads/<folder>/<file>: images from the storage, cacheable, no path traversal.
 *
 * `<file>.w<width>.webp` is the WebP variant of a stored image (storage/images.ts): served when
 * stored, made on first request for files stored before variants existed, the original when the
 * variant cannot be made now. Random-named files (every upload since the first release) never
 * change content: they are immutable for a year; the seed's fixed names are cached for a week.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openVariant, parseVariantName } from '../storage/images';
import type { Storage, StoredFile } from '../storage/types';
import { isSafeFolder, isSafeName } from '../storage/types';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** An upload's random name (32 hex digits, as processImage makes them), or a variant of one. */
const RANDOM_NAME = /^[0-9a-f]{32}\.(?:jpg|png)(?:\.w\d+\.webp)?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const WEEK = 'public, max-age=604800';

const typeOf = (name: string) => TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()];

export function registerUploadRoutes(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const refuse = (status: number, message: string) =>
      reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(message);
    const notFound = () => refuse(404, 'Not found');
    let rel: string;
    try {
      rel = decodeURIComponent(request.params['*'] ?? '');
    } catch {
      return notFound();
    }
    const slash = rel.lastIndexOf('/');
    if (slash <= 0) return notFound();
    const folder = rel.slice(0, slash);
    const name = rel.slice(slash + 1);
    const type = typeOf(name);
    if (!type || !isSafeFolder(folder) || !isSafeName(name)) return notFound();
    const cacheControl = RANDOM_NAME.test(name) ? IMMUTABLE : WEEK;
    try {
      if (parseVariantName(name)) {
        const found = await openVariant(storage, folder, name);
        if (found.found === 'none') return refuse(found.status, found.reason);
        // The original in place of its variant: correct bytes, but ask again soon for the variant.
        if (found.found === 'original') return send(request, reply, found.file, typeOf(found.original) ?? type, 'no-cache');
        return send(request, reply, found.file, type, cacheControl);
      }
      const file = await storage.open(folder, name);
      if (!file) return notFound();
      return send(request, reply, file, type, cacheControl);
    } catch (err) {
      // The store (an S3 bucket) cannot be reached: a passing outage, not a fault of the request.
      request.log.warn({ err }, 'upload storage unavailable');
      reply.header('retry-after', '5');
      return refuse(503, 'Image storage is unavailable, please try again shortly');
    }
  });
}

function send(request: FastifyRequest, reply: FastifyReply, file: StoredFile, type: string, cacheControl: string) {
  const etag = `"${file.size.toString(16)}-${Math.floor(file.modified.getTime() / 1000).toString(16)}"`;
  reply
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', file.modified.toUTCString());
  const inm = request.headers['if-none-match'];
  const ims = request.headers['if-modified-since'];
  const notModified = inm
    ? inm.split(',').some((t) => t.trim() === etag)
    : ims
      ? Math.floor(file.modified.getTime() / 1000) <= Math.floor(Date.parse(ims) / 1000)
      : false;
  if (notModified) {
    if (!Buffer.isBuffer(file.body)) file.body.destroy();
    return reply.code(304).send();
  }
  reply.header('content-length', file.size);
  return reply.send(file.body);
}
