/**
 * The one API route: POST /api/:call. API key → known call → token (token calls) → form →
 * payload schema of the contract → per-account write limit (src/limits) → handler. Every answer
 * is the envelope.
 */
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, MSG, TOKEN_HEADER, calls, hostileTextIssue, type CallName, type LoginUser } from '@ironscore/contract';
import { CallFailure, type CallContext, type Handler, type HandlerTable, type SessionInfo } from '../calls/types';
import { verifySession } from '../auth/tokens';
import { businessApprovalBlock } from '../auth/business-accounts';
import { isManager } from '../moderation/managers';
import { FormError, readForm } from './form';
import { failEnvelope, sendEnvelope, sendSerialized, toEnvelope } from './envelope';
import { isBadInputForDatabase, isDatabaseUnavailable } from '../db/client';
import type { AppDeps } from '../app';
import { sameSecret } from './secrets';
import { CALL_WRITE_KIND, checkWriteLimit } from '../limits';

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(calls, name);
}

/** The first message per field key, from valibot issues. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export function registerCallRoute(app: FastifyInstance, deps: AppDeps, handlers: HandlerTable): void {
  app.post<{ Params: { call: string } }>('/api/:call', async (request, reply) => {
    if (!sameSecret(header(request, API_KEY_HEADER), deps.config.apiKey)) {
      return sendEnvelope(reply, 401, failEnvelope(MSG.request.apiKeyRequired));
    }
    const name = request.params.call;
    if (!isCallName(name)) {
      return sendEnvelope(reply, 404, failEnvelope(MSG.request.unknownCall(name.slice(0, 100))));
    }
    const def = calls[name];

    let user: LoginUser | null = null;
    let session: SessionInfo | null = null;
    const token = header(request, TOKEN_HEADER);
    // Token calls need a valid token; optional-token calls use one when valid and otherwise answer
    // as to a visitor.
    if (def.token || (def.optionalToken && token)) {
      const claims = await verifySession(deps.db, deps.config, token, app.apiCache);
      if (claims) {
        user = {
          user_id: claims.user_id,
          user_email: claims.user_email,
          user_name: claims.user_name,
          user_verification_status: claims.user_verification_status,
          user_type: claims.user_type,
        };
        session = { jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
      } else if (def.token) {
        return sendEnvelope(reply, 200, failEnvelope(MSG.sessionExpired, { token_error: true }));
      }
    }

    // The managers' console (contract `manager`): only a member with the manager flag, read fresh
    // on every call; anyone else is refused before the form is even read.
    if (def.manager && !(user && (await isManager(deps.db, user.user_id)))) {
      return sendEnvelope(reply, 200, failEnvelope(MSG.manage.managersOnly));
    }

    let record;
    try {
      record = await readForm(request);
    } catch (err) {
      if (err instanceof FormError) {
        const extra = err.field ? { errors: { [err.field]: err.message } } : {};
        return sendEnvelope(reply, err.statusCode, failEnvelope(err.message, extra));
      }
      throw err;
    }

    const parsed = v.safeParse(def.payload, record);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.issues);
      return sendEnvelope(reply, 200, failEnvelope(parsed.issues[0]?.message ?? MSG.pleaseCheckAllFields, { errors }));
    }
    // No field of any call may bring a NUL character or an over-long text in (contract fields.ts).
    const hostile = hostileTextIssue(parsed.output);
    if (hostile) return sendEnvelope(reply, 200, failEnvelope(hostile.message, { errors: { [hostile.path || '_']: hostile.message } }));
    // The approval gate: business accounts a manager has not approved yet cannot make these calls.
    if (def.approvedBusiness && user && user.user_type !== 'member') {
      const blocked = await businessApprovalBlock(deps.db, user.user_id);
      if (blocked) return sendEnvelope(reply, 200, failEnvelope(blocked));
    }

    // Per-account limits by kind of write (src/limits): counted in PostgreSQL before the handler.
    const writeKind = user ? CALL_WRITE_KIND[name] : undefined;
    if (user && writeKind) {
      let refusal;
      try {
        refusal = await checkWriteLimit(deps.db, deps.config.writeLimits, writeKind, user.user_id);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        request.log.warn({ call: name }, 'call failed: database unavailable');
        return sendEnvelope(reply, 503, failEnvelope(MSG.request.unavailable));
      }
      if (refusal) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))));
        return sendEnvelope(reply, 429, failEnvelope(refusal.message));
      }
    }

    const ctx: CallContext<CallName> = {
      name,
      payload: parsed.output as CallContext<CallName>['payload'],
      user,
      session,
      requireUser() {
        if (!user) throw new CallFailure(MSG.sessionExpired, undefined, true);
        return user;
      },
      db: deps.db,
      config: deps.config,
      mailer: deps.mailer,
      storage: deps.storage,
      chat: deps.chat,
      services: deps.services,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
      log: request.log,
    };
    const handler = handlers[name] as Handler<CallName>;
    // The answer cache (src/cache/answers.ts): a stored answer, or the handler's reply.
    try {
      const answer = await app.callAnswers.answer(
        { name, needsToken: def.token, user, payload: parsed.output },
        (db) => handler(db ? { ...ctx, db } : ctx),
      );
      if ('body' in answer) return sendSerialized(reply, 200, answer.body);
      return sendEnvelope(reply, 200, toEnvelope(answer.reply));
    } catch (err) {
      if (err instanceof CallFailure) {
        return sendEnvelope(
          reply,
          200,
          toEnvelope({ status: false, message: err.message, errors: err.errors, tokenError: err.tokenError }),
        );
      }
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ call: name }, 'call failed: database unavailable');
        return sendEnvelope(reply, 503, failEnvelope(MSG.request.unavailable));
      }
      if (isBadInputForDatabase(err)) {
        // A value the payload rules let through but PostgreSQL refuses (class 22, data exception):
        // the caller's input, not a fault of the server. The statement was rolled back.
        request.log.warn({ err, call: name }, 'call refused: PostgreSQL data exception');
        return sendEnvelope(reply, 200, failEnvelope(MSG.pleaseCheckAllFields));
      }
      request.log.error({ err, call: name }, 'call failed');
      return sendEnvelope(reply, 500, failEnvelope(MSG.request.serverError));
    }
  });
}
