/**
 * The deterministic seed generator: builds every row of the seed in memory (plain objects whose
 * keys are the column names) from a fixed PRNG seed and a reference "now". Same scale + same now
 * → identical rows. Aggregate columns are NOT filled here; they are computed in SQL after the
 * inserts (src/aggregates/formulas.ts), so they always agree with the rows.
 */
import { DELIVERY_TIMES, REPORT_REASONS } from '@ironscore/contract';
import { CONTINENTS, COUNTRIES } from './countries';
import {
  BRAND_OWNER,
  DEMO_BRAND,
  DEMO_MEMBER,
  DEMO_PROMO,
  DEMO_SOURCE,
  MANAGER,
  SOURCE_OWNER,
  SYSTEM_USER,
  UNCLAIMED_BRAND,
  UNCLAIMED_SOURCE,
  UNVERIFIED_MEMBER,
} from './fixed-accounts';
import { IMAGE_POOLS, flagFile, imageName, paymentMethodFile } from './images';
import { Rng } from './prng';
import { generatePriceHistory } from './price-history';
import { generalSettingsSeed, PAGES_SEED, RANKS_SEED } from './site-content';
import {
  BRAND_FIRST,
  BRAND_SECOND,
  brandDescription,
  COMMUNITY_TOPICS,
  commentText,
  FIRST_NAMES,
  HANDLE_WORDS,
  HASHTAGS,
  LAST_NAMES,
  NEWS_CATEGORIES,
  newsContent,
  ownerReplyText,
  PAYMENT_METHODS,
  pollFor,
  postText,
  PRODUCT_CATEGORIES,
  PRODUCT_VARIANTS,
  productDescription,
  reviewText,
  slugify,
  SOURCE_CATEGORIES,
  SOURCE_ENDINGS,
  SOURCE_PREFIXES,
  SOURCE_SUFFIXES,
  sourceDescription,
} from './words';

export type SeedScale = 'full' | 'test';
export type Row = Record<string, unknown>;

export const SEED = 0x1205c0de;

interface ScaleConfig {
  users: number;
  sources: number;
  claimedSources: number;
  brands: number;
  claimedBrands: number;
  products: number;
  sourceReviews: number;
  brandReviews: number;
  productReviews: number;
  usefulMean: number;
  promos: number;
  news: number;
  communities: number;
  posts: number;
  postCommentsMean: number;
  likesMean: number;
  pollVotesMean: number;
  followsMean: number;
  favouritesMean: number;
  threads: number;
}

export const SCALES: Record<SeedScale, ScaleConfig> = {
  full: {
    users: 2000,
    sources: 2000,
    claimedSources: 400,
    brands: 500,
    claimedBrands: 150,
    products: 5000,
    sourceReviews: 25000,
    brandReviews: 10000,
    productReviews: 15000,
    usefulMean: 1.6,
    promos: 300,
    news: 200,
    communities: 300,
    posts: 50000,
    postCommentsMean: 1,
    likesMean: 4.6,
    pollVotesMean: 6,
    followsMean: 16,
    favouritesMean: 4,
    threads: 250,
  },
  test: {
    users: 80,
    sources: 60,
    claimedSources: 12,
    brands: 30,
    claimedBrands: 8,
    products: 120,
    sourceReviews: 300,
    brandReviews: 120,
    productReviews: 180,
    usefulMean: 1.2,
    promos: 12,
    news: 18,
    communities: 6,
    posts: 60,
    postCommentsMean: 1.5,
    likesMean: 3,
    pollVotesMean: 4,
    followsMean: 3,
    favouritesMean: 2,
    threads: 8,
  },
};

/** The rows of every table, in insertion order. Keys are the schema's table export names. */
export interface SeedData {
  continents: Row[];
  countries: Row[];
  paymentMethods: Row[];
  sourceCategories: Row[];
  productCategories: Row[];
  newsCategories: Row[];
  ranks: Row[];
  users: Row[];
  loginLog: Row[];
  sources: Row[];
  sourcePaymentMethods: Row[];
  sourceDeliveryCountries: Row[];
  sourceRestrictedCountries: Row[];
  brands: Row[];
  brandDeliveryCountries: Row[];
  brandRestrictedCountries: Row[];
  brandOfficialResellers: Row[];
  products: Row[];
  priceOffers: Row[];
  priceHistory: Row[];
  promos: Row[];
  news: Row[];
  pages: Row[];
  generalSettings: Row[];
  reviews: Row[];
  reviewComments: Row[];
  reviewUsefulVotes: Row[];
  reviewReports: Row[];
  favourites: Row[];
  pageViews: Row[];
  messageThreads: Row[];
  chatMessages: Row[];
  communities: Row[];
  communityMembers: Row[];
  communityPosts: Row[];
  communityPostLikes: Row[];
  communityPollVotes: Row[];
  communityPostReports: Row[];
  userFollows: Row[];
  communityNotifications: Row[];
  hashtags: Row[];
  postHashtags: Row[];
  userHashtags: Row[];
}

export const TABLE_ORDER: ReadonlyArray<keyof SeedData> = [
  'continents',
  'countries',
  'paymentMethods',
  'sourceCategories',
  'productCategories',
  'newsCategories',
  'ranks',
  'users',
  'loginLog',
  'sources',
  'sourcePaymentMethods',
  'sourceDeliveryCountries',
  'sourceRestrictedCountries',
  'brands',
  'brandDeliveryCountries',
  'brandRestrictedCountries',
  'brandOfficialResellers',
  'products',
  'priceOffers',
  'priceHistory',
  'promos',
  'news',
  'pages',
  'generalSettings',
  'reviews',
  'reviewComments',
  'reviewUsefulVotes',
  'reviewReports',
  'favourites',
  'pageViews',
  'messageThreads',
  'chatMessages',
  'communities',
  'communityMembers',
  'communityPosts',
  'communityPostLikes',
  'communityPollVotes',
  'communityPostReports',
  'userFollows',
  'communityNotifications',
  'hashtags',
  'postHashtags',
  'userHashtags',
];

const DAY = 86_400_000;

/** The reference "now" of a seed run: the start of the current UTC day (stable within a day). */
export function seedNow(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Password placeholders; seedDatabase replaces them with argon2 hashes. */
export const PASSWORD_PLACEHOLDER = (password: string) => `__password__:${password}`;

interface UserInfo {
  id: number;
  created: number;
  verified: boolean;
  kind: 'system' | 'member' | 'source' | 'brand';
}

interface ItemInfo {
  id: number;
  created: number;
  owner: number;
  published: boolean;
  quality: number;
  weight: number;
}

function hash32(text: string): string {
  // FNV-1a, 4 rounds with different offsets → 32 hex chars; deterministic badge hashes.
  let out = '';
  for (let round = 0; round < 4; round++) {
    let h = (0x811c9dc5 ^ (round * 0x9e3779b9)) >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    out += h.toString(16).padStart(8, '0');
  }
  return out;
}

/** Cumulative-weight sampler. */
class Weighted {
  private readonly cumulative: number[] = [];
  private readonly total: number;
  constructor(
    private readonly ids: number[],
    weights: number[],
  ) {
    let sum = 0;
    for (const w of weights) {
      sum += w;
      this.cumulative.push(sum);
    }
    this.total = sum;
  }
  draw(rng: Rng): number {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.ids[lo];
  }
}

/**
 * What every part of the generator shares: the scale and its sizes, the one PRNG, the reference
 * time and the rows. The parts draw from the PRNG in the order generateSeedData calls them, so that
 * order is part of the data: a part moved or a draw added changes every row after it.
 */
interface SeedContext {
  scale: SeedScale;
  cfg: ScaleConfig;
  rng: Rng;
  now: Date;
  NOW: number;
  /** Six years before NOW: the system accounts, pages and hashtags. */
  longAgo: number;
  data: SeedData;
  /** An ISO timestamp, never later than a minute before NOW. */
  iso: (ms: number) => string;
  /** A whole number in [from, to) from the PRNG. */
  between: (from: number, to: number) => number;
  /** The i-th image of an image pool (cycling through the pool's size at this scale). */
  pool: (folder: keyof typeof IMAGE_POOLS, i: number) => string;
}

function seedContext(scale: SeedScale, now: Date): SeedContext {
  const rng = new Rng(SEED);
  const NOW = now.getTime();
  return {
    scale,
    cfg: SCALES[scale],
    rng,
    now,
    NOW,
    longAgo: NOW - 6 * 365 * DAY,
    data: Object.fromEntries(TABLE_ORDER.map((k) => [k, [] as Row[]])) as unknown as SeedData,
    iso: (ms: number) => isoText(Math.min(ms, NOW - 60_000)),
    between: (from: number, to: number) => from + Math.floor(rng.next() * Math.max(1, to - from)),
    pool: (folder: keyof typeof IMAGE_POOLS, i: number) => imageName(folder, i % IMAGE_POOLS[folder].count[scale]),
  };
}

/**
 * Every row of the seed, part by part (each part below fills the tables of one area and returns
 * what the later parts draw from). Same scale and same `now` → the same rows.
 */
export function generateSeedData(scale: SeedScale, now: Date = seedNow()): SeedData {
  const ctx = seedContext(scale, now);
  const geography = referenceData(ctx);
  const accounts = accountWriter(ctx, geography);
  fixedUsers(ctx, accounts);
  const sources = sourceListings(ctx, accounts, geography);
  const brands = brandListings(ctx, accounts, geography, sources.usedDomains);
  const listings = { sources: sources.sources, brands: brands.brands, publishedSources: sources.sources.filter((s) => s.published), publishedBrands: brands.brands.filter((b) => b.published) };
  officialResellers(ctx, listings);
  const people = memberAccounts(ctx, accounts);
  loginLog(ctx, accounts.users);
  const products = productsAndOffers(ctx, listings, brands.brandNameById);
  promos(ctx, listings);
  news(ctx);
  pagesAndSettings(ctx);
  reviews(ctx, people, listings, products);
  favourites(ctx, people, listings);
  pageViews(ctx, people, listings, products);
  messageThreads(ctx, people);
  const circles = communities(ctx, people);
  const posts = communityPosts(ctx, people, circles);
  communityActivity(ctx, people, circles, posts);
  priceHistory(ctx);
  precomputeCounters(ctx.data);
  precomputeCommunityAndUserCounters(ctx.data);
  return ctx.data;
}

interface Geography {
  countryIdsByContinent: Map<number, number[]>;
  /** Country ids of the countries most listings and members are in. */
  popularCountries: number[];
}

/** Continents, countries, payment methods, the categories and the ranks. */
function referenceData({ data }: SeedContext): Geography {
  CONTINENTS.forEach((c, i) => data.continents.push({ continent_id: i + 1, continent_name: c.name, continent_code: c.code }));
  const continentId = new Map(CONTINENTS.map((c, i) => [c.code, i + 1]));
  const countryIdsByContinent = new Map<number, number[]>();
  COUNTRIES.forEach((c, i) => {
    const cont = continentId.get(c.continent)!;
    data.countries.push({ country_id: i + 1, country_name: c.name, country_code: c.code, continent_id: cont, country_image: flagFile(c.code) });
    countryIdsByContinent.set(cont, [...(countryIdsByContinent.get(cont) ?? []), i + 1]);
  });
  const countryByCode = new Map(COUNTRIES.map((c, i) => [c.code, i + 1]));
  const popularCountries = ['US', 'GB', 'DE', 'NL', 'ES', 'PL', 'CA', 'AU', 'TR', 'TH', 'IN', 'CN', 'MX', 'FR', 'IT', 'SE', 'RO', 'BG', 'MD', 'UA', 'CZ', 'GR'].map(
    (c) => countryByCode.get(c)!,
  );
  PAYMENT_METHODS.forEach((name, i) =>
    data.paymentMethods.push({ payment_method_id: i + 1, payment_method_name: name, payment_method_image: paymentMethodFile(name), sort_order: i }),
  );
  SOURCE_CATEGORIES.forEach(([name, abbr], i) =>
    data.sourceCategories.push({ category_id: i + 1, category_name: name, category_abbreviation: abbr, sort_order: i }),
  );
  PRODUCT_CATEGORIES.forEach((c, i) =>
    data.productCategories.push({ category_id: i + 1, category_name: c.name, category_slug_url: slugify(c.name), category_type: c.type, sort_order: i }),
  );
  NEWS_CATEGORIES.forEach((name, i) => data.newsCategories.push({ category_id: i + 1, category_name: name, category_slug_url: slugify(name), sort_order: i }));
  RANKS_SEED.forEach((r) => data.ranks.push({ ...r }));
  return { countryIdsByContinent, popularCountries };
}

/** Writes the user rows: every account of the seed goes through `userRow`; `uniqueName` keeps the names unique. */
interface AccountWriter {
  userRow: (u: UserSpec) => Row;
  uniqueName: (base: string) => string;
  /** Every account written so far, in the order written. */
  users: UserInfo[];
  /** The next free user id (the owners of claimed listings, then the members). */
  nextUserId: number;
}

interface UserSpec {
  id: number;
  type: 'member' | 'source' | 'brand';
  name: string;
  email: string;
  password: string | null;
  verified: boolean;
  approval?: 'pending' | 'approved' | 'rejected';
  manager?: boolean;
  created: number;
  fullname: string;
}

function accountWriter({ rng, NOW, iso, between, pool }: SeedContext, { popularCountries }: Geography): AccountWriter {
  const users: UserInfo[] = [];
  // names no account may take
  const usedNames = new Set<string>(['admin', 'support']);
  const userRow = (u: UserSpec): Row => {
    usedNames.add(u.name);
    const member = u.type === 'member';
    const hasBody = member && rng.chance(0.7);
    const row: Row = {
      user_id: u.id,
      user_type: u.type,
      user_name: u.name,
      user_email: u.email,
      user_password_hash: u.password === null ? null : PASSWORD_PLACEHOLDER(u.password),
      user_verification_status: u.verified ? 1 : 0,
      user_approval_status: u.approval ?? 'approved',
      is_manager: u.manager ?? false,
      user_fullname: u.fullname,
      user_weight: hasBody ? String(rng.int(58, 125)) : '',
      user_height: hasBody ? String(rng.int(158, 201)) : '',
      user_body_fat: hasBody ? String(rng.int(7, 28)) : '',
      user_live_in: member && rng.chance(0.75) ? COUNTRIES[popularCountries[rng.int(0, popularCountries.length - 1)] - 1].name : '',
      user_bio: member && rng.chance(0.6) ? `<p>${bioText(rng)}</p>` : '',
      user_profile_image: rng.chance(0.85) ? pool('users/profile', u.id) : 'default.jpg',
      user_community_image: member && rng.chance(0.5) ? pool('users/community', u.id) : 'default.jpg',
      user_phone_number: rng.chance(0.3) ? String(rng.int(100000000, 999999999)) + String(rng.int(10, 99)) : '',
      notification_receive_message: rng.chance(0.85) ? 1 : 0,
      notification_review_comment: rng.chance(0.8) ? 1 : 0,
      notification_favorite_share: rng.chance(0.7) ? 1 : 0,
      notification_content_like: rng.chance(0.75) ? 1 : 0,
      notification_security_account: 1,
      privacy_see_profile: rng.chance(0.85) ? 'Everyone' : 'Friends',
      privacy_see_content: rng.chance(0.85) ? 'Everyone' : 'Friends',
      privacy_see_special_ads: rng.chance(0.6) ? 'Yes' : 'No',
      privacy_holiday_mode: rng.chance(0.05) ? 'Yes' : 'No',
      rank_no: u.type === 'source' ? 999 : u.type === 'brand' ? 998 : 0,
      created_date: iso(u.created),
      updated_date: iso(u.created),
      last_login_date: iso(between(Math.max(u.created, NOW - 30 * DAY), NOW)),
    };
    users.push({ id: u.id, created: u.created, verified: u.verified, kind: u.type === 'member' && u.id === 1 ? 'system' : u.type });
    return row;
  };
  const uniqueName = (base: string) => {
    let name = base.replace(/[^a-z0-9]/g, '').slice(0, 14);
    if (name.length < 3) name = `${name}fit`;
    let n = 1;
    while (usedNames.has(name)) name = `${base.replace(/[^a-z0-9]/g, '').slice(0, 11)}${++n}`;
    usedNames.add(name);
    return name;
  };
  return { userRow, uniqueName, users, nextUserId: 7 };
}

/** The system account and the fixed accounts of fixed-accounts.ts (ids 1–6). */
function fixedUsers({ data, NOW, longAgo, pool }: SeedContext, { userRow, users }: AccountWriter): void {
  data.users.push(
    userRow({ id: SYSTEM_USER.user_id, type: 'member', name: SYSTEM_USER.user_name, email: SYSTEM_USER.user_email, password: null, verified: true, created: longAgo, fullname: 'IronScore' }),
  );
  users[0].kind = 'system';
  data.users.push(
    userRow({ id: DEMO_MEMBER.user_id, type: 'member', name: DEMO_MEMBER.user_name, email: DEMO_MEMBER.user_email, password: DEMO_MEMBER.password, verified: true, created: NOW - 900 * DAY, fullname: 'Demo Lifter' }),
    userRow({ id: UNVERIFIED_MEMBER.user_id, type: 'member', name: UNVERIFIED_MEMBER.user_name, email: UNVERIFIED_MEMBER.user_email, password: UNVERIFIED_MEMBER.password, verified: false, created: NOW - 2 * DAY, fullname: 'New Member' }),
    userRow({ id: SOURCE_OWNER.user_id, type: 'source', name: SOURCE_OWNER.user_name, email: SOURCE_OWNER.user_email, password: SOURCE_OWNER.password, verified: true, created: NOW - 1500 * DAY, fullname: 'Iron Depot' }),
    userRow({ id: BRAND_OWNER.user_id, type: 'brand', name: BRAND_OWNER.user_name, email: BRAND_OWNER.user_email, password: BRAND_OWNER.password, verified: true, created: NOW - 1400 * DAY, fullname: 'Titan Labs' }),
    userRow({ id: MANAGER.user_id, type: 'member', name: MANAGER.user_name, email: MANAGER.user_email, password: MANAGER.password, verified: true, manager: true, created: longAgo + DAY, fullname: 'Site Manager' }),
  );
  // demo's profile is always complete
  Object.assign(data.users[1], { user_weight: '92', user_height: '183', user_body_fat: '14', user_live_in: 'Germany', user_bio: '<p>Powerlifter and coffee addict. Sharing honest reviews since 2021.</p>', user_profile_image: pool('users/profile', 0), user_community_image: pool('users/community', 0) });
}

interface SourceListings {
  sources: ItemInfo[];
  /** The web domains the sources took (a brand of the same name gets another). */
  usedDomains: Set<string>;
}

/** The sources (ids 1 and 2 the fixed ones), the owners of the claimed ones, their payment methods and shipping countries. */
function sourceListings({ data, cfg, rng, NOW, iso, between, pool, scale }: SeedContext, accounts: AccountWriter, { countryIdsByContinent, popularCountries }: Geography): SourceListings {
  const { userRow, uniqueName } = accounts;
  const sourceNames = new Set<string>([DEMO_SOURCE.source_name, UNCLAIMED_SOURCE.source_name]);
  const sources: ItemInfo[] = [];
  const usedDomains = new Set<string>();

  for (let id = 1; id <= cfg.sources; id++) {
    let name: string;
    if (id === 1) name = DEMO_SOURCE.source_name;
    else if (id === 2) name = UNCLAIMED_SOURCE.source_name;
    else {
      do {
        name = `${rng.pick(SOURCE_PREFIXES)}${rng.chance(0.3) ? '-' : ''}${rng.pick(SOURCE_SUFFIXES)}${rng.pick(SOURCE_ENDINGS)}`;
      } while (sourceNames.has(name));
      sourceNames.add(name);
    }
    const slug = slugify(name);
    usedDomains.add(`${slug}.example`);
    const website = `https://${slug}.example`;
    const claimed = id === 1 || (id > 2 && id <= cfg.claimedSources);
    const created = id <= 2 ? NOW - 1500 * DAY : between(NOW - 5 * 365 * DAY, NOW - 20 * DAY);
    // setup/publication of claimed listings: most complete and published
    let setup = 1;
    let status = 1;
    let verification = 0;
    if (claimed && id > 2) {
      const r = rng.next();
      if (r < 0.07) {
        setup = 0;
        status = 0;
      } else if (r < 0.12) status = 0;
      verification = status === 1 && rng.chance(0.45) ? 1 : 0;
    }
    if (id === 1) verification = 1;
    let owner: number = SYSTEM_USER.user_id;
    if (id === 1) owner = SOURCE_OWNER.user_id;
    else if (claimed) {
      owner = accounts.nextUserId++;
      const ownerCreated = businessUserCreated(rng, created);
      data.users.push(
        userRow({
          id: owner,
          type: 'source',
          name: uniqueName(slug),
          email: `owner@${slug}.example`,
          password: GENERATED,
          verified: setup === 1 || rng.chance(0.5),
          approval: setup === 0 ? 'pending' : 'approved',
          created: ownerCreated,
          fullname: name,
        }),
      );
    }
    const quality = Math.min(1, Math.max(0, 0.62 + (rng.next() - 0.5) * 0.9 + (verification ? 0.12 : 0)));
    sources.push({ id, created, owner, published: status === 1, quality, weight: Math.pow(rng.next(), 1.6) * 10 + 1.2 + (verification ? 3 : 0) });
    data.sources.push({
      source_id: id,
      user_id: owner,
      category_id: setup ? rng.int(1, SOURCE_CATEGORIES.length) : null,
      source_name: name,
      source_slug_url: slug,
      source_profile_image: setup ? logoFor('sources/profile', name, scale) : 'default.jpg',
      source_site_image: setup ? pool('sources/screenshots', id) : 'default.jpg',
      source_website: website,
      source_email: `info@${slug}.example`,
      source_description: setup ? sourceDescription(rng, name) : '',
      source_since: setup ? rng.int(2005, 2023) : null,
      source_avg_delivery_time: setup ? rng.pick(DELIVERY_TIMES) : '',
      country_id: setup ? rng.pick(popularCountries) : null,
      source_setup_status: setup,
      source_status: status,
      source_verification_status: verification,
      badge_hash: hash32(`source:${id}:${slug}`),
      badge_checked_at: verification ? iso(NOW - rng.int(1, 48) * 3_600_000) : null,
      created_date: iso(created),
      updated_date: iso(between(created, NOW)),
    });
    if (setup) {
      for (const pm of rng.sample(range(1, PAYMENT_METHODS.length), rng.int(2, 6)).sort((a, b) => a - b))
        data.sourcePaymentMethods.push({ source_id: id, payment_method_id: pm });
      const [ship, noShip] = shippingCountries(rng, countryIdsByContinent);
      for (const c of ship) data.sourceDeliveryCountries.push({ source_id: id, country_id: c });
      for (const c of noShip) data.sourceRestrictedCountries.push({ source_id: id, country_id: c });
    }
  }

  return { sources, usedDomains };
}

/** The day a claimed listing's owner signed up: within a month of the listing. */
const businessUserCreated = (rng: Rng, itemCreated: number) => itemCreated + rng.int(0, 30) * DAY;

interface BrandListings {
  brands: ItemInfo[];
  brandNameById: Map<number, string>;
}

/** The brands (ids 1 and 2 the fixed ones), the owners of the claimed ones and their shipping countries. */
function brandListings({ data, cfg, rng, NOW, iso, between, pool, scale }: SeedContext, accounts: AccountWriter, { countryIdsByContinent, popularCountries }: Geography, usedDomains: Set<string>): BrandListings {
  const { userRow, uniqueName } = accounts;
  const brandNames = new Set<string>([DEMO_BRAND.brand_name, UNCLAIMED_BRAND.brand_name]);
  const brands: ItemInfo[] = [];
  const brandNameById = new Map<number, string>();
  for (let id = 1; id <= cfg.brands; id++) {
    let name: string;
    if (id === 1) name = DEMO_BRAND.brand_name;
    else if (id === 2) name = UNCLAIMED_BRAND.brand_name;
    else {
      do name = `${rng.pick(BRAND_FIRST)} ${rng.pick(BRAND_SECOND)}`;
      while (brandNames.has(name));
      brandNames.add(name);
    }
    brandNameById.set(id, name);
    const slug = slugify(name);
    let domain = `${slug.replace(/-/g, '')}.example`;
    if (usedDomains.has(domain)) domain = `${slug.replace(/-/g, '')}official.example`;
    usedDomains.add(domain);
    const claimed = id === 1 || (id > 2 && id <= cfg.claimedBrands);
    const created = id <= 2 ? NOW - 1400 * DAY : between(NOW - 5 * 365 * DAY, NOW - 20 * DAY);
    let setup = 1;
    let status = 1;
    let verification = 0;
    if (claimed && id > 2) {
      const r = rng.next();
      if (r < 0.07) {
        setup = 0;
        status = 0;
      } else if (r < 0.12) status = 0;
      verification = status === 1 && rng.chance(0.45) ? 1 : 0;
    }
    if (id === 1) verification = 1;
    let owner: number = SYSTEM_USER.user_id;
    if (id === 1) owner = BRAND_OWNER.user_id;
    else if (claimed) {
      owner = accounts.nextUserId++;
      data.users.push(
        userRow({
          id: owner,
          type: 'brand',
          name: uniqueName(slug),
          email: `owner@${domain}`,
          password: GENERATED,
          verified: setup === 1 || rng.chance(0.5),
          approval: setup === 0 ? 'pending' : 'approved',
          created: businessUserCreated(rng, created),
          fullname: name,
        }),
      );
    }
    const quality = Math.min(1, Math.max(0, 0.64 + (rng.next() - 0.5) * 0.8 + (verification ? 0.1 : 0)));
    brands.push({ id, created, owner, published: status === 1, quality, weight: Math.pow(rng.next(), 1.6) * 10 + 1.2 + (verification ? 3 : 0) });
    data.brands.push({
      brand_id: id,
      user_id: owner,
      brand_name: name,
      brand_slug_url: slug,
      brand_profile_image: setup ? logoFor('brands/profile', name, scale) : 'default.jpg',
      brand_site_image: setup ? pool('brands/screenshots', id) : 'default.jpg',
      brand_website: `https://${domain}`,
      brand_email: `contact@${domain}`,
      brand_description: setup ? brandDescription(rng, name) : '',
      brand_since: setup ? rng.int(1998, 2023) : null,
      country_id: setup ? rng.pick(popularCountries) : null,
      brand_setup_status: setup,
      brand_status: status,
      brand_verification_status: verification,
      badge_hash: hash32(`brand:${id}:${slug}`),
      badge_checked_at: verification ? iso(NOW - rng.int(1, 48) * 3_600_000) : null,
      created_date: iso(created),
      updated_date: iso(between(created, NOW)),
    });
    if (setup) {
      const [ship, noShip] = shippingCountries(rng, countryIdsByContinent);
      for (const c of ship) data.brandDeliveryCountries.push({ brand_id: id, country_id: c });
      for (const c of noShip) data.brandRestrictedCountries.push({ brand_id: id, country_id: c });
    }
  }
  return { brands, brandNameById };
}

interface Listings {
  sources: ItemInfo[];
  brands: ItemInfo[];
  publishedSources: ItemInfo[];
  publishedBrands: ItemInfo[];
}

/** Official resellers: each published brand has 0–6 published sources. */
function officialResellers({ data, rng, NOW, iso, between }: SeedContext, { publishedSources, publishedBrands }: Listings): void {
  for (const b of publishedBrands) {
    const n = b.id === 1 ? 5 : rng.int(0, 6);
    const picks = b.id === 1 ? [DEMO_SOURCE.source_id, ...rng.sample(publishedSources.slice(2), 4).map((s) => s.id)] : rng.sample(publishedSources, n).map((s) => s.id);
    for (const sid of [...new Set(picks)].sort((a, c) => a - c)) data.brandOfficialResellers.push({ brand_id: b.id, source_id: sid, created_date: iso(between(b.created, NOW)) });
  }

}

interface People {
  userById: Map<number, UserInfo>;
  /** Verified members except the system account and the manager, with skewed activity weights. */
  reviewerPick: Weighted;
  reviewerIds: number[];
  /** Every member but the system account. */
  members: UserInfo[];
  memberIds: number[];
}

/** The generated members (after the listing owners, up to the scale's number of users). */
function memberAccounts({ data, cfg, rng, NOW, between }: SeedContext, accounts: AccountWriter): People {
  const { userRow, uniqueName, users } = accounts;
  while (accounts.nextUserId <= cfg.users) {
    const id = accounts.nextUserId++;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const style = rng.int(0, 3);
    const base =
      style === 0 ? `${first}${rng.int(1, 99)}` : style === 1 ? `${first}${last.slice(0, 1)}${rng.int(1, 9)}` : style === 2 ? `${rng.pick(HANDLE_WORDS)}${first}` : `${first}${rng.pick(HANDLE_WORDS)}`;
    const name = uniqueName(base);
    data.users.push(
      userRow({
        id,
        type: 'member',
        name,
        email: `${name}@example.com`,
        password: GENERATED,
        verified: rng.chance(0.9),
        created: between(NOW - 5 * 365 * DAY, NOW - 3 * DAY),
        fullname: `${cap(first)} ${cap(last)}`,
      }),
    );
  }
  const userById = new Map(users.map((u) => [u.id, u]));
  // reviewers: verified members except system and manager; skewed activity weights
  const reviewers = users.filter((u) => u.kind === 'member' && u.verified && u.id !== MANAGER.user_id && u.id !== SYSTEM_USER.user_id);
  const reviewerIds = reviewers.map((u) => u.id);
  const reviewerPick = new Weighted(
    reviewerIds,
    reviewers.map(() => Math.pow(rng.next(), 3) * 20 + 0.2),
  );
  const members = users.filter((u) => u.kind === 'member' && u.id !== SYSTEM_USER.user_id);
  const memberIds = members.map((u) => u.id);
  return { userById, reviewerPick, reviewerIds, members, memberIds };
}

/** Sign-ins of every account but the system one. */
function loginLog({ data, rng, NOW, iso, between }: SeedContext, users: UserInfo[]): void {
  let logId = 0;
  for (const u of users) {
    if (u.kind === 'system') continue;
    const n = u.id <= 6 ? 6 : rng.int(1, 3);
    const times = range(1, n)
      .map(() => between(Math.max(u.created, NOW - 60 * DAY), NOW))
      .sort((a, b) => a - b);
    for (const t of times)
      data.loginLog.push({
        log_id: ++logId,
        user_id: u.id,
        created_date: iso(t),
        ip: `203.0.113.${(u.id * 7 + logId) % 250}`,
        user_agent: rng.pick(USER_AGENTS),
        method: 'password',
      });
  }

}

type ProductInfo = ItemInfo & { brand: number; basePrice: number; name: string; slug: string };

interface Products {
  products: ProductInfo[];
  publishedProducts: ProductInfo[];
}

/** The products (ids 1–6 the demo brand's) and their 1–8 price offers from published sources. */
function productsAndOffers({ data, cfg, rng, NOW, iso, between, scale }: SeedContext, { brands, publishedSources }: Listings, brandNameById: Map<number, string>): Products {
  const products: ProductInfo[] = [];
  const brandPick = new Weighted(
    brands.map((b) => b.id),
    brands.map((b) => b.weight + (b.published ? 1 : 0.1)),
  );
  const brandProductSlugs = new Map<number, Set<string>>();
  const categoriesByBrand = new Map<number, number[]>();
  let offerId = 0;
  for (let id = 1; id <= cfg.products; id++) {
    const brandId = id <= 6 ? DEMO_BRAND.brand_id : id <= cfg.brands * 2 ? ((id - 1) % cfg.brands) + 1 : brandPick.draw(rng);
    const brand = brands[brandId - 1];
    let cats = categoriesByBrand.get(brandId);
    if (!cats) {
      cats = rng.sample(range(1, PRODUCT_CATEGORIES.length), rng.int(3, 7));
      categoriesByBrand.set(brandId, cats);
    }
    const categoryId = rng.pick(cats);
    const category = PRODUCT_CATEGORIES[categoryId - 1];
    const [lineName, form, classification, halfLife, dosage] = rng.pick(category.lines);
    const slugs = brandProductSlugs.get(brandId) ?? new Set<string>();
    brandProductSlugs.set(brandId, slugs);
    let name = lineName;
    for (let tries = 0; slugs.has(slugify(name)); tries++)
      name = tries < 8 ? `${lineName}${rng.pick(PRODUCT_VARIANTS.filter(Boolean))}` : `${lineName} ${tries}`;
    const slug = slugify(name);
    slugs.add(slug);
    const created = between(brand.created, NOW - 5 * DAY);
    const active = id <= 6 || rng.chance(0.95);
    const basePrice = basePriceFor(category.type, rng);
    products.push({ id, created, owner: brand.owner, published: active && brand.published, quality: clamp01(brand.quality + (rng.next() - 0.5) * 0.3), weight: Math.pow(rng.next(), 1.8) * 10 + 0.6, brand: brandId, basePrice, name, slug });
    const injectable = category.type === 'Injectable';
    const oral = category.type === 'Oral';
    data.products.push({
      product_id: id,
      brand_id: brandId,
      category_id: categoryId,
      product_name: name,
      product_slug_url: slug,
      product_image: productImageFor(category.type, id, scale),
      product_description: productDescription(rng, name, classification),
      product_type: category.type,
      product_status: active ? 1 : 0,
      product_features: {
        product_features_activehalflife: halfLife,
        product_features_classification: classification,
        product_features_dosage: dosage,
        product_features_acne: injectable || oral ? rng.pick(['LOW', 'HIGH', 'NO', 'YES']) : 'NO',
        product_features_waterretention: injectable || oral ? rng.pick(['LOW', 'HIGH', 'NO', 'YES']) : 'NO',
        product_features_hbr: injectable || oral ? `${rng.int(1, 5) * 100}:${rng.int(1, 5) * 100}` : '-',
        product_features_hepatotoxicity: oral ? rng.pick(['LOW', 'HIGH', 'YES']) : injectable ? rng.pick(['NO', 'LOW']) : 'NO',
        product_features_aromatization: injectable ? rng.pick(['LOW', 'HIGH', 'NO', 'YES']) : oral ? rng.pick(['NO', 'LOW', 'HIGH']) : 'NO',
        product_features_activesubstance: lineName.replace(/\s\d.*$/, ''),
        product_features_form: form,
      },
      created_date: iso(created),
      updated_date: iso(between(created, NOW)),
    });
    // 1–8 offers from distinct published sources
    const sellers = rng.sample(publishedSources, rng.int(1, 8)).sort((a, b) => a.id - b.id);
    for (const s of sellers) {
      const price = Math.round(basePrice * (0.75 + rng.next() * 0.6) * 100) / 100;
      data.priceOffers.push({
        offer_id: ++offerId,
        product_id: id,
        source_id: s.id,
        sale_price: price,
        matching_product_name: `${brandNameById.get(brandId)} ${name}${rng.chance(0.3) ? ` (${form})` : ''}`,
        matching_product_link: `https://${data.sources[s.id - 1].source_slug_url as string}.example/product/${data.brands[brandId - 1].brand_slug_url as string}-${slug}`,
        stock_status: rng.chance(0.85) ? 1 : 0,
        updated_date: iso(NOW - rng.int(1, 30 * 24) * 3_600_000),
        created_date: iso(between(Math.max(created, s.created), NOW - DAY)),
      });
    }
  }
  return { products, publishedProducts: products.filter((p) => p.published) };
}

/** The promos (id 1 the demo promo), most of them by claimed sources. */
function promos({ data, cfg, rng, NOW, iso, pool }: SeedContext, { sources, publishedSources }: Listings): void {
  const promoSlugs = new Set<string>();
  const claimedPublished = publishedSources.filter((s) => s.owner !== SYSTEM_USER.user_id);
  for (let id = 1; id <= cfg.promos; id++) {
    const source = id === 1 ? sources[0] : rng.chance(0.8) && claimedPublished.length ? rng.pick(claimedPublished) : rng.pick(publishedSources);
    const sourceName = data.sources[source.id - 1].source_name as string;
    const [title, codeBase] = id === 1 ? ['Spring Sale', 'IRON'] : rng.pick(PROMO_TITLES);
    const pct = rng.pick([10, 15, 20, 25, 30, 40]);
    const name = id === 1 ? 'Spring Sale' : title.replace('{pct}', String(pct));
    let slug = id === 1 ? DEMO_PROMO.promo_slug_url : slugify(`${sourceName} ${name}`);
    if (promoSlugs.has(slug)) slug = `${slug}-${id}`;
    promoSlugs.add(slug);
    const hasCode = id === 1 || rng.chance(0.65);
    const code = id === 1 ? DEMO_PROMO.promo_code : `${codeBase}${pct}${rng.chance(0.3) ? String.fromCharCode(65 + rng.int(0, 25)) : ''}`;
    const start = NOW - rng.int(0, 30) * DAY;
    data.promos.push({
      promo_id: id,
      source_id: source.id,
      promo_name: name,
      promo_slug_url: slug,
      promo_image: pool('promos', id),
      promo_description: `<p><strong>${name}</strong> at <strong>${sourceName}</strong>.</p><p>${hasCode ? `Use the coupon code <strong>${code}</strong> at checkout.` : 'The discount is applied automatically at checkout.'} Valid while stocks last, not combinable with other offers.</p>`,
      promo_code: hasCode ? code : null,
      promo_start_date: iso(start),
      promo_end_date: new Date(NOW + rng.int(1, 60) * DAY + rng.int(0, 23) * 3_600_000).toISOString(),
      promo_status: 1,
      created_date: iso(start),
      updated_date: iso(start),
    });
  }

}

/** The news items, spread over the last 400 days. */
function news({ data, cfg, rng, NOW, iso, pool }: SeedContext): void {
  const newsSlugs = new Set<string>();
  const positions = ['left', 'left', 'left', 'left', 'center', 'right', 'right', 'right', 'right'] as const;
  for (let id = 1; id <= cfg.news; id++) {
    let title = newsTitleFor(rng, id);
    while (newsSlugs.has(slugify(title))) title = newsTitleFor(rng, id + rng.int(1000, 9999));
    newsSlugs.add(slugify(title));
    const created = NOW - Math.floor(((id - 1) / cfg.news) * 400 * DAY) - rng.int(1, 20) * 3_600_000;
    data.news.push({
      news_id: id,
      category_id: rng.int(1, NEWS_CATEGORIES.length),
      news_name: title,
      news_slug_url: slugify(title),
      news_image: pool('news', id),
      news_content: newsContent(rng, title),
      position: positions[(id - 1) % positions.length],
      news_status: 1,
      created_date: iso(created),
      updated_date: iso(created),
    });
  }

}

/** The site's pages and general settings. */
function pagesAndSettings({ data, now, iso, longAgo }: SeedContext): void {
  PAGES_SEED.forEach((p, i) => data.pages.push({ page_id: i + 1, ...p, page_status: 1, sort_order: i, created_date: iso(longAgo), updated_date: iso(longAgo) }));
  for (const [key, value] of Object.entries(generalSettingsSeed(now.getUTCFullYear()))) data.generalSettings.push({ setting_key: key, setting_value: value });

}

/** The reviews (demo's own first), their comments (a quarter of those on claimed items by the owner), useful votes and reports. */
function reviews({ data, cfg, rng, NOW, iso, between, pool }: SeedContext, { userById, reviewerPick, reviewerIds }: People, { sources, brands, publishedSources, publishedBrands }: Listings, { products, publishedProducts }: Products): void {
  const reviewed = new Set<string>();
  interface ReviewInfo {
    id: number;
    type: 'source' | 'brand' | 'product';
    user: number;
    created: number;
    owner: number;
  }
  const reviewList: ReviewInfo[] = [];
  let reviewId = 0;
  const addReview = (type: 'source' | 'brand' | 'product', item: ItemInfo & { brand?: number }, userId: number) => {
    const key = `${type}:${item.id}:${userId}`;
    if (reviewed.has(key)) return false;
    reviewed.add(key);
    const user = userById.get(userId)!;
    const created = between(Math.max(item.created, user.created) + DAY, NOW - 3_600_000);
    const id = ++reviewId;
    const row: Row = {
      rating_id: id,
      review_type: type,
      user_id: userId,
      source_id: type === 'source' ? item.id : null,
      brand_id: type === 'brand' ? item.id : type === 'product' ? item.brand! : null,
      product_id: type === 'product' ? item.id : null,
      contact_rating: null,
      delivery_rating: null,
      quality_rating: null,
      pricing_rating: null,
      support_rating: null,
    };
    let rating: number;
    if (type === 'source') {
      const subs = [0, 1, 2, 3, 4].map(() => rng.stars(item.quality));
      [row.contact_rating, row.delivery_rating, row.quality_rating, row.pricing_rating, row.support_rating] = subs;
      rating = Math.round((subs.reduce((a, b) => a + b, 0) / 5) * 10) / 10;
    } else rating = rng.stars(item.quality);
    const edited = rng.chance(0.06);
    Object.assign(row, {
      rating,
      review_comment: reviewText(rng, type, rating),
      review_image: rng.chance(0.1) ? pool(`reviews/${type}` as 'reviews/source', id) : 'default.jpg',
      updated_review: edited ? 1 : 0,
      review_status: 1,
      created_date: iso(created),
      updated_date: iso(edited ? between(created, NOW) : created),
    });
    data.reviews.push(row);
    reviewList.push({ id, type, user: userId, created, owner: item.owner });
    return true;
  };
  // demo's own reviews, deterministic targets
  addReview('source', sources[0], DEMO_MEMBER.user_id);
  addReview('source', sources[1], DEMO_MEMBER.user_id);
  addReview('source', publishedSources[2], DEMO_MEMBER.user_id);
  addReview('brand', brands[0], DEMO_MEMBER.user_id);
  addReview('brand', brands[1], DEMO_MEMBER.user_id);
  addReview('product', products[0], DEMO_MEMBER.user_id);
  addReview('product', products[1], DEMO_MEMBER.user_id);

  const fillReviews = (type: 'source' | 'brand' | 'product', items: (ItemInfo & { brand?: number })[], target: number, pinned: ItemInfo[]) => {
    const picker = new Weighted(
      items.map((_, i) => i),
      items.map((it) => it.weight),
    );
    // pinned items get a healthy number of reviews
    for (const it of pinned) for (let k = 0; k < Math.min(12, Math.floor(target / 20)); k++) addReview(type, it, reviewerPick.draw(rng));
    let count = reviewList.filter((r) => r.type === type).length;
    let guard = 0;
    while (count < target && guard++ < target * 20) {
      const item = items[picker.draw(rng)];
      if (addReview(type, item, reviewerPick.draw(rng))) count++;
    }
  };
  fillReviews('source', publishedSources, cfg.sourceReviews, [sources[0], sources[1]]);
  fillReviews('brand', publishedBrands, cfg.brandReviews, [brands[0], brands[1]]);
  fillReviews('product', publishedProducts, cfg.productReviews, products.slice(0, 3));

  // comments ≈ 1 per 4 reviews; a quarter of the comments on claimed items are owner replies
  let commentId = 0;
  const commentCount = Math.round(reviewList.length / 4);
  for (let k = 0; k < commentCount; k++) {
    const review = k < 3 ? reviewList[k] : rng.pick(reviewList);
    const ownerReply = review.owner !== SYSTEM_USER.user_id && rng.chance(0.25);
    const userId = ownerReply ? review.owner : reviewerPick.draw(rng);
    const created = between(review.created + 600_000, NOW);
    data.reviewComments.push({
      comment_id: ++commentId,
      rating_id: review.id,
      user_id: userId,
      review_comment: ownerReply ? ownerReplyText(rng) : commentText(rng),
      updated_comment: rng.chance(0.04) ? 1 : 0,
      comment_status: 1,
      created_date: iso(created),
      updated_date: iso(created),
    });
  }
  // useful votes
  for (const review of reviewList) {
    const n = Math.min(rng.skewed(cfg.usefulMean, 40), reviewerIds.length - 1);
    const voters = new Set<number>();
    for (let tries = 0; voters.size < n && tries < n * 4; tries++) {
      const v = reviewerPick.draw(rng);
      if (v !== review.user) voters.add(v);
    }
    for (const v of [...voters].sort((a, b) => a - b)) data.reviewUsefulVotes.push({ rating_id: review.id, user_id: v, created_date: iso(between(review.created + 60_000, NOW)) });
  }
  // reports
  let reportId = 0;
  for (const review of reviewList) {
    if (!rng.chance(0.012)) continue;
    let reporter = reviewerPick.draw(rng);
    if (reporter === review.user) reporter = reviewerIds[(reviewerIds.indexOf(reporter) + 1) % reviewerIds.length];
    data.reviewReports.push({ report_id: ++reportId, rating_id: review.id, user_id: reporter, report_reason: rng.pick(REPORT_REASONS), report_status: rng.chance(0.3) ? 1 : 0, created_date: iso(between(review.created, NOW)) });
  }

}

/** Each member's favourite sources and brands (not the unverified member's). */
function favourites({ data, cfg, rng, NOW, iso, between }: SeedContext, { members }: People, { sources, brands, publishedSources, publishedBrands }: Listings): void {
  const sourcePick = new Weighted(
    publishedSources.map((s) => s.id),
    publishedSources.map((s) => s.weight),
  );
  const brandPickPublished = new Weighted(
    publishedBrands.map((b) => b.id),
    publishedBrands.map((b) => b.weight),
  );
  let favId = 0;
  for (const m of members) {
    if (m.id === UNVERIFIED_MEMBER.user_id) continue;
    const n = m.id === DEMO_MEMBER.user_id ? 6 : rng.skewed(cfg.favouritesMean, 30);
    const favSources = new Set<number>(m.id === DEMO_MEMBER.user_id ? [1, 2] : []);
    const favBrands = new Set<number>(m.id === DEMO_MEMBER.user_id ? [1] : []);
    for (let k = 0; k < n; k++) {
      if (rng.chance(0.65)) favSources.add(sourcePick.draw(rng));
      else favBrands.add(brandPickPublished.draw(rng));
    }
    for (const s of [...favSources].sort((a, b) => a - b))
      data.favourites.push({ favorite_id: ++favId, user_id: m.id, item_type: 'source', source_id: s, brand_id: null, created_date: iso(between(Math.max(m.created, sources[s - 1].created), NOW)) });
    for (const b of [...favBrands].sort((a, c) => a - c))
      data.favourites.push({ favorite_id: ++favId, user_id: m.id, item_type: 'brand', source_id: null, brand_id: b, created_date: iso(between(Math.max(m.created, brands[b - 1].created), NOW)) });
  }

}

/** Page views: rows per item in proportion to its reviews, for every published item, promo and news item. */
function pageViews({ data, rng, NOW, iso, between }: SeedContext, { memberIds }: People, { publishedSources, publishedBrands }: Listings, { publishedProducts }: Products): void {
  const reviewsPer = new Map<string, number>();
  for (const r of data.reviews) {
    const key = r.review_type === 'source' ? `source:${r.source_id}` : r.review_type === 'brand' ? `brand:${r.brand_id}` : `brand_product:${r.product_id}`;
    reviewsPer.set(key, (reviewsPer.get(key) ?? 0) + 1);
  }
  let viewId = 0;
  const addViews = (type: string, id: number, n: number, from: number) => {
    for (let k = 0; k < n; k++) {
      const viewer = rng.chance(0.3) ? rng.pick(memberIds) : null;
      data.pageViews.push({ view_id: ++viewId, view_type: type, parent_id: id, user_id: viewer, visitor_hash: '', created_date: iso(between(Math.max(from, NOW - 365 * DAY), NOW)) });
    }
  };
  for (const s of publishedSources) addViews('source', s.id, Math.round((reviewsPer.get(`source:${s.id}`) ?? 0) * (0.6 + rng.next() * 0.8) + rng.int(0, 6)), s.created);
  for (const b of publishedBrands) addViews('brand', b.id, Math.round((reviewsPer.get(`brand:${b.id}`) ?? 0) * (0.6 + rng.next() * 0.8) + rng.int(0, 6)), b.created);
  for (const p of publishedProducts) addViews('brand_product', p.id, Math.round((reviewsPer.get(`brand_product:${p.id}`) ?? 0) * (0.5 + rng.next() * 0.5) + rng.skewed(2, 40)), p.created);
  for (const p of data.promos) addViews('promo', p.promo_id as number, rng.skewed(12, 150), Date.parse(p.created_date as string));
  for (const n of data.news) addViews('news', n.news_id as number, rng.skewed(25, 300), Date.parse(n.created_date as string));

}

/** Message threads between members (demo's with the two owners first) and their chat messages. */
function messageThreads({ data, cfg, rng, NOW, iso, between }: SeedContext, { userById, memberIds }: People): void {
  const pairs = new Set<string>();
  let threadId = 0;
  let chatId = 0;
  const addThread = (a: number, b: number) => {
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (a === b || pairs.has(key)) return;
    pairs.add(key);
    const id = ++threadId;
    const created = between(Math.max(userById.get(a)!.created, userById.get(b)!.created), NOW - DAY);
    let t = created;
    const n = rng.int(2, 7);
    let last = created;
    let lastSender = a;
    for (let k = 0; k < n; k++) {
      t = between(t, Math.min(NOW, t + 3 * DAY));
      lastSender = k % 2 === 0 ? a : b;
      last = t;
      data.chatMessages.push({ chat_message_id: ++chatId, message_id: id, sender_id: lastSender, content: rng.pick(CHAT_LINES), created_date: iso(t) });
    }
    const unread = rng.chance(0.3) ? 1 : 0;
    data.messageThreads.push({
      message_id: id,
      user1_id: a,
      user2_id: b,
      created_date: iso(created),
      last_message_time: iso(last),
      unread_count_user1: lastSender === b ? unread : 0,
      unread_count_user2: lastSender === a ? unread : 0,
      // the realtime sent counters start at 0: unread = sent − read (src/realtime/relay.ts)
      read_count_user1: lastSender === b ? -unread : 0,
      read_count_user2: lastSender === a ? -unread : 0,
    });
  };
  addThread(DEMO_MEMBER.user_id, SOURCE_OWNER.user_id);
  addThread(DEMO_MEMBER.user_id, BRAND_OWNER.user_id);
  for (const other of rng.sample(memberIds.filter((id) => id > 6), 3)) addThread(other, DEMO_MEMBER.user_id);
  for (let k = 0; k < cfg.threads; k++) addThread(rng.pick(memberIds), rng.pick(memberIds));

}

interface Circles {
  /** Members who take part in the community (not the unverified member, not the manager). */
  activeMembers: number[];
  memberPick: Weighted;
  /** community → its members */
  membership: Map<number, Set<number>>;
  userCommunities: Map<number, number[]>;
  /** `${community}:${user}` → when the user joined */
  joinDates: Map<string, number>;
  communityOwner: Map<number, number>;
}

/** The communities (the first one demo's, demo a member of the second) and their members. */
function communities({ data, cfg, rng, NOW, iso, between, scale }: SeedContext, { userById, memberIds }: People): Circles {
  const activeMembers = memberIds.filter((id) => id !== UNVERIFIED_MEMBER.user_id && id !== MANAGER.user_id);
  const memberPick = new Weighted(
    activeMembers,
    activeMembers.map((id) => (id === DEMO_MEMBER.user_id ? 6 : Math.pow(rng.next(), 2.5) * 10 + 0.2)),
  );
  const membership = new Map<number, Set<number>>(); // community → users
  const userCommunities = new Map<number, number[]>();
  const joinDates = new Map<string, number>();
  const communityOwner = new Map<number, number>();
  for (let id = 1; id <= cfg.communities; id++) {
    const [name, description] = COMMUNITY_TOPICS[(id - 1) % COMMUNITY_TOPICS.length];
    const owner = id === 1 ? DEMO_MEMBER.user_id : memberPick.draw(rng);
    const created = between(Math.max(userById.get(owner)!.created, NOW - 700 * DAY), NOW - 30 * DAY);
    communityOwner.set(id, owner);
    data.communities.push({
      community_id: id,
      user_id: owner,
      community_name: communityName(name, Math.ceil(id / COMMUNITY_TOPICS.length) - 1),
      community_style: `bg-community-${((id - 1) % 10) + 1}`,
      community_description: description,
      created_date: iso(created),
      updated_date: iso(created),
    });
    const set = new Set<number>([owner]);
    joinDates.set(`${id}:${owner}`, created);
    const n = Math.min(activeMembers.length - 1, rng.skewed(scale === 'full' ? 45 : 6, scale === 'full' ? 400 : 30) + 2);
    for (let tries = 0; set.size < n + 1 && tries < n * 4; tries++) {
      const u = memberPick.draw(rng);
      if (!set.has(u)) {
        set.add(u);
        joinDates.set(`${id}:${u}`, between(Math.max(created, userById.get(u)!.created), NOW));
      }
    }
    if (id === 2) {
      set.add(DEMO_MEMBER.user_id);
      joinDates.set(`2:${DEMO_MEMBER.user_id}`, joinDates.get(`2:${DEMO_MEMBER.user_id}`) ?? between(created, NOW));
    }
    membership.set(id, set);
    for (const u of [...set].sort((a, b) => a - b)) {
      data.communityMembers.push({ community_id: id, user_id: u, created_date: iso(joinDates.get(`${id}:${u}`)!) });
      userCommunities.set(u, [...(userCommunities.get(u) ?? []), id]);
    }
  }

  return { activeMembers, memberPick, membership, userCommunities, joinDates, communityOwner };
}

interface PostInfo {
  id: number;
  user: number;
  created: number;
  poll: number;
  method: string;
  community: number | null;
  tags: number[];
}

interface CommunityPosts {
  /** The top-level posts, in time order (ids too). */
  posts: PostInfo[];
  /** Who interacts with a post: its community's members, or anyone for a public post. */
  audience: (p: PostInfo) => () => number;
  /** The community notifications so far (those of the last NOTIFICATION_DAYS days). */
  notifications: Row[];
  notify: (user: number, actor: number, type: number, post: number | null, community: number | null, at: number) => void;
}

/** The hashtags, the posts (text, image and poll) and their comments, ids growing with time over both. */
function communityPosts({ data, cfg, rng, NOW, iso, between, pool, longAgo }: SeedContext, { userById }: People, { memberPick, membership, userCommunities, joinDates }: Circles): CommunityPosts {
  HASHTAGS.forEach((tag, i) => data.hashtags.push({ hashtag_id: i + 1, hashtag_name: tag, created_date: iso(longAgo) }));
  const posts: PostInfo[] = [];
  const postRows: Row[] = [];
  for (let k = 0; k < cfg.posts; k++) {
    const author = k < 4 ? DEMO_MEMBER.user_id : memberPick.draw(rng);
    const joined = userCommunities.get(author) ?? [];
    const r = rng.next();
    let method: 'everyone' | 'friends' | 'community' = r < 0.55 ? 'everyone' : r < 0.7 ? 'friends' : 'community';
    const community = method === 'community' && joined.length ? rng.pick(joined) : null;
    if (method === 'community' && community === null) method = 'everyone';
    const t = rng.next();
    const type = k === 1 || (k > 3 && t < 0.15) ? 'poll' : k === 2 || (k > 3 && t < 0.4) ? 'image' : 'text';
    const tags = rng.sample(range(1, HASHTAGS.length), rng.weighted([0, 1, 2], [0.45, 0.4, 0.15]));
    const minCreated = community ? joinDates.get(`${community}:${author}`)! : userById.get(author)!.created;
    // most posts in the last 6 months, a third in the last month (highlights)
    const created = between(Math.max(minCreated, rng.chance(0.35) ? NOW - 30 * DAY : NOW - 180 * DAY), NOW - 600_000);
    let poll: { poll_title: string; answers: string[] } | null = null;
    let content = postText(rng, tags.map((tg) => HASHTAGS[tg - 1]));
    if (type === 'poll') {
      const [title, answers] = pollFor(rng);
      poll = { poll_title: title, answers: [...answers] };
      content = `<p>${title}</p>`;
    }
    postRows.push({
      post_id: 0,
      user_id: author,
      parent_post_id: null,
      post_type: type,
      post_method: method,
      community_id: community,
      post_content: content,
      post_image: type === 'image' ? pool('community/posts', k) : 'default.jpg',
      post_poll: poll,
      content_edited: rng.chance(0.05) ? 1 : 0,
      post_status: 1,
      created_date: iso(created),
      updated_date: iso(created),
    });
    posts.push({ id: 0, user: author, created, poll: poll ? poll.answers.length : 0, method, community, tags: type === 'poll' ? [] : tags });
  }
  // Posts in time order (ids are given below, together with the comments).
  const byTime = posts.map((_, i) => i).sort((a, b) => posts[a].created - posts[b].created || a - b);
  const timedPosts = byTime.map((i) => posts[i]);
  const timedRows = byTime.map((i) => postRows[i]);
  posts.length = 0;
  posts.push(...timedPosts);
  // audience for interactions on a post: community members for community posts
  const audience = (p: PostInfo) => {
    if (p.community === null) return () => memberPick.draw(rng);
    const list = [...membership.get(p.community)!];
    return () => rng.pick(list);
  };
  const notifications: Row[] = [];
  const notify = (user: number, actor: number, type: number, post: number | null, community: number | null, at: number) => {
    if (user === actor || at < NOW - NOTIFICATION_DAYS * DAY) return;
    notifications.push({ user_id: user, actor_user_id: actor, notification_type: type, post_id: post, community_id: community, seen_at: at < NOW - 3 * DAY ? iso(at + 3_600_000) : null, created_date: iso(at) });
  };
  // comments on posts
  const comments: { row: Row; parent: PostInfo; created: number }[] = [];
  for (const p of posts) {
    const n = rng.skewed(cfg.postCommentsMean, 25);
    const who = audience(p);
    for (let k = 0; k < n; k++) {
      const created = between(p.created + 60_000, NOW);
      const row: Row = {
        post_id: 0,
        user_id: who(),
        parent_post_id: 0,
        post_type: 'comment',
        post_method: p.method,
        community_id: p.community,
        post_content: `<p>${rng.pick(POST_COMMENTS)}</p>`,
        post_image: 'default.jpg',
        post_poll: null,
        content_edited: 0,
        post_status: 1,
        created_date: iso(created),
        updated_date: iso(created),
      };
      comments.push({ row, parent: p, created });
    }
  }
  // Ids grow with time over posts and comments together, as they do for rows written through the
  // API: the feeds are ordered (and paged by keyset) on post_id. A comment is always newer than its post.
  const entries = [
    ...posts.map((p, i) => ({ created: p.created, order: i, post: p, row: timedRows[i] })),
    ...comments.map((c, i) => ({ created: c.created, order: posts.length + i, post: null, row: c.row, parent: c.parent })),
  ].sort((a, b) => a.created - b.created || a.order - b.order);
  let postId = 0;
  for (const e of entries) {
    e.row.post_id = ++postId;
    if (e.post) e.post.id = postId;
    else e.row.parent_post_id = (e as { parent: PostInfo }).parent.id;
    data.communityPosts.push(e.row);
  }
  for (const p of posts) {
    for (const tg of [...p.tags].sort((a, b) => a - b)) data.postHashtags.push({ post_id: p.id, hashtag_id: tg, created_date: iso(p.created) });
  }
  for (const c of comments) notify(c.parent.user, c.row.user_id as number, 2, c.parent.id, null, c.created);
  return { posts, audience, notifications, notify };
}

/** Likes and poll votes, reported posts, follows, the notifications of all of it, and the hashtags in members' feed menus. */
function communityActivity({ data, cfg, rng, NOW, iso, between }: SeedContext, { userById }: People, { activeMembers, memberPick, communityOwner }: Circles, { posts, audience, notifications, notify }: CommunityPosts): void {
  const byDate = (a: Row, b: Row) => (a.created_date === b.created_date ? 0 : (a.created_date as string) < (b.created_date as string) ? -1 : 1);
  // likes and poll votes
  for (const p of posts) {
    const who = audience(p);
    const likers = new Set<number>();
    const n = rng.skewed(cfg.likesMean, 120);
    for (let tries = 0; likers.size < n && tries < n * 3; tries++) likers.add(who());
    for (const u of [...likers].sort((a, b) => a - b)) {
      const at = between(p.created, NOW);
      data.communityPostLikes.push({ post_id: p.id, user_id: u, created_date: iso(at) });
      notify(p.user, u, 1, p.id, null, at);
    }
    if (p.poll) {
      const voters = new Set<number>();
      const m = rng.skewed(cfg.pollVotesMean, 150);
      for (let tries = 0; voters.size < m && tries < m * 3; tries++) voters.add(who());
      const bias = range(1, p.poll).map(() => rng.next() + 0.2);
      for (const u of [...voters].sort((a, b) => a - b)) {
        const at = between(p.created, NOW);
        data.communityPollVotes.push({ post_id: p.id, user_id: u, answer_no: rng.weighted(range(1, p.poll), bias), created_date: iso(at) });
        notify(p.user, u, 3, p.id, null, at);
      }
    }
  }
  let postReportId = 0;
  for (const p of posts) {
    if (!rng.chance(0.01)) continue;
    let reporter = memberPick.draw(rng);
    if (reporter === p.user) reporter = reporter === DEMO_MEMBER.user_id ? 7 + rng.int(0, 10) : DEMO_MEMBER.user_id;
    data.communityPostReports.push({ report_id: ++postReportId, post_id: p.id, user_id: reporter, report_reason: rng.pick(REPORT_REASONS), report_status: 0, created_date: iso(between(p.created, NOW)) });
  }
  // community join notifications
  for (const row of data.communityMembers) {
    const owner = communityOwner.get(row.community_id as number)!;
    notify(owner, row.user_id as number, 5, null, row.community_id as number, Date.parse(row.created_date as string));
  }
  // follows
  const follows = new Set<string>();
  const addFollow = (a: number, b: number) => {
    if (a === b || follows.has(`${a}:${b}`)) return;
    follows.add(`${a}:${b}`);
    const at = between(Math.max(userById.get(a)!.created, userById.get(b)!.created), NOW);
    data.userFollows.push({ follower_id: a, followed_id: b, created_date: iso(at) });
    notify(b, a, 4, null, null, at);
  };
  for (const u of activeMembers) {
    const n = u === DEMO_MEMBER.user_id ? 10 : rng.skewed(cfg.followsMean, 80);
    for (let k = 0; k < n; k++) addFollow(u, memberPick.draw(rng));
  }
  for (const u of rng.sample(activeMembers, Math.min(15, activeMembers.length))) addFollow(u, DEMO_MEMBER.user_id);
  notifications.sort(byDate);
  notifications.forEach((n, i) => data.communityNotifications.push({ notification_id: i + 1, ...n }));
  // hashtags added to users' feed menus
  const tagsOf = (u: number) => (u === DEMO_MEMBER.user_id ? [1, 3, 9] : rng.sample(range(1, HASHTAGS.length), rng.weighted([0, 1, 2, 3], [0.6, 0.2, 0.15, 0.05])));
  for (const u of activeMembers) for (const tg of tagsOf(u).sort((a, b) => a - b)) data.userHashtags.push({ user_id: u, hashtag_id: tg, created_date: iso(between(userById.get(u)!.created, NOW)) });

}

/** The offers' shipping fees and 180-day price history (its own PRNG: ./price-history). */
function priceHistory({ data, NOW, iso }: SeedContext): void {
  data.priceHistory = generatePriceHistory(data.priceOffers, NOW, iso);
}

/**
 * Fills the per-review and per-product aggregate columns the generator can count directly, so
 * the SQL recompute (src/aggregates/formulas.ts), which stays the source of truth, rewrites almost
 * no rows.
 */
function precomputeCounters(data: SeedData): void {
  const count = (rows: Row[], key: string) => {
    const m = new Map<number, number>();
    for (const r of rows) m.set(r[key] as number, (m.get(r[key] as number) ?? 0) + 1);
    return m;
  };
  const useful = count(data.reviewUsefulVotes, 'rating_id');
  const comments = count(data.reviewComments.filter((c) => c.comment_status === 1), 'rating_id');
  const reports = count(data.reviewReports, 'rating_id');
  for (const r of data.reviews) {
    const id = r.rating_id as number;
    r.useful_count = useful.get(id) ?? 0;
    r.comment_count = comments.get(id) ?? 0;
    r.report_count = reports.get(id) ?? 0;
  }
  const ratings = new Map<number, { tenths: number; n: number }>();
  for (const r of data.reviews) {
    if (r.review_type !== 'product' || r.review_status !== 1) continue;
    const a = ratings.get(r.product_id as number) ?? { tenths: 0, n: 0 };
    a.tenths += Math.round((r.rating as number) * 10);
    a.n++;
    ratings.set(r.product_id as number, a);
  }
  const views = count(data.pageViews.filter((v) => v.view_type === 'brand_product'), 'parent_id');
  const offers = new Map<number, number[]>();
  for (const o of data.priceOffers) {
    const list = offers.get(o.product_id as number) ?? [];
    list.push(Math.round((o.sale_price as number) * 100));
    offers.set(o.product_id as number, list);
  }
  for (const p of data.products) {
    const id = p.product_id as number;
    const a = ratings.get(id);
    const cents = offers.get(id) ?? [];
    const min = cents.length ? Math.min(...cents) : null;
    const max = cents.length ? Math.max(...cents) : null;
    p.product_rating = a ? Math.round(a.tenths / a.n) / 10 : 0;
    p.total_review = a?.n ?? 0;
    p.total_views = views.get(id) ?? 0;
    p.price_count = cents.length;
    p.min_price = min === null ? null : min / 100;
    p.percent_cheaper = cents.length >= 2 && max! > 0 ? Math.round(((max! - min!) * 1000) / max!) / 10 : 0;
  }
}

/**
 * The community and user aggregate columns (post like/comment/vote counts, community members and
 * posts, every user counter, karma and rank) counted from the generated rows with exactly the
 * definitions of src/aggregates/formulas.ts, so its SQL recompute finds nothing to rewrite: at the full scale
 * rewriting ~80,000 posts and every user was most of the aggregate step.
 */
function precomputeCommunityAndUserCounters(data: SeedData): void {
  const inc = (m: Map<number, number>, key: number, by = 1) => m.set(key, (m.get(key) ?? 0) + by);
  const posts = new Map<number, Row>();
  for (const p of data.communityPosts) {
    p.like_count = 0;
    p.comment_count = 0;
    p.poll_vote_count = 0;
    posts.set(p.post_id as number, p);
  }
  const topLevel = (p: Row) => p.parent_post_id === null && p.post_status === 1;
  const karma = new Map<number, number>();
  const postCount = new Map<number, number>();
  for (const l of data.communityPostLikes) {
    const p = posts.get(l.post_id as number)!;
    (p.like_count as number)++;
    if (topLevel(p) && l.user_id !== p.user_id) inc(karma, p.user_id as number, 1);
  }
  for (const v of data.communityPollVotes) {
    const p = posts.get(v.post_id as number)!;
    (p.poll_vote_count as number)++;
    if (topLevel(p) && v.user_id !== p.user_id) inc(karma, p.user_id as number, 1);
  }
  const communityPosts = new Map<number, number>();
  for (const p of data.communityPosts) {
    if (p.parent_post_id === null) {
      if (p.post_status !== 1) continue;
      inc(postCount, p.user_id as number);
      inc(karma, p.user_id as number, 10);
      if (p.community_id !== null) inc(communityPosts, p.community_id as number);
    } else if (p.post_status === 1) {
      const parent = posts.get(p.parent_post_id as number)!;
      (parent.comment_count as number)++;
      if (p.user_id !== parent.user_id) inc(karma, p.user_id as number, 5);
    }
  }
  const members = new Map<number, number>();
  for (const m of data.communityMembers) inc(members, m.community_id as number);
  for (const c of data.communities) {
    const n = members.get(c.community_id as number) ?? 0;
    c.member_count = n;
    c.post_count = communityPosts.get(c.community_id as number) ?? 0;
    inc(karma, c.user_id as number, 5 * Math.max(n - 1, 0));
  }
  const followers = new Map<number, number>();
  const followed = new Map<number, number>();
  for (const f of data.userFollows) {
    inc(followers, f.followed_id as number);
    inc(followed, f.follower_id as number);
    inc(karma, f.follower_id as number, 2);
  }
  const reviewCount = new Map<number, number>();
  for (const r of data.reviews) {
    if (r.review_status !== 1) continue;
    inc(reviewCount, r.user_id as number);
    inc(karma, r.user_id as number, 25 + 5 * (r.useful_count as number));
  }
  const reviewAuthor = new Map<number, number>();
  for (const r of data.reviews) reviewAuthor.set(r.rating_id as number, r.user_id as number);
  const reviewComments = new Map<number, number>();
  for (const c of data.reviewComments) {
    if (c.comment_status !== 1) continue;
    inc(reviewComments, c.user_id as number);
    // comments on one's own review earn nothing
    if (reviewAuthor.get(c.rating_id as number) !== c.user_id) inc(karma, c.user_id as number, 5);
  }
  const usefulGiven = new Map<number, number>();
  for (const v of data.reviewUsefulVotes) inc(usefulGiven, v.user_id as number);
  const memberRanks = data.ranks.filter((r) => r.is_member_rank).sort((a, b) => (b.rank_score as number) - (a.rank_score as number));
  for (const u of data.users) {
    const id = u.user_id as number;
    const score = karma.get(id) ?? 0;
    u.total_reviews = reviewCount.get(id) ?? 0;
    u.total_comments = reviewComments.get(id) ?? 0;
    u.total_likes = usefulGiven.get(id) ?? 0;
    u.total_follower = followers.get(id) ?? 0;
    u.total_followed = followed.get(id) ?? 0;
    u.total_posts = postCount.get(id) ?? 0;
    u.user_score = score;
    u.rank_no =
      u.user_type === 'source' ? 999 : u.user_type === 'brand' ? 998 : ((memberRanks.find((r) => (r.rank_score as number) <= score)?.rank_no as number | undefined) ?? 0);
  }
}

// ---- helpers ----------------------------------------------------------------------------------------

const GENERATED = '__generated__';
/** The password every generated account gets (see fixed-accounts.ts). */
export const GENERATED_PASSWORD_MARKER = PASSWORD_PLACEHOLDER(GENERATED);

const DAY_MS = 86_400_000;
const isoDays = new Map<number, string>();
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
/**
 * new Date(ms).toISOString() for the ~1 million timestamps of the full seed, 8× faster: the date
 * part is formatted once per day, the time part by arithmetic (a large share of the generate step).
 */
function isoText(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = isoDays.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    isoDays.set(day, prefix);
  }
  let rest = ms - day * DAY_MS;
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const sec = Math.floor(rest / 1000);
  return `${prefix}${pad2(h)}:${pad2(m)}:${pad2(sec)}.${pad3(rest - sec * 1000)}Z`;
}

/** Community notifications of the last this many days are seeded (older ones count as cleared). */
const NOTIFICATION_DAYS = 3;

const COMMUNITY_PLACES = ['Berlin', 'London', 'Austin', 'Sydney', 'Toronto', 'Madrid', 'Oslo', 'Denver', 'Dublin', 'Zurich'];
/** Unique community names (≤ 25 characters): the topic, then the topic with a city, then with a number. */
function communityName(topic: string, round: number): string {
  if (round === 0) return topic;
  const place = COMMUNITY_PLACES[round - 1];
  if (place && topic.length + 1 + place.length <= 25) return `${topic} ${place}`;
  return `${topic} ${round + 1}`;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

function shippingCountries(rng: Rng, byContinent: Map<number, number[]>): [number[], number[]] {
  // continents: 1 AF, 2 AN, 3 AS, 4 EU, 5 NA, 6 OC, 7 SA — most ship to Europe and/or North America
  const shipOptions = [[4], [5], [4, 5], [4, 5, 6], [3], [3, 6], [4, 3], [5, 7]];
  const ship = rng.weighted(shipOptions, [30, 20, 20, 8, 7, 5, 5, 5]);
  const rest = [1, 2, 3, 4, 5, 6, 7].filter((c) => !ship.includes(c));
  const small = rest.filter((c) => c === 2 || c === 6 || c === 7);
  const noShip = [rng.pick(small.length ? small : rest)];
  return [ship.flatMap((c) => byContinent.get(c) ?? []), noShip.flatMap((c) => byContinent.get(c) ?? [])];
}

function basePriceFor(type: 'Injectable' | 'Oral' | 'Other', rng: Rng): number {
  if (type === 'Injectable') return 35 + rng.int(0, 90);
  if (type === 'Oral') return 25 + rng.int(0, 60);
  return 18 + rng.int(0, 55);
}

function logoFor(folder: 'sources/profile' | 'brands/profile', name: string, scale: SeedScale): string {
  const letter = name.replace(/[^a-z]/gi, '').charAt(0).toUpperCase() || 'A';
  const index = letter.charCodeAt(0) - 65;
  return imageName(folder, index % IMAGE_POOLS[folder].count[scale]);
}

function productImageFor(type: 'Injectable' | 'Oral' | 'Other', id: number, scale: SeedScale): string {
  // the product pool holds [vials, pill bottles, tubs] in thirds
  const n = IMAGE_POOLS['brands/products'].count[scale];
  const third = Math.max(1, Math.floor(n / 3));
  const offset = type === 'Injectable' ? 0 : type === 'Oral' ? third : 2 * third;
  return imageName('brands/products', offset + (id % third));
}

function bioText(rng: Rng): string {
  const a = ['Powerlifter', 'Bodybuilder', 'Weekend warrior', 'Strength coach', 'Physique competitor', 'Gym rat', 'Former athlete', 'Hybrid athlete'];
  const b = ['training for 8 years', 'chasing a 200 kg squat', 'on a slow bulk', 'cutting for summer', 'prepping for my first show', 'lifting since school', 'in love with deadlifts'];
  const c = ['Honest reviews only.', 'Ask me anything about programming.', 'Coffee, iron and sleep.', 'Progress over perfection.', ''];
  return `${rng.pick(a)}, ${rng.pick(b)}. ${rng.pick(c)}`.trim();
}

function newsTitleFor(rng: Rng, i: number): string {
  const line = rng.pick(PRODUCT_CATEGORIES).lines[0][0].replace(/\s\d.*$/, '');
  const cat = rng.pick(PRODUCT_CATEGORIES).name;
  const templates = [
    `Independent Lab Tests of ${line} Products`,
    `${cat} Prices Rise Across Europe`,
    `New Study Looks at ${line} and Recovery`,
    `Member Survey: Best ${cat} Brands This Season`,
    `Customs Delays Hit ${cat} Orders`,
    `Beginner Guide to ${cat}`,
    `Counterfeit ${line} Reported by Members`,
    `How to Read a ${line} Lab Report`,
    `Top Rated Sources for ${cat}`,
    `Brand Spotlight: Batch Testing in ${cat}`,
    `Training Science: Volume Versus Intensity, Part ${(i % 9) + 1}`,
    `Nutrition Myths Debunked, Part ${(i % 9) + 1}`,
    `Community Update ${(i % 12) + 1}: New Features for Members`,
  ];
  return rng.pick(templates);
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Mobile Safari/537.36',
];

const PROMO_TITLES: ReadonlyArray<readonly [string, string]> = [
  ['{pct}% Off Everything', 'SAVE'],
  ['{pct}% Off All Orals', 'ORAL'],
  ['{pct}% Off Injectables', 'INJ'],
  ['Free Shipping Weekend', 'FREESHIP'],
  ['Buy 2 Get 1 Free on Peptides', 'PEP'],
  ['Black Friday {pct}% Sale', 'BF'],
  ['Summer Shred Sale', 'SHRED'],
  ['Bulk Season {pct}% Discount', 'BULK'],
  ['New Customer {pct}% Welcome Offer', 'WELCOME'],
  ['Protein Week: {pct}% Off Whey', 'WHEY'],
  ['Loyalty Bonus {pct}%', 'LOYAL'],
  ['Flash Sale {pct}% Off PCT', 'PCT'],
];

const CHAT_LINES = [
  'Hey, saw your review. How long did delivery take for you?',
  'About 9 days to Germany, tracking worked the whole time.',
  'Thanks! Did you pay with crypto or bank transfer?',
  'Bank transfer, no issues at all.',
  'Do you still recommend them after the price change?',
  'Yes, still one of the best for me.',
  'Can you share your training split?',
  'Sure, upper/lower four days a week.',
  'Hello, we are sorry about the delay with your order. Can you send the order number?',
  'Thanks for the quick answer!',
];

const POST_COMMENTS = [
  'Great work, keep it up!',
  'Beast mode 💪',
  'What program are you running?',
  'Same here, sleep changed everything for me.',
  'Nice numbers!',
  'How long did that take you?',
  'Thanks for sharing.',
  'Totally agree.',
  'Interesting, never tried that.',
  'Respect, that is heavy.',
];
