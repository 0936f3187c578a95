/**
 * The business areas (spec/3 §2.5–§2.7, §7): dashboards, setup and account edit, received reviews,
 * brand products, official sellers and site screenshots. Every call acts on the signed-in
 * account's own listing only (requireOwner reads the account and its listing fresh from the
 * database); setup and account edits wait for a manager (listings/submissions.ts).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MSG,
  PRODUCT_FEATURE_KEYS,
  isBlankHtml,
  isUploadValue,
  type BrandAccount,
  type BrandDashboard,
  type BrandProduct,
  type ProductFeatures,
  type SetupCountry,
  type SourceAccount,
  type SourceDashboard,
  type UploadValue,
  type BadgeView,
} from '@ironscore/contract';
import {
  brandOfficialResellers,
  continents,
  countries,
  DEFAULT_IMAGE,
  paymentMethods,
  productCategories,
  products,
  reviews,
  siteScreenshots,
  sourceCategories,
  sources,
  type ListingSubmissionData,
} from '../db/schema';
import type { Db } from '../db/client';
import { sanitizeHtml } from '../lib/sanitize';
import { deleteImage, deleteReplacedImages, processImage, storeImage } from '../storage/images';
import { CallFailure, fail, ok, type CallContext, type Handler } from './types';
import { paging } from './catalog-lib/format';
import { itemReviewPage, selectReviewRows, toReceivedBrandReview, toReceivedProductReview, toReceivedSourceReview, withComments } from './catalog-lib/reviews-read';
import { isUniqueViolation, type Tx } from '../db/executor';
import { fullFeatures } from './products';
import { folders, requireOwner, type BusinessType, type ListingRow, type OwnerContext } from '../listings/listing';
import { badgeViewOf } from '../badges/script';
import { enqueueBadgeCheck } from '../badges/jobs';
import type { Config } from '../config';
import type { Storage } from '../storage/types';
import { submitListing } from '../listings/submissions';
import { slugify } from '../auth/business-accounts';
import { withAggregates } from '../aggregates';
import { hitLimit } from '../limits/store';

/** Longest description (HTML) and list accepted from a setup or edit. */
export const MAX_DESCRIPTION_HTML = 10_000;
export const MAX_COUNTRY_IDS = 300;

// ------------------------------------------------------------------ options of the wizards

interface SetupOptions {
  payment_methods: { payment_method_id: number; payment_method_name: string; payment_method_image: string }[];
  countries: SetupCountry[];
  source_categories: { category_id: number; category_name: string }[];
}

/** Reference lists of the wizards and account tabs (staff-edited; the dashboards' answers are kept by the API cache, invalidated by their tables). */
async function setupOptions(db: Db): Promise<SetupOptions> {
  const [pm, co, cat] = await Promise.all([
      db
        .select({ payment_method_id: paymentMethods.payment_method_id, payment_method_name: paymentMethods.payment_method_name, payment_method_image: paymentMethods.payment_method_image })
        .from(paymentMethods)
        .orderBy(asc(paymentMethods.sort_order), asc(paymentMethods.payment_method_id)),
      db
        .select({
          country_id: countries.country_id,
          country_name: countries.country_name,
          country_image: countries.country_image,
          continent_id: continents.continent_id,
          continent_name: continents.continent_name,
        })
        .from(countries)
        .innerJoin(continents, eq(continents.continent_id, countries.continent_id))
        .orderBy(asc(continents.continent_name), asc(countries.country_name)),
      db
        .select({ category_id: sourceCategories.category_id, category_name: sourceCategories.category_name })
        .from(sourceCategories)
        .orderBy(asc(sourceCategories.sort_order), asc(sourceCategories.category_id)),
    ]);
  return { payment_methods: pm, countries: co, source_categories: cat };
}

const flag = (n: number) => (n === 1 ? 1 : 0) as 0 | 1;
const ids = (list: readonly number[]) => list.map(String);

// ------------------------------------------------------------------ dashboards and accounts

/** What both dashboards show alike: the listing's counters, its badge, the account's picture and approval. */
function dashboardCommon(owner: OwnerContext) {
  const l = owner.listing;
  return {
    all_reviews: l.total_review,
    bad_reviews: l.bad_review,
    all_comments: l.total_comment,
    all_messages: owner.conversations,
    all_favourited: l.total_favourite,
    ranking: l.ranked,
    total_views: l.total_views,
    badgeCode: l.badge_hash,
    user: { user_profile_image: owner.user.user_profile_image },
    approval: owner.approval,
  };
}

export const Get_SourceDashboard: Handler<'Get_SourceDashboard'> = async ({ db, requireUser }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'source', { conversations: true });
  const options = await setupOptions(db);
  const l = owner.listing;
  const dashboard: SourceDashboard = {
    ...dashboardCommon(owner),
    source_setup_status: flag(l.setup_status),
    source_status: flag(l.status),
    source_verification_status: flag(l.verification_status),
    source_name: l.name,
    source_slug_url: l.slug,
    source_profile_image: owner.view.profile_image,
    source_website: owner.view.website,
    payment_methods: options.payment_methods,
    countries: options.countries,
    source_categories: options.source_categories,
  };
  return ok(dashboard);
};

export const Get_BrandDashboard: Handler<'Get_BrandDashboard'> = async ({ db, requireUser }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'brand', { conversations: true });
  const options = await setupOptions(db);
  const l = owner.listing;
  const dashboard: BrandDashboard = {
    ...dashboardCommon(owner),
    brand_setup_status: flag(l.setup_status),
    brand_status: flag(l.status),
    brand_verification_status: flag(l.verification_status),
    countries: options.countries,
    brand_name: l.name,
    brand_slug_url: l.slug,
    brand_profile_image: owner.view.profile_image,
    brand_website: owner.view.website,
  };
  return ok(dashboard);
};

async function countryName(db: Db, countryId: number | null): Promise<string> {
  if (!countryId) return '';
  const [row] = await db.select({ name: countries.country_name }).from(countries).where(eq(countries.country_id, countryId)).limit(1);
  return row?.name ?? '';
}

/** The badge of the owner's listing as submitted (the preview of the Badge tab and the wizard). */
const ownBadge = (type: BusinessType, v: ListingRow, config: Config, storage: Storage): BadgeView =>
  badgeViewOf(v.badge_hash, { type, name: v.name, slug: v.slug, image: v.profile_image, rank: v.ranked, rating: v.rating }, config.siteUrl, storage);

export const Get_SourceToken: Handler<'Get_SourceToken'> = async ({ db, requireUser, config, storage }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'source');
  const v = owner.view;
  const account: SourceAccount = {
    source_id: v.id,
    source_slug_url: v.slug,
    source_name: v.name,
    source_email: v.email,
    source_website: v.website,
    source_since: v.since ? String(v.since) : '',
    source_country: await countryName(db, v.country_id),
    source_avg_delivery_time: v.avg_delivery_time ?? '',
    source_description: v.description,
    source_profile_image: v.profile_image,
    source_site_image: v.site_image,
    source_payment_types: ids(v.payment_methods),
    source_delivery_countries: ids(v.delivery_countries),
    source_restricted_countries: ids(v.restricted_countries),
    category_id: v.category_id ?? 0,
    badgeCode: v.badge_hash,
    badge: ownBadge('source', v, config, storage),
    ranking: v.ranked,
    source_verification_status: flag(v.verification_status),
    approval: owner.approval,
  };
  return ok(account);
};

async function officialSellers(db: Db, brandId: number) {
  return db
    .select({ source_id: sources.source_id, source_name: sources.source_name })
    .from(brandOfficialResellers)
    .innerJoin(sources, eq(sources.source_id, brandOfficialResellers.source_id))
    .where(eq(brandOfficialResellers.brand_id, brandId))
    .orderBy(asc(sources.source_name));
}

export const Get_BrandToken: Handler<'Get_BrandToken'> = async ({ db, requireUser, config, storage }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'brand');
  const v = owner.view;
  const [options, sellers] = await Promise.all([setupOptions(db), officialSellers(db, v.id)]);
  const account: BrandAccount = {
    brand_id: v.id,
    brand_slug_url: v.slug,
    brand_name: v.name,
    brand_email: v.email,
    brand_website: v.website,
    brand_since: v.since ? String(v.since) : '',
    brand_country: await countryName(db, v.country_id),
    brand_description: v.description,
    brand_profile_image: v.profile_image,
    brand_site_image: v.site_image,
    brand_delivery_countries: ids(v.delivery_countries),
    brand_restricted_countries: ids(v.restricted_countries),
    countries: options.countries,
    ranking: v.ranked,
    badgeCode: v.badge_hash,
    badge: ownBadge('brand', v, config, storage),
    brand_verification_status: flag(v.verification_status),
    brand_offical_resellers: sellers,
    approval: owner.approval,
  };
  return ok(account);
};

// ------------------------------------------------------------------ setup and account edit

interface SetupInput {
  main_logo: { field: string; value: UploadValue | string | undefined; missing: string };
  site_image: { field: string; value: UploadValue | string | undefined; missing: string };
  country: { field: string; value: string; message: string };
  since: string;
  description: { field: string; value: string; message: string };
  website: string;
  email: string;
  ship: { value: number[]; message: string };
  cannotShip: { value: number[]; message: string };
  /** Sources. */
  category?: { value: number; message: string };
  deliveryTime?: string;
  paymentMethods?: { value: number[]; message: string };
}

const failField = (field: string, message: string): never => {
  throw new CallFailure(message, { [field]: message });
};

async function existingIds(db: Db, what: 'countries' | 'payment_methods', list: number[]): Promise<boolean> {
  const unique = [...new Set(list)];
  if (unique.length === 0) return false;
  const column = what === 'countries' ? countries.country_id : paymentMethods.payment_method_id;
  const tableOf = what === 'countries' ? countries : paymentMethods;
  const rows = await db.select({ id: column }).from(tableOf).where(inArray(column, unique));
  return rows.length === unique.length;
}

/** The country of the picker: its id, or its name (case-insensitive). */
async function countryIdOf(db: Db, value: string): Promise<number | null> {
  const where = /^\d+$/.test(value) ? eq(countries.country_id, Number(value)) : sql`lower(${countries.country_name}) = lower(${value})`;
  const [row] = await db.select({ id: countries.country_id }).from(countries).where(where).limit(1);
  return row?.id ?? null;
}

interface StoredUpload {
  folder: string;
  name: string;
}

/**
 * An image of the setup: a new upload (processed and stored now), or a stored file name the owner
 * may use (the listing's current or pending image, or — for the site image — a screenshot this
 * account took), or nothing (then the current image, when there is one).
 */
async function resolveImage(
  ctx: CallContext<'Set_SourceSetup' | 'Set_BrandSetup'>,
  owner: OwnerContext,
  which: 'profile' | 'site',
  spec: SetupInput['main_logo'],
  stored: StoredUpload[],
): Promise<string> {
  const type = owner.listing.type;
  const folder = folders(type)[which];
  const current = which === 'profile' ? [owner.listing.profile_image, owner.view.profile_image] : [owner.listing.site_image, owner.view.site_image];
  const value = spec.value;
  if (value !== undefined && isUploadValue(value)) {
    const processed = await processImage(value);
    if (!processed.ok) return failField(spec.field, processed.message);
    await storeImage(ctx.storage, folder, processed);
    stored.push({ folder, name: processed.name });
    return processed.name;
  }
  const name = typeof value === 'string' ? value.trim() : '';
  if (name) {
    if (name !== DEFAULT_IMAGE && current.includes(name)) return name;
    if (which === 'site') {
      const [shot] = await ctx.db
        .select({ id: siteScreenshots.screenshot_id })
        .from(siteScreenshots)
        .where(and(eq(siteScreenshots.user_id, owner.user.user_id), eq(siteScreenshots.business_type, type), eq(siteScreenshots.file_name, name)))
        .limit(1);
      if (shot) return name;
    }
    return failField(spec.field, MSG.business.storedImageUnknown);
  }
  const fallback = current[1]!;
  if (!fallback || fallback === DEFAULT_IMAGE) return failField(spec.field, spec.missing);
  return fallback;
}

/** Checks a setup or edit and turns it into the submission's values (nothing written yet except new images). */
async function setupData(
  ctx: CallContext<'Set_SourceSetup' | 'Set_BrandSetup'>,
  owner: OwnerContext,
  input: SetupInput,
  stored: StoredUpload[],
): Promise<ListingSubmissionData> {
  const { db } = ctx;
  // The gating order of spec/3 §5.
  const profile_image = await resolveImage(ctx, owner, 'profile', input.main_logo, stored);
  const site_image = await resolveImage(ctx, owner, 'site', input.site_image, stored);
  if (input.paymentMethods) {
    const list = input.paymentMethods.value;
    if (list.length > MAX_COUNTRY_IDS || !(await existingIds(db, 'payment_methods', list))) failField('payment_methods', input.paymentMethods.message);
  }
  for (const [field, spec] of [['continents_can_ship', input.ship], ['continents_cannot_ship', input.cannotShip]] as const) {
    if (spec.value.length > MAX_COUNTRY_IDS || !(await existingIds(db, 'countries', spec.value))) failField(field, spec.message);
  }
  if (input.category) {
    const [cat] = await db.select({ id: sourceCategories.category_id }).from(sourceCategories).where(eq(sourceCategories.category_id, input.category.value)).limit(1);
    if (!cat) failField('source_category', input.category.message);
  }
  const country_id = await countryIdOf(db, input.country.value);
  if (!country_id) failField(input.country.field, input.country.message);
  const description = sanitizeHtml(input.description.value).trim();
  if (input.description.value.length > MAX_DESCRIPTION_HTML) failField(input.description.field, MSG.validation.textTooLong);
  if (!description || isBlankHtml(description)) failField(input.description.field, input.description.message);
  return {
    email: input.email || owner.view.email,
    website: input.website || owner.view.website,
    since: Number(input.since),
    country_id: country_id!,
    description,
    profile_image,
    site_image,
    delivery_countries: [...new Set(input.ship.value)],
    restricted_countries: [...new Set(input.cannotShip.value)],
    ...(input.category ? { category_id: input.category.value } : {}),
    ...(input.deliveryTime !== undefined ? { avg_delivery_time: input.deliveryTime } : {}),
    ...(input.paymentMethods ? { payment_methods: [...new Set(input.paymentMethods.value)] } : {}),
  };
}

async function saveSetup(
  ctx: CallContext<'Set_SourceSetup' | 'Set_BrandSetup'>,
  type: BusinessType,
  input: SetupInput,
  extra?: (tx: Tx, owner: OwnerContext) => Promise<void>,
): Promise<{ owner: OwnerContext; data: ListingSubmissionData }> {
  const owner = await requireOwner(ctx.db, ctx.requireUser().user_id, type);
  const stored: StoredUpload[] = [];
  try {
    const data = await setupData(ctx, owner, input, stored);
    await ctx.db.transaction(async (tx) => {
      await submitListing(tx, owner.listing, owner.user.user_id, data);
      if (extra) await extra(tx, owner);
      // The badge is checked by the job queue once this commits (any instance).
      await enqueueBadgeCheck(tx, type, owner.listing.id);
    });
    return { owner, data };
  } catch (err) {
    await Promise.all(stored.map((f) => deleteImage(ctx.storage, f.folder, f.name).catch(() => undefined)));
    throw err;
  }
}

export const Set_SourceSetup: Handler<'Set_SourceSetup'> = async (ctx) => {
  const p = ctx.payload;
  const S = MSG.sourceSetup;
  const { owner, data } = await saveSetup(ctx, 'source', {
    main_logo: { field: 'source_main_logo', value: p.source_main_logo, missing: S.logo },
    site_image: { field: 'source_site_logo_file', value: p.source_site_logo_file, missing: S.externalView },
    paymentMethods: { value: p.payment_methods, message: S.paymentMethods },
    ship: { value: p.continents_can_ship, message: S.shipTo },
    cannotShip: { value: p.continents_cannot_ship, message: S.cannotShipTo },
    category: { value: p.source_category, message: S.category },
    country: { field: 'source_country', value: p.source_country, message: S.country },
    since: p.source_since,
    deliveryTime: p.source_delivery_time,
    description: { field: 'source_description', value: p.source_description, message: S.description },
    website: p.source_website ?? '',
    email: p.source_email ?? '',
  });
  return ok(
    { source_name: owner.listing.name, source_profile_image: data.profile_image, ranking: owner.listing.ranked },
    { message: MSG.informationUpdated },
  );
};

/** A brand's first setup without the wizard's list: the Official Sellers page must hold one already. */
async function requireOfficialSeller(tx: Tx, brandId: number): Promise<void> {
  const [row] = await tx.select({ id: brandOfficialResellers.source_id }).from(brandOfficialResellers).where(eq(brandOfficialResellers.brand_id, brandId)).limit(1);
  if (!row) throw new CallFailure(MSG.brandSetup.officialSellers, { brand_offical_resellers: MSG.brandSetup.officialSellers });
}

/** Replaces the brand's official sellers with the wizard's list (published sources only). */
async function setOfficialSellers(tx: Tx, brandId: number, sourceIds: readonly number[]): Promise<void> {
  const unique = [...new Set(sourceIds)];
  if (unique.length) {
    const found = await tx.select({ id: sources.source_id }).from(sources).where(and(inArray(sources.source_id, unique), eq(sources.source_status, 1)));
    if (found.length !== unique.length) throw new CallFailure(MSG.business.sellerNotFound, { brand_offical_resellers: MSG.business.sellerNotFound });
  }
  await tx.delete(brandOfficialResellers).where(eq(brandOfficialResellers.brand_id, brandId));
  if (unique.length) await tx.insert(brandOfficialResellers).values(unique.map((source_id) => ({ brand_id: brandId, source_id })));
}

export const Set_BrandSetup: Handler<'Set_BrandSetup'> = async (ctx) => {
  const p = ctx.payload;
  const B = MSG.brandSetup;
  const { owner, data } = await saveSetup(
    ctx,
    'brand',
    {
      main_logo: { field: 'brand_main_logo', value: p.brand_main_logo, missing: B.logo },
      site_image: { field: 'brand_site_logo_file', value: p.brand_site_logo_file, missing: B.externalView },
      ship: { value: p.continents_can_ship, message: B.shipTo },
      cannotShip: { value: p.continents_cannot_ship, message: B.cannotShipTo },
      country: { field: 'brand_country', value: p.brand_country, message: B.country },
      since: p.brand_since,
      description: { field: 'brand_description', value: p.brand_description, message: B.description },
      website: p.brand_website ?? '',
      email: p.brand_email ?? '',
    },
    // The wizard's official sellers (step 5) are the same list as the Official Sellers page, which
    // changes at once; the account edit does not send the field. A first setup needs at least one
    // (spec/3 §4: step 5 moves on only with its data): the contract refuses an empty list, and a
    // setup without the field needs sellers already on the list.
    (tx, owner) =>
      p.brand_offical_resellers !== undefined
        ? setOfficialSellers(tx, owner.listing.id, p.brand_offical_resellers)
        : owner.listing.setup_status === 1
          ? Promise.resolve()
          : requireOfficialSeller(tx, owner.listing.id),
  );
  return ok(
    { brand_name: owner.listing.name, brand_profile_image: data.profile_image, ranking: owner.listing.ranked },
    { message: MSG.informationUpdated },
  );
};

// ------------------------------------------------------------------ received reviews

export const Get_SourceReviewPaginationToken: Handler<'Get_SourceReviewPaginationToken'> = async ({ db, payload, requireUser }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'source');
  const { limit, offset } = paging(payload.limit, payload.offset);
  const { data, total } = await itemReviewPage(db, 'source', owner.listing.id, limit, offset, toReceivedSourceReview);
  return ok(data, { totalData: total });
};

export const Get_BrandReviewPaginationToken: Handler<'Get_BrandReviewPaginationToken'> = async ({ db, payload, requireUser }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'brand');
  const { limit, offset } = paging(payload.limit, payload.offset);
  const { data, total } = await itemReviewPage(db, 'brand', owner.listing.id, limit, offset, toReceivedBrandReview);
  return ok(data, { totalData: total });
};

// ------------------------------------------------------------------ official sellers

export const Get_BrandOfficalSellerList: Handler<'Get_BrandOfficalSellerList'> = async ({ db, requireUser }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'brand');
  return ok(await officialSellers(db, owner.listing.id));
};

export const Set_BrandOfficalSellerUpdate: Handler<'Set_BrandOfficalSellerUpdate'> = async ({ db, payload, requireUser }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'brand');
  const brandId = owner.listing.id;
  if (payload.type === 'insert') {
    const [source] = await db
      .select({ id: sources.source_id })
      .from(sources)
      .where(and(eq(sources.source_id, payload.source_id), eq(sources.source_status, 1)))
      .limit(1);
    if (!source) return fail(MSG.business.sellerNotFound);
    try {
      await db.insert(brandOfficialResellers).values({ brand_id: brandId, source_id: payload.source_id });
    } catch (err) {
      if (isUniqueViolation(err)) return fail(MSG.business.sellerAlreadyAdded);
      throw err;
    }
  } else {
    const removed = await db
      .delete(brandOfficialResellers)
      .where(and(eq(brandOfficialResellers.brand_id, brandId), eq(brandOfficialResellers.source_id, payload.source_id)))
      .returning({ id: brandOfficialResellers.source_id });
    if (!removed.length) return fail(MSG.business.sellerNotFound);
  }
  return ok(null, { message: MSG.success.transactionSuccessful });
};

// ------------------------------------------------------------------ brand products

/** Reviews shown per product in the product reviews modal (newest first). */
export const PRODUCT_REVIEWS_SHOWN = 50;

export const Get_BrandProductsPaginationToken: Handler<'Get_BrandProductsPaginationToken'> = async ({ db, payload, requireUser }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'brand');
  const brandId = owner.listing.id;
  const { limit, offset } = paging(payload.limit, payload.offset);
  let q = db
    .select({
      product_id: products.product_id,
      category_id: products.category_id,
      category_name: productCategories.category_name,
      product_name: products.product_name,
      product_slug_url: products.product_slug_url,
      product_description: products.product_description,
      product_image: products.product_image,
      product_type: products.product_type,
      product_status: products.product_status,
      product_features: products.product_features,
      total_review: products.total_review,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.category_id, products.category_id))
    .where(eq(products.brand_id, brandId))
    .orderBy(desc(products.product_id))
    .$dynamic();
  if (limit !== null) q = q.limit(limit);
  if (offset) q = q.offset(offset);
  const [rows, [total]] = await Promise.all([
    q,
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.brand_id, brandId)),
  ]);
  const productIds = rows.map((r) => r.product_id);
  const reviewRows = productIds.length
    ? await selectReviewRows(
        db,
        'product',
        and(eq(reviews.review_type, 'product'), inArray(reviews.product_id, productIds), eq(reviews.review_status, 1))!,
        { limit: PRODUCT_REVIEWS_SHOWN * productIds.length },
      )
    : [];
  const received = await withComments(db, reviewRows, toReceivedProductReview);
  const byProduct = new Map<number, typeof received>();
  for (const r of received) {
    const list = byProduct.get(r.product_id) ?? [];
    if (list.length < PRODUCT_REVIEWS_SHOWN) list.push(r);
    byProduct.set(r.product_id, list);
  }
  const data: BrandProduct[] = rows.map((r) => ({
    product_id: r.product_id,
    category_id: r.category_id ?? 0,
    category_name: r.category_name ?? '',
    total_review: r.total_review,
    product_name: r.product_name,
    product_slug_url: r.product_slug_url,
    product_description: r.product_description,
    product_image: r.product_image,
    product_type: r.product_type,
    product_status: r.product_status === 1 ? '1' : '0',
    product_features: fullFeatures(r.product_features),
    reviews: byProduct.get(r.product_id) ?? [],
  }));
  return ok(data, { totalData: Number(total?.n ?? 0) });
};

/** brands.total_product and product_categories.product_count of the touched categories (active products). */
async function freeProductSlug(tx: Tx, brandId: number, name: string): Promise<string> {
  const base = slugify(name);
  const rows = await tx
    .select({ slug: products.product_slug_url })
    .from(products)
    .where(and(eq(products.brand_id, brandId), sql`(${products.product_slug_url} = ${base} or ${products.product_slug_url} like ${`${base}-%`})`));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Upload folder of product images. */
const PRODUCT_FOLDER = 'brands/products';

/** Whether a product still shows this image (seed products share theirs). */
const productImageUsed = (db: Db) => async (image: { name: string }) =>
  (await db.select({ id: products.product_id }).from(products).where(eq(products.product_image, image.name)).limit(1)).length > 0;

/** Longest product name (the column holds 160). */
export const MAX_PRODUCT_NAME = 160;

export const Set_BrandProductSave: Handler<'Set_BrandProductSave'> = async (ctx) => {
  const { db, payload, storage } = ctx;
  const owner = await requireOwner(db, ctx.requireUser().user_id, 'brand');
  const brandId = owner.listing.id;
  const fieldBlank = MSG.validation.fieldBlank;

  const name = payload.product_name.replace(/\s+/g, ' ').trim();
  if (name.length > MAX_PRODUCT_NAME) return fail(MSG.validation.textTooLong, { errors: { product_name: MSG.validation.textTooLong } });
  const description = sanitizeHtml(payload.product_description).trim();
  if (payload.product_description.length > MAX_DESCRIPTION_HTML) return fail(MSG.validation.textTooLong, { errors: { product_description: MSG.validation.textTooLong } });
  if (!description || isBlankHtml(description)) return fail(fieldBlank, { errors: { product_description: fieldBlank } });
  const [category] = await db.select({ id: productCategories.category_id }).from(productCategories).where(eq(productCategories.category_id, payload.category_id)).limit(1);
  if (!category) return fail(fieldBlank, { errors: { category_id: fieldBlank } });

  let existing: { category_id: number | null; product_features: Record<string, unknown> } | undefined;
  if (payload.product_id) {
    [existing] = await db
      .select({ category_id: products.category_id, product_features: products.product_features })
      .from(products)
      .where(and(eq(products.product_id, payload.product_id), eq(products.brand_id, brandId)))
      .limit(1);
    if (!existing) return fail(MSG.business.productNotFound);
  }

  let imageName: string | null = null;
  if (payload.product_image) {
    const processed = await processImage(payload.product_image);
    if (!processed.ok) return fail(processed.message, { errors: { product_image: processed.message } });
    await storeImage(storage, PRODUCT_FOLDER, processed);
    imageName = processed.name;
  }
  const features: ProductFeatures = fullFeatures({ ...(existing?.product_features ?? {}), ...(payload.product_features ?? {}) });
  const values = {
    category_id: payload.category_id,
    product_name: name,
    product_description: description,
    product_type: payload.product_type,
    product_status: payload.product_status === '1' ? 1 : 0,
    product_features: Object.fromEntries(PRODUCT_FEATURE_KEYS.map((k) => [k, features[k]])),
    ...(imageName ? { product_image: imageName } : {}),
  };
  try {
    const categories = [payload.category_id, ...(existing?.category_id ? [existing.category_id] : [])];
    const { productId, replaced } = await db.transaction((tx) =>
      // The brand's and the categories' product counts (contract: src/aggregates).
      withAggregates(tx, { brandProducts: [brandId], categoryProducts: categories }, async () => {
        if (existing) {
          const where = and(eq(products.product_id, payload.product_id), eq(products.brand_id, brandId));
          // The image a new one replaces, read under the row lock.
          const [before] = imageName ? await tx.select({ image: products.product_image }).from(products).where(where).for('update') : [];
          await tx.update(products).set({ ...values, updated_date: new Date() }).where(where);
          return { productId: payload.product_id, replaced: before ? [{ folder: PRODUCT_FOLDER, name: before.image }] : [] };
        }
        const [row] = await tx
          .insert(products)
          .values({ ...values, brand_id: brandId, product_slug_url: await freeProductSlug(tx, brandId, name) })
          .returning({ id: products.product_id });
        return { productId: row!.id, replaced: [] };
      }),
    );
    // Committed: the replaced image goes unless another product still shows it (shared seed images).
    await deleteReplacedImages(storage, replaced, productImageUsed(db), ctx.log);
    return ok({ product_id: productId }, { message: MSG.success.productSaved });
  } catch (err) {
    if (imageName) await deleteImage(storage, PRODUCT_FOLDER, imageName).catch(() => undefined);
    throw err;
  }
};

export const Set_BrandProductDelete: Handler<'Set_BrandProductDelete'> = async ({ db, payload, requireUser, storage, log }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'brand');
  const brandId = owner.listing.id;
  const [product] = await db
    .select({ id: products.product_id, category_id: products.category_id, image: products.product_image })
    .from(products)
    .where(and(eq(products.product_id, payload.product_id), eq(products.brand_id, brandId)))
    .limit(1);
  if (!product) return fail(MSG.business.productNotFound);
  // Authors of the product's reviews and of their comments lose what those earned (karma, counters).
  const people = await db.execute<{ user_id: number }>(sql`
    select r.user_id from reviews r where r.review_type = 'product' and r.product_id = ${product.id}
    union select c.user_id from review_comments c join reviews r on r.rating_id = c.rating_id
    where r.review_type = 'product' and r.product_id = ${product.id}`);
  const touched = {
    brandProducts: [brandId],
    categoryProducts: product.category_id ? [product.category_id] : [],
    users: people.rows.map((r) => Number(r.user_id)),
  };
  const deleted = await db.transaction((tx) =>
    withAggregates(tx, touched, async () => {
      await tx.execute(sql`delete from page_views where view_type = 'brand_product' and parent_id = ${product.id}`);
      const gone = await tx
        .delete(products)
        .where(and(eq(products.product_id, product.id), eq(products.brand_id, brandId)))
        .returning({ id: products.product_id });
      return gone.length > 0;
    }),
  );
  if (!deleted) return fail(MSG.business.productNotFound);
  await deleteReplacedImages(storage, [{ folder: PRODUCT_FOLDER, name: product.image }], productImageUsed(db), log);
  return ok(null, { message: MSG.success.productDeleted });
};

// ------------------------------------------------------------------ site screenshots

/** Screenshots one account may take per 10 minutes. */
export const SCREENSHOTS_PER_10_MIN = 10;

export const Get_SiteScreenshot: Handler<'Get_SiteScreenshot'> = async (ctx) => {
  const { db, payload, storage, services } = ctx;
  const me = ctx.requireUser();
  const type = payload.type as BusinessType;
  const [account] = (await db.execute<{ user_type: string }>(sql`select user_type from users where user_id = ${me.user_id}`)).rows;
  if (!account) throw new CallFailure(MSG.sessionExpired, undefined, true);
  if (account.user_type !== type) return fail(MSG.business.onlyBusiness);
  if (!(await hitLimit(db, `screenshot:${me.user_id}`, SCREENSHOTS_PER_10_MIN, 10 * 60_000)).allowed) return fail(MSG.request.rateLimited);
  if (!services.screenshots) return fail(MSG.screenshotFailure);
  const shot = await services.screenshots.capture(payload.website_url);
  if (!shot.ok) {
    ctx.log.info({ url: payload.website_url, reason: shot.reason, blocked: shot.blocked }, 'screenshot refused or failed');
    return fail(shot.busy ? MSG.business.screenshotBusy : MSG.screenshotFailure);
  }
  const processed = await processImage({ filename: 'screenshot.png', mimetype: 'image/png', data: shot.image });
  if (!processed.ok) return fail(MSG.screenshotFailure);
  const folder = folders(type).site;
  await storeImage(storage, folder, processed);
  await db.insert(siteScreenshots).values({ user_id: me.user_id, business_type: type, file_name: processed.name, website_url: payload.website_url.slice(0, 500) });
  return ok({ screenshot: processed.name });
};

