/**
 * Price-drop alerts (issue 25 item 4). Every watch of a changed product whose target is at or above
 * the new price of an in-stock offer gets one e-mail ("Price drop: {product name}", with the
 * seller, the price and the link) and an unread marker — at most one per watch and UTC day. The
 * check runs in the transaction of the offer changes (`claimPriceDropAlerts`, called by
 * applyOfferChanges in offers.ts): one UPDATE claims the watch's `last_alert_day` and sets the
 * marker, so concurrent imports or API instances cannot both send; the e-mails go after the commit
 * (`sendPriceDropMails`), and a failed send gives the day back. Paused watches get nothing. Mail
 * goes through the app's mailer (the outbox records it).
 */
import { sql } from 'drizzle-orm';
import { MSG } from '@ironscore/contract';
import type { Db } from '../db/client';
import type { Executor } from '../db/executor';
import type { Mailer } from '../mail/types';
import type { OfferChange } from './offers';

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  log?: { error(obj: unknown, msg?: string): void };
}

/** Changes (of changeOffers, offers.ts) that can trigger an alert: in stock now, and new, cheaper, or back in stock. */
export function alertingChanges(changes: readonly OfferChange[]): OfferChange[] {
  return changes.filter((c) => c.after.stock_status === 1 && (c.created || c.priceDropped || c.before?.stock_status === 0));
}

/** A watch whose alert of today was claimed (the e-mail still to send). */
export interface ClaimedAlert {
  watch_id: number;
  user_email: string;
  user_name: string;
  product_name: string;
  brand_slug_url: string;
  product_slug_url: string;
  source_name: string;
  sale_price: string;
  target_price: string;
  matching_product_link: string;
  previous_day: string | null;
}

const money = (x: number | string) => `$${Number(x).toFixed(2)}`;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The e-mail of one alert. */
export function priceDropMail(a: ClaimedAlert, siteUrl: string) {
  const productUrl = `${siteUrl}/brand/${a.brand_slug_url}/${a.product_slug_url}`;
  const lines = [
    `Hello ${a.user_name}, ${a.product_name} is now ${money(a.sale_price)} at ${a.source_name} (your target: ${money(a.target_price)}).`,
    `Seller: ${a.source_name}`,
    `Price: ${money(a.sale_price)}`,
  ];
  const text = [...lines, `See the offers: ${productUrl}`, `Seller's page: ${a.matching_product_link}`, `Manage your price alerts: ${siteUrl}/profile/price-alerts`, 'The IronScore team'].join('\n\n');
  const html =
    lines.map((l) => `<p>${esc(l)}</p>`).join('') +
    `<p><a href="${esc(productUrl)}">See the offers</a> · <a href="${esc(a.matching_product_link)}">Seller's page</a></p>` +
    `<p style="color:#666"><a href="${esc(`${siteUrl}/profile/price-alerts`)}">Manage your price alerts</a></p><p>The IronScore team</p>`;
  return { subject: MSG.priceAlerts.mailSubject(a.product_name), text, html };
}

/**
 * Claims, in `tx` (the transaction of `changes`), today's alert of every watch the changes bring to
 * its target: the cheapest changed in-stock offer per watch, one UPDATE. Resolves to the e-mails to
 * send once `tx` commits.
 */
export async function claimPriceDropAlerts(tx: Executor, changes: readonly OfferChange[]): Promise<ClaimedAlert[]> {
  const alerting = alertingChanges(changes);
  if (alerting.length === 0) return [];
  const claimed = await tx.execute<ClaimedAlert & Record<string, unknown>>(sql`
    with today as (select (now() at time zone 'UTC')::date as d),
    hit as (
      select distinct on (w.watch_id) w.watch_id, w.last_alert_day as previous_day, o.sale_price, o.matching_product_link, o.source_id
      from price_offers o
      join price_watches w on w.product_id = o.product_id and not w.paused and o.sale_price <= w.target_price
      where o.offer_id = any(${sql.param(alerting.map((c) => c.offer_id))}::int[]) and o.stock_status = 1
        and (w.last_alert_day is null or w.last_alert_day < (select d from today))
      order by w.watch_id, o.sale_price asc, o.offer_id asc
    ),
    up as (
      update price_watches w set unread = true, last_alert_at = now(), last_alert_day = (select d from today),
        last_alert_price = hit.sale_price, updated_date = now()
      from hit
      where w.watch_id = hit.watch_id and (w.last_alert_day is null or w.last_alert_day < (select d from today))
      returning w.watch_id, w.user_id, w.product_id, w.target_price, hit.sale_price, hit.matching_product_link, hit.source_id, hit.previous_day
    )
    select up.watch_id, u.user_email, u.user_name, p.product_name, p.product_slug_url, b.brand_slug_url, s.source_name,
      up.sale_price::text, up.target_price::text, up.matching_product_link, up.previous_day::text
    from up
    join users u on u.user_id = up.user_id
    join products p on p.product_id = up.product_id
    join brands b on b.brand_id = p.brand_id
    join sources s on s.source_id = up.source_id`);
  return claimed.rows;
}

/**
 * Sends the claimed alerts (after their transaction committed). Resolves to the number of e-mails
 * sent; never throws for a failed send (the change stays, the claim is given back).
 */
export async function sendPriceDropMails(deps: AlertDeps, claimed: readonly ClaimedAlert[]): Promise<number> {
  let sent = 0;
  for (const alert of claimed) {
    if (!alert.user_email) continue;
    try {
      await deps.mailer.send({ to: alert.user_email, ...priceDropMail(alert, deps.siteUrl) });
      sent++;
    } catch (err) {
      deps.log?.error({ err, watch_id: alert.watch_id }, 'price drop mail failed');
      // not sent: give the day back so a later change may try again today
      await deps.db
        .execute(sql`update price_watches set last_alert_day = ${alert.previous_day}::date where watch_id = ${alert.watch_id}`)
        .catch(() => undefined);
    }
  }
  return sent;
}
