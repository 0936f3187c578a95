/**
 * The dev inbox (never registered in production; answers clients on this machine only — the
 * connection's own address, not X-Forwarded-For):
 *   GET    /dev/inbox                    readable HTML list, newest first, with bodies
 *   GET    /dev/inbox/messages?to=<e>    JSON list (tests)
 *   DELETE /dev/inbox/messages           empties the inbox
 */
import type { FastifyInstance } from 'fastify';
import { sanitizeHtml } from '../lib/sanitize';
import type { Inbox, StoredMail } from './types';

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function page(mails: StoredMail[], to: string): string {
  const items = mails
    .map(
      (m) => `<article>
  <header><strong>${esc(m.subject || '(no subject)')}</strong><br>
  <small>To: ${esc(m.to)} · From: ${esc(m.from)} · ${esc(new Date(m.date).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</small></header>
  ${m.html ? `<div class="html">${sanitizeHtml(m.html)}</div>` : ''}
  <details${m.html ? '' : ' open'}><summary>Plain text</summary><pre>${esc(m.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>IronScore dev inbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1b1f24}
article{border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}
header{margin-bottom:.5rem}small{color:#57606a}pre{white-space:pre-wrap;background:#f6f8fa;padding:.75rem;border-radius:6px}
.html{border-left:3px solid #d0d7de;padding-left:.75rem}form{display:inline}
</style></head><body>
<h1>Dev inbox</h1>
<p>Mail caught by the local SMTP catcher, newest first (${mails.length}${to ? ` to ${esc(to)}` : ''}).
<a href="/dev/inbox">All</a> · <a href="/dev/inbox/messages">JSON</a></p>
<form method="get" action="/dev/inbox"><input name="to" placeholder="filter by recipient" value="${esc(to)}"> <button>Filter</button></form>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function registerDevInboxRoutes(app: FastifyInstance, inbox: Inbox): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/dev/inbox') && !LOOPBACK.test(request.socket.remoteAddress ?? '')) {
      return reply.code(404).header('cache-control', 'no-store').send({ status: false, message: 'Not found.', data: null });
    }
  });
  app.get<{ Querystring: { to?: string } }>('/dev/inbox', async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to : '';
    const mails = await inbox.list(to || undefined);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(mails, to));
  });
  app.get<{ Querystring: { to?: string } }>('/dev/inbox/messages', async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    return reply.header('cache-control', 'no-store').send(await inbox.list(to || undefined));
  });
  app.delete('/dev/inbox/messages', async (_request, reply) => {
    await inbox.clear();
    return reply.header('cache-control', 'no-store').send({ status: true });
  });
}
