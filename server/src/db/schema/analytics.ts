/** Site analytics: one row per navigation the shell reports (spec/3 §2.2), first-party collector. */
import { bigint, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdDate } from './columns';

/**
 * A page view of the site (any route), as reported by the shell's analytics adapter on each
 * navigation. Not the item views of Set_PageViews (page_views, which feed total_views).
 */
export const sitePageViews = pgTable(
  'site_page_views',
  {
    view_id: bigint('view_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Pathname and query of the page, at most 512 characters. */
    path: varchar('path', { length: 512 }).notNull(),
    /** The page the visitor came from (a path of the site or an external URL), or ''. */
    referrer: varchar('referrer', { length: 512 }).notNull().default(''),
    /** Hash of the client address, for counting visitors; never the address itself. */
    visitor_hash: varchar('visitor_hash', { length: 64 }).notNull().default(''),
    created_date: createdDate(),
  },
  (t) => [index('site_page_views_created_idx').on(t.created_date.desc()), index('site_page_views_path_idx').on(t.path, t.created_date.desc())],
);
