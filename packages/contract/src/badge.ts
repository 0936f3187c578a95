/**
 * The verified badge (spec/3 §1, §3): three designs (types 1, 2, 3) embedded on the business's
 * own site by a script referenced by the listing's badge hash (`badgeCode` of the dashboards) and
 * a badge type. The server serves the script at BADGE_SCRIPT_PATH and detects the badge by the
 * marker attribute; mfe-business shows `badgeSnippet(...)` as the code to copy.
 */
export const BADGE_TYPES = [1, 2, 3] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** What a badge shows: the item's name, image and rank. */
export interface Badge {
  badge_type: BadgeType;
  badge_code: string;
  item_name: string;
  item_image: string;
  item_rank: number;
}

/** Path of the badge script on the API host: /badge/{hash}/{type}.js */
export const BADGE_SCRIPT_PATH = '/badge/:hash/:type.js';
export const badgeScriptPath = (hash: string, type: BadgeType): string =>
  `/badge/${encodeURIComponent(hash)}/${type}.js`;

/** The attribute the badge check looks for on the business's page. */
export const BADGE_MARKER_ATTRIBUTE = 'data-ironscore-badge';

/** The HTML the business places on its site. `apiBase` is the API host, e.g. https://api.example.com. */
export function badgeSnippet(apiBase: string, hash: string, type: BadgeType): string {
  const base = apiBase.replace(/\/+$/, '');
  return (
    `<div ${BADGE_MARKER_ATTRIBUTE}="${hash}" data-badge-type="${type}"></div>` +
    `<script async src="${base}${badgeScriptPath(hash, type)}"></script>`
  );
}
