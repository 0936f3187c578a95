/**
 * The embeddable verified badge (spec/3 §1, §3): GET /badge/{hash}/{type}.js serves a script that
 * draws the listing's badge — its name, image, rank and a link back to its page on the site — into
 * every `<div data-ironscore-badge="{hash}" data-badge-type="{type}">` of the page, inside a shadow
 * root (the host page's CSS cannot break it, and it cannot break the page). The business copies
 * `badgeSnippet()` (packages/contract) from its dashboard; the verification job (./verifier.ts) finds
 * the marker on the business's site.
 *
 * Three designs: 1 a card (image, name, "Ranked #n on IronScore", rating), 2 a compact pill, 3 a
 * square tile, drawn by the contract's badgeMarkup() (the owner's preview in mfe-business uses the
 * same markup, without running this script). Unknown hashes and unpublished listings get a script
 * that draws nothing.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { BADGE_MARKER_ATTRIBUTE, BADGE_TYPES, badgeMarkup, type BadgeType, type BadgeView } from '@ironscore/contract';
import { brandRankSql, sourceRankSql } from '../aggregates';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../storage/types';

export interface BadgeItem {
  type: 'source' | 'brand';
  name: string;
  slug: string;
  image: string;
  rank: number;
  rating: number;
}

export async function badgeItem(db: Db, hash: string): Promise<BadgeItem | null> {
  const result = await db.execute<BadgeItem & Record<string, unknown>>(sql`
    select 'source' as type, source_name as name, source_slug_url as slug, source_profile_image as image, ${sourceRankSql} as rank, source_rating as rating
      from sources where badge_hash = ${hash} and source_status = 1
    union all
    select 'brand', brand_name, brand_slug_url, brand_profile_image, ${brandRankSql}, brand_rating
      from brands where badge_hash = ${hash} and brand_status = 1
    limit 1`);
  const row = result.rows[0];
  return row ? { ...row, rank: Number(row.rank), rating: Number(row.rating) } : null;
}

/** JSON for an inline script (no `</script>`, no U+2028 surprises). */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** What the badge of a listing shows, with the site's page and the image's public URL. */
export function badgeViewOf(hash: string, item: BadgeItem, siteUrl: string, storage: Storage): BadgeView {
  return {
    hash,
    kind: item.type,
    name: item.name,
    url: `${siteUrl}/${item.type}/${item.slug}`,
    image: storage.url(`${item.type}s/profile`, item.image),
    rank: item.rank,
    rating: item.rating,
  };
}

/**
 * The badge script for one listing and design (no view: a script that draws nothing). The markup
 * is badgeMarkup() of the contract, made here and inserted into a shadow root of every marker.
 */
export function badgeScript(hash: string, type: BadgeType, view: BadgeView | null): string {
  if (!view) return `/* IronScore badge ${hash}: no published listing */\n`;
  const data = { hash, type, name: view.name, url: view.url, image: view.image, rank: view.rank, rating: view.rating, kind: view.kind };
  return `/* IronScore verified badge — ${view.kind} "${view.name.replace(/\*\//g, '')}", design ${type} */
(function () {
  var d = ${jsonForScript(data)};
  var html = ${jsonForScript(badgeMarkup(view, type))};
  function draw(host) {
    if (host.getAttribute('data-ironscore-drawn') === '1') return;
    var want = host.getAttribute('data-badge-type');
    if (want && want !== String(d.type)) return;
    host.setAttribute('data-ironscore-drawn', '1');
    var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
    root.innerHTML = html;
  }
  function run() {
    var nodes = document.querySelectorAll('[${BADGE_MARKER_ATTRIBUTE}="' + d.hash + '"]');
    for (var i = 0; i < nodes.length; i++) draw(nodes[i]);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run); else run();
})();
`;
}

const HASH = /^[a-f0-9]{16,64}$/;

export function registerBadgeRoutes(app: FastifyInstance, db: Db, storage: Storage, config: Config): void {
  app.get<{ Params: { hash: string; file: string } }>('/badge/:hash/:file', async (request, reply) => {
    const { hash, file } = request.params;
    const match = /^([123])\.js$/.exec(file);
    if (!HASH.test(hash) || !match) return reply.code(404).type('application/javascript; charset=utf-8').send('/* not found */\n');
    const type = Number(match[1]) as BadgeType;
    if (!BADGE_TYPES.includes(type)) return reply.code(404).send('/* not found */\n');
    const item = await badgeItem(db, hash);
    const body = badgeScript(hash, type, item && badgeViewOf(hash, item, config.siteUrl, storage));
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .send(body);
  });
}
