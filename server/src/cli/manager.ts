/**
 * The managers' command for business registrations (spec/1 §1: business accounts are reviewed by
 * the product's managers before approval).
 *
 *   pnpm --filter @ironscore/server exec tsx src/cli/manager.ts list [pending|approved|rejected|all]
 *   pnpm --filter @ironscore/server exec tsx src/cli/manager.ts approve <user name | e-mail | id>
 *   pnpm --filter @ironscore/server exec tsx src/cli/manager.ts reject  <user name | e-mail | id>
 *
 * Database: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR (default .data/dev) on PG_PORT
 * (default 5433) — used while the API runs, started for the command when it does not. Approve
 * publishes the account's listings (status 1); reject unpublishes them and revokes the account's
 * sessions. The owner is told by e-mail (SMTP_URL, else the dev inbox of DATA_DIR).
 */
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { createDb, type DbHandle } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedPg } from '../db/embedded';
import { createSmtpMailer } from '../mail/mailer';
import { FileInbox } from '../mail/inbox-store';
import type { Mailer } from '../mail/types';
import {
  ApprovalError,
  approveBusiness,
  listBusinessAccounts,
  rejectBusiness,
  type BusinessAccount,
} from '../auth/business';

const USAGE = `Usage: tsx src/cli/manager.ts <command>
  list [pending|approved|rejected|all]   business accounts (default: pending)
  approve <user name | e-mail | id>      approve the account and publish its listings
  reject <user name | e-mail | id>       reject the account (listings stay unpublished, sessions revoked)`;

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

/** Runs one command; returns the exit code. Output goes to `out`. */
export async function runManager(
  argv: string[],
  deps: { db: DbHandle['db']; mailer?: Mailer; out?: (line: string) => void },
): Promise<number> {
  const out = deps.out ?? ((line: string) => console.log(line));
  const [command, arg] = argv;
  try {
    switch (command) {
      case 'list': {
        const status = (arg ?? 'pending') as 'pending' | 'approved' | 'rejected' | 'all';
        if (!['pending', 'approved', 'rejected', 'all'].includes(status)) {
          out(USAGE);
          return 2;
        }
        const accounts = await listBusinessAccounts(deps.db, status);
        out(accounts.length ? accounts.map(formatAccount).join('\n') : `No ${status === 'all' ? '' : `${status} `}business accounts.`);
        return 0;
      }
      case 'approve':
      case 'reject': {
        if (!arg) {
          out(USAGE);
          return 2;
        }
        const account =
          command === 'approve' ? await approveBusiness(deps.db, arg, deps.mailer) : await rejectBusiness(deps.db, arg, deps.mailer);
        out(`${command === 'approve' ? 'Approved' : 'Rejected'}: ${formatAccount(account)}`);
        return 0;
      }
      default:
        out(USAGE);
        return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
    }
  } catch (err) {
    if (err instanceof ApprovalError) {
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
    code = await runManager(process.argv.slice(2), { db: handle.db, mailer: mailerFor(config) });
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
