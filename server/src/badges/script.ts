/**
 * The embeddable verified badge (spec/3 §1, §3): GET /badge/{hash}/{type}.js serves a script that
 * draws the listing's badge — its name, image, rank and a link back to its page on the site — into
 * every `<div data-ironscore-badge="{hash}" data-badge-type="{type}">` of the page, inside a shadow
 * root (the host page's CSS cannot break it, and it cannot break the page). The business copies
 * `badgeSnippet()` (packages/contract) from its dashboard; the verification job (./verifier.ts) finds
 * the marker on the business's site.
 *
 * Three designs: 1 a card (image, name, "Ranked #n on IronScore", rating), 2 a compact pill, 3 a
 * square tile. Unknown hashes and unpublished listings get a script that draws nothing.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { BADGE_MARKER_ATTRIBUTE, BADGE_TYPES, type BadgeType } from '@ironscore/contract';
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

const STYLES = `
:host{all:initial;display:inline-block;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.3}
a{color:inherit;text-decoration:none;display:flex;gap:10px;align-items:center;box-sizing:border-box}
img{object-fit:cover;background:#eef1f6;flex:none}
.brand{font-size:11px;letter-spacing:.04em;text-transform:uppercase;color:#ff5a1f;font-weight:700}
.name{font-weight:700;color:#0f1b33;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.rank{color:#47546b;font-size:12px}
.stars{color:#f5a623;font-size:13px;letter-spacing:1px}
.d1 a{width:280px;padding:12px 14px;border:1px solid #d9dfe9;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgba(15,27,51,.12)}
.d1 img{width:52px;height:52px;border-radius:10px}
.d1 .text{min-width:0;display:flex;flex-direction:column;gap:2px}
.d1 .name{font-size:15px}
.d2 a{padding:4px 12px 4px 4px;border-radius:999px;background:#0f1b33;color:#fff;font-size:12px;gap:8px}
.d2 img{width:26px;height:26px;border-radius:50%}
.d2 .name{color:#fff;font-size:12px;max-width:150px}
.d2 .rank{color:#ffb38f}
.d3 a{flex-direction:column;width:160px;padding:14px 12px;border-radius:14px;background:#fff;border:2px solid #ff5a1f;text-align:center;gap:6px}
.d3 img{width:64px;height:64px;border-radius:50%}
.d3 .name{font-size:14px;max-width:136px}
.d3 .big{font-size:28px;font-weight:800;color:#0f1b33}
`;

/** The badge script for one listing and design (no item: a script that draws nothing). */
export function badgeScript(hash: string, type: BadgeType, item: (BadgeItem & { url: string; imageUrl: string }) | null): string {
  if (!item) return `/* IronScore badge ${hash}: no published listing */\n`;
  const data = { hash, type, name: item.name, url: item.url, image: item.imageUrl, rank: item.rank, rating: item.rating, kind: item.type };
  return `/* IronScore verified badge — ${item.type} "${item.name.replace(/\*\//g, '')}", design ${type} */
(function () {
  var d = ${jsonForScript(data)};
  var css = ${jsonForScript(STYLES)};
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  function stars(r) { var full = Math.round(r); var s = ''; for (var i = 1; i <= 5; i++) s += i <= full ? '\\u2605' : '\\u2606'; return s; }
  function draw(host) {
    if (host.getAttribute('data-ironscore-drawn') === '1') return;
    var want = host.getAttribute('data-badge-type');
    if (want && want !== String(d.type)) return;
    host.setAttribute('data-ironscore-drawn', '1');
    var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
    var style = el('style'); style.textContent = css; root.appendChild(style);
    var wrap = el('div', 'd' + d.type);
    var a = el('a'); a.href = d.url; a.target = '_blank'; a.rel = 'noopener';
    a.title = d.name + ' on IronScore';
    var img = el('img'); img.src = d.image; img.alt = d.name; img.width = 52; img.height = 52;
    var rankText = d.rank > 0 ? 'Ranked #' + d.rank + ' on IronScore' : 'Verified on IronScore';
    if (d.type === 1) {
      var t = el('span', 'text');
      t.appendChild(el('span', 'brand', 'IronScore verified'));
      t.appendChild(el('span', 'name', d.name));
      t.appendChild(el('span', 'rank', rankText));
      t.appendChild(el('span', 'stars', stars(d.rating) + ' ' + d.rating.toFixed(1)));
      a.appendChild(img); a.appendChild(t);
    } else if (d.type === 2) {
      a.appendChild(img); a.appendChild(el('span', 'name', d.name));
      a.appendChild(el('span', 'rank', d.rank > 0 ? '#' + d.rank : 'Verified'));
    } else {
      a.appendChild(el('span', 'brand', 'IronScore'));
      a.appendChild(img); a.appendChild(el('span', 'name', d.name));
      a.appendChild(el('span', 'big', d.rank > 0 ? '#' + d.rank : '\\u2713'));
      a.appendChild(el('span', 'rank', d.kind === 'brand' ? 'Brand Ranking' : 'Source Ranking'));
    }
    wrap.appendChild(a); root.appendChild(wrap);
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
    const body = badgeScript(
      hash,
      type,
      item && {
        ...item,
        url: `${config.siteUrl}/${item.type}/${item.slug}`,
        imageUrl: storage.url(`${item.type}s/profile`, item.image),
      },
    );
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .send(body);
  });
}
