import type { Envelope } from '@ironscore/contract';
import type { FastifyReply } from 'fastify';
import type { Reply } from '../calls/types';

/** The envelope of a handler's reply. Extra fields never override the core ones. */
export function toEnvelope<D, X extends object>(reply: Reply<D, X>): Envelope<D> {
  if (reply.status) {
    const env: Envelope<D> = { ...(reply.extra ?? {}), status: true, message: reply.message ?? '', data: reply.data ?? null };
    if (reply.totalData !== undefined) env.totalData = reply.totalData;
    return env;
  }
  const env: Envelope<D> = { ...(reply.extra ?? {}), status: false, message: reply.message, data: null };
  if (reply.errors && Object.keys(reply.errors).length) env.errors = reply.errors;
  if (reply.tokenError) env.token_error = true;
  return env;
}

export function failEnvelope(message: string, extra: Partial<Envelope<null>> = {}): Envelope<null> {
  return { ...extra, status: false, message, data: null };
}

export function sendEnvelope(reply: FastifyReply, statusCode: number, envelope: Envelope<unknown>): FastifyReply {
  return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(envelope);
}

/** Sends an envelope already serialized (a cached answer, or one serialized to be cached). */
export function sendSerialized(reply: FastifyReply, statusCode: number, body: string | Buffer): FastifyReply {
  return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}
