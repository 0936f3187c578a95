/**
 * The spec's fixed basic credentials (spec/1 §7, spec/3 §7: "each call carries fixed basic
 * credentials and an API key header"). When the deployment sets API_BASIC_AUTH ("user:password"),
 * every call (/api/*) and the analytics collector require `Authorization: Basic …` with exactly
 * those credentials; without it nothing is asked. Images, the sitemap and /health stay open (an
 * <img> cannot send headers), and CORS preflights are answered before this check.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@ironscore/contract';
import type { Config } from '../config';
import { failEnvelope, sendEnvelope } from './envelope';
import { sameSecret } from './secrets';

/** The guarded paths: every call and the analytics collector. */
const guarded = (url: string) => url.startsWith('/api/') || url.startsWith('/analytics/');

function credentialsOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return '';
  return Buffer.from(match[1], 'base64').toString('utf8');
}

export function registerBasicAuth(app: FastifyInstance, basicAuth: Config['basicAuth']): void {
  if (!basicAuth) return;
  const expected = `${basicAuth.user}:${basicAuth.password}`;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || !guarded(request.url)) return;
    if (!sameSecret(credentialsOf(request), expected)) return sendEnvelope(reply, 401, failEnvelope(MSG.request.basicAuthRequired));
  });
}
