/** GET /uploads/<folder>/<file>: images from the storage, cacheable, no path traversal. */
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../storage/types';
import { isSafeFolder, isSafeName } from '../storage/types';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export function registerUploadRoutes(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
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
    const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const type = TYPES[ext];
    if (!type || !isSafeFolder(folder) || !isSafeName(name)) return notFound();
    const file = await storage.open(folder, name);
    if (!file) return notFound();
    const etag = `"${file.size.toString(16)}-${Math.floor(file.modified.getTime() / 1000).toString(16)}"`;
    reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=604800')
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
  });
}
