/**
 * The managers' command (spec/1 §1, spec/3 §1: everything a business submits is reviewed before
 * publication). Three kinds: sign-ups (the business account), setups (the setup wizard) and
 * account edits — the last two are listing submissions (server/src/listings/submissions.ts).
 *
 *   pnpm --filter @ironscore/server exec tsx src/cli/manager.ts list [pending|approved|rejected|all]
 *   pnpm --filter @ironscore/server exec tsx src/cli/manager.ts approve [signup] <user name | e-mail | id>
 *   pnpm --filter @ironscore/server exec tsx src/cli/manager.ts reject  [signup] <user name | e-mail | id> [reason …]
 *   pnpm --filter @ironscore/server exec tsx src/cli/manager.ts approve setup|edit <submission id>
 *   pnpm --filter @ironscore/server exec tsx src/cli/manager.ts reject  setup|edit <submission id> [reason …]
 *   pnpm --filter @ironscore/server exec tsx src/cli/manager.ts show <submission id>
 *
 * Database: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR (default .data/dev) on PG_PORT
 * (default 5433) — used while the API runs, started for the command when it does not. A listing
 * is published once its sign-up and its setup are both approved; an approved account edit changes
 * the public page at once. Rejecting a sign-up unpublishes the listings and revokes the account's
 * sessions; rejecting a setup asks the owner for the setup again; rejecting an edit keeps the
 * published values. The owner is told by e-mail (SMTP_URL, else the dev inbox of DATA_DIR).
 */
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { endChatSessionsOnce } from '../realtime/chat-sessions';
import { createDb, type DbHandle } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedPg } from '../db/embedded';
import { createSmtpMailer } from '../mail/mailer';
import { FileInbox } from '../mail/inbox-store';
import type { Mailer } from '../mail/types';
import { SubmissionError, approveSubmission, listSubmissions, rejectSubmission, type SubmissionSummary } from '../listings/submissions';
import { CLI_ACTOR } from '../moderation/audit';
import { auditApproval, compareWithPublished } from '../moderation/approvals';
import {
  ApprovalError,
  approveBusiness,
  listBusinessAccounts,
  rejectBusiness,
  type BusinessAccount,
} from '../auth/business-accounts';

const USAGE = `Usage: tsx src/cli/manager.ts <command>
  list [pending|approved|rejected|all]          sign-ups, setups and account edits (default: pending)
  approve [signup] <user name | e-mail | id>    approve a business account (its listing is published once its setup is approved too)
  reject [signup] <user name | e-mail | id> [reason]  reject the account (listings unpublished, sessions revoked)
  approve setup|edit <submission id>            publish the submitted setup or account edit
  reject setup|edit <submission id> [reason]    keep the published values; the owner is told why
  show <submission id>                          the submitted values beside the published ones`;

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    await client.end().catch(() => undefined);
    return false;
  }
}

/** The database of the running (or stopped) site. */
async function openDatabase(config: Config): Promise<{ handle: DbHandle; embedded: EmbeddedPg | null }> {
  if (config.databaseUrl) return { handle: createDb(config.databaseUrl, { max: 2 }), embedded: null };
  const url = `postgres://postgres:ironscore@127.0.0.1:${config.pgPort}/ironscore`;
  if (await canConnect(url)) return { handle: createDb(url, { max: 2 }), embedded: null };
  const embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg'), port: config.pgPort });
  return { handle: createDb(embedded.url('ironscore'), { max: 2 }), embedded };
}

/** The dev inbox the API shows at /dev/inbox (local runs), else SMTP_URL. */
function mailerFor(config: Config): Mailer | undefined {
  if (!config.devInbox) return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  const inbox = new FileInbox(path.join(config.dataDir, 'mail'));
  return {
    async send(message) {
      await inbox.add({
        to: message.to,
        from: config.mailFrom,
        subject: message.subject,
        text: message.text,
        html: message.html ?? '',
        date: new Date().toISOString(),
      });
    },
  };
}

export function formatAccount(a: BusinessAccount): string {
  const listings = a.listings.length
    ? a.listings.map((l) => `${l.type} "${l.name}" (/${l.type}/${l.slug}, ${l.status === 1 ? 'published' : 'unpublished'}, setup ${l.setupStatus})`).join('; ')
    : 'no listing';
  return [
    `#${a.user_id} ${a.user_name} <${a.user_email}>`,
    `${a.user_type}, ${a.user_approval_status}, e-mail ${a.user_verification_status ? 'verified' : 'not verified'}`,
    `registered ${a.created_date.toISOString().slice(0, 16).replace('T', ' ')}`,
    listings,
  ].join(' | ');
}

export function formatSubmission(s: SubmissionSummary): string {
  const when = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');
  return [
    `#${s.submission_id} ${s.kind === 'setup' ? 'setup' : 'account edit'} of ${s.business_type} "${s.listing_name}" (/${s.business_type}/${s.listing_slug}, ${s.listing_status === 1 ? 'published' : 'unpublished'})`,
    `${s.status}${s.reason ? ` (${s.reason})` : ''}`,
    `by ${s.user_name} <${s.user_email}>`,
    `submitted ${when(s.created_date)}${s.decided_date ? `, decided ${when(s.decided_date)}` : ''}`,
  ].join(' | ');
}

const KINDS = ['signup', 'setup', 'edit'] as const;

/** Runs one command; returns the exit code. Output goes to `out`. */
export async function runManager(
  argv: string[],
  deps: {
    db: DbHandle['db'];
    mailer?: Mailer;
    out?: (line: string) => void;
    /** Ends the chat access of a user's revoked sessions now (else the API's sweep does within a minute). */
    endChatSessions?: (userId: number) => Promise<boolean>;
  },
): Promise<number> {
  const out = deps.out ?? ((line: string) => console.log(line));
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'list': {
        const status = (rest[0] ?? 'pending') as 'pending' | 'approved' | 'rejected' | 'all';
        if (!['pending', 'approved', 'rejected', 'all'].includes(status)) {
          out(USAGE);
          return 2;
        }
        const label = status === 'all' ? '' : `${status} `;
        const accounts = await listBusinessAccounts(deps.db, status);
        const setups = await listSubmissions(deps.db, status, 'setup');
        const edits = await listSubmissions(deps.db, status, 'edit');
        out(`Sign-ups (${accounts.length}):`);
        out(accounts.length ? accounts.map((a) => `  ${formatAccount(a)}`).join('\n') : `  No ${label}business accounts.`);
        out(`Setups (${setups.length}):`);
        out(setups.length ? setups.map((x) => `  ${formatSubmission(x)}`).join('\n') : `  No ${label}setups.`);
        out(`Account edits (${edits.length}):`);
        out(edits.length ? edits.map((x) => `  ${formatSubmission(x)}`).join('\n') : `  No ${label}account edits.`);
        return 0;
      }
      case 'show': {
        const idArg = Number(rest[0]);
        if (!Number.isInteger(idArg) || idArg <= 0) {
          out(USAGE);
          return 2;
        }
        const [s] = (await listSubmissions(deps.db, 'all')).filter((x) => x.submission_id === idArg);
        if (!s) throw new SubmissionError(`No submission #${idArg}.`);
        out(formatSubmission(s));
        for (const f of await compareWithPublished(deps.db, s)) {
          out(`  ${f.changed ? '*' : ' '} ${f.key}: ${f.submitted}${f.changed ? `  (published: ${f.published || 'null'})` : ''}`);
        }
        return 0;
      }
      case 'approve':
      case 'reject': {
        const kind = (KINDS as readonly string[]).includes(rest[0] ?? '') ? (rest.shift() as (typeof KINDS)[number]) : 'signup';
        const target = rest.shift();
        if (!target) {
          out(USAGE);
          return 2;
        }
        // Each decision is written to the managers' audit log (moderation/audit.ts) as the command line's.
        const reason = rest.join(' ').trim();
        if (kind === 'signup') {
          const account =
            command === 'approve'
              ? await approveBusiness(deps.db, target, deps.mailer, { inTransaction: auditApproval(CLI_ACTOR, 'approve', 'signup') })
              : await rejectBusiness(deps.db, target, deps.mailer, { reason, inTransaction: auditApproval(CLI_ACTOR, 'reject', 'signup', reason) });
          out(`${command === 'approve' ? 'Approved' : 'Rejected'}: ${formatAccount(account)}`);
          if (command === 'reject' && deps.endChatSessions && !(await deps.endChatSessions(account.user_id))) {
            out('The chat server did not answer: the API ends the account’s chat access within a minute.');
          }
          return 0;
        }
        const submissionId = Number(target);
        if (!Number.isInteger(submissionId) || submissionId <= 0) {
          out(USAGE);
          return 2;
        }
        if (command === 'approve') {
          const { submission } = await approveSubmission(deps.db, submissionId, {
            mailer: deps.mailer,
            expectKind: kind,
            inTransaction: auditApproval(CLI_ACTOR, 'approve', kind),
          });
          out(`Approved: ${formatSubmission(submission)}`);
        } else {
          const submission = await rejectSubmission(deps.db, submissionId, {
            mailer: deps.mailer,
            expectKind: kind,
            reason,
            inTransaction: auditApproval(CLI_ACTOR, 'reject', kind, reason),
          });
          out(`Rejected: ${formatSubmission(submission)}`);
        }
        return 0;
      }
      default:
        out(USAGE);
        return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
    }
  } catch (err) {
    if (err instanceof ApprovalError || err instanceof SubmissionError) {
      out(err.message);
      return 1;
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { handle, embedded } = await openDatabase(config);
  let code = 1;
  try {
    code = await runManager(process.argv.slice(2), {
      db: handle.db,
      mailer: mailerFor(config),
      endChatSessions: (userId) => endChatSessionsOnce(config.realtime, handle.db, userId),
    });
  } finally {
    await handle.close().catch(() => undefined);
    if (embedded) await embedded.stop().catch(() => undefined);
  }
  process.exit(code);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
