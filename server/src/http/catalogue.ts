/**
 * GET /api: the API's version and its call catalogue, so a remote's deployment check can refuse to
 * go live against an API that lacks a call the remote uses (README, "QA").
 */
import type { FastifyInstance } from 'fastify';
import { calls, type CallName } from '@ironscore/contract';
import serverPackage from '../../package.json';

export interface CatalogueCall {
  name: CallName;
  token: boolean;
  optionalToken: boolean;
  multipart: boolean;
  cached: boolean;
  paged: boolean;
}

export interface Catalogue {
  version: string;
  /** IRONSCORE_BUILD_ID of the running build, when set. */
  build: string | null;
  calls: CatalogueCall[];
}

export function callCatalogue(build = process.env.IRONSCORE_BUILD_ID ?? null): Catalogue {
  const list = (Object.keys(calls) as CallName[]).sort().map((name) => {
    const def = calls[name];
    return {
      name,
      token: def.token,
      optionalToken: def.optionalToken ?? false,
      multipart: def.multipart ?? false,
      cached: def.cached ?? false,
      paged: def.paged ?? false,
    };
  });
  return { version: serverPackage.version, build: build || null, calls: list };
}

export function registerCatalogueRoute(app: FastifyInstance): void {
  const body = JSON.stringify({ status: true, message: 'ok', data: callCatalogue() });
  app.get('/api', async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(body),
  );
}
