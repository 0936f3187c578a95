/** Business constants of the §9 tables of spec/1, spec/2 and spec/3. */
export const CACHE_TIME_MS = 300_000;
export const TOAST_MS = 2000;
export const USEFUL_TOAST_MS = 1000;
export const USEFUL_RELOAD_MS = 1000;
export const CODE_COUNTDOWN_S = 900;
export const CODE_LENGTH = 6;
export const FORGOT_WRONG_CODE_ALLOWANCE = 3;
export const MESSAGE_POLL_MS = 30_000;
export const NOTIFICATION_POLL_MS = 60_000;
export const DROPDOWN_HIDE_MS = 200;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_CLEAR_MS = 500;
export const TOP_SOURCES_AUTOPLAY_MS = 3000;
export const MIN_AGE = 25;
export const CURRENCY = 'USD';

export const USERNAME = { signUpMin: 3, signUpMax: 14, signInMin: 3 } as const;
export const PASSWORD = { min: 6, max: 30 } as const;
export const FULL_NAME = { min: 3, max: 20 } as const;
export const BIO_MAX = 250;
export const PHONE = { min: 5, max: 15 } as const;
export const COMMUNITY_NAME = { min: 3, max: 25 } as const;
export const COMMUNITY_DESCRIPTION = { min: 10, max: 500 } as const;
export const COMMUNITY_STYLES = 10;

/**
 * Longest text a field takes when its own rule sets no maximum: `short` for names, slugs, search
 * text and tokens (text() and slugField()), `long` for every other string of a payload (rich
 * content, JSON lists); the server refuses anything longer (hostileTextIssue).
 */
export const TEXT_MAX = { short: 4096, slug: 255, long: 100_000 } as const;

/** The most rows a paged list gives for limit -1 ("all", where the spec allows it). */
export const PAGE_ALL_MAX = 1000;

export const PAGE_SIZE = {
  sources: 20,
  brands: 20,
  reviews: 20,
  promos: 8,
  news: 8,
  productCategories: 20,
  productsByCategory: 9,
  brandProducts: 20,
  myReviews: 10,
  feed: 10,
  notifications: 20,
  follows: 10,
  communityGrid: 12,
  communitySearch: 12,
} as const;

export const COUNTS = {
  mostViewedProducts: 12,
  priceOffersFirst: 3,
  priceOffersStep: 3,
  whoToFollow: 5,
  exploreCommunities: 5,
  latestNews: 5,
  highlights: 10,
  highlightsMonths: 1,
  activityPerType: 2,
  reviewExcerpt: 100,
  sourceWizardSteps: 5,
} as const;

export const PLACEHOLDERS = {
  homeSources: 10,
  homeReviews: 6,
  homeBrands: 10,
  homeProducts: 12,
  homePromos: 4,
  homeNews: [4, 1, 4],
  productCategories: 20,
  productsByCategory: 9,
  reviews: 4,
  favorites: 12,
  myReviews: 4,
} as const;

export const RATING_FILTERS = [0, 2, 3, 4] as const;

export const IMAGE = {
  maxBytes: 2 * 1024 * 1024,
  targetBytes: 1024 * 1024,
  maxSide: 1024,
  communityCoverMaxSide: 1280,
  /**
   * Largest input the server decodes (width × height): every stored image is at most 1280 px on
   * its longest side, and a 6000 × 4000 camera photo still fits. A 2 MB PNG can declare a far
   * larger canvas (7000 × 7000 is 196 MB of pixels); it is refused from its header, undecoded.
   */
  maxInputPixels: 25_000_000,
  types: ['image/jpeg', 'image/png'] as const,
  extensions: ['jpg', 'jpeg', 'png'] as const,
  /**
   * Widths (px) of the WebP variants stored beside every uploaded image (never enlarged: a 200 px
   * logo's 640 variant is 200 px wide), named by imageVariantName. The remotes' Img offers them in
   * srcset, so a phone fetches the width of its slot instead of the 1024 px original.
   */
  variantWidths: [160, 320, 640, 1280] as const,
} as const;

/** Stored name of the WebP variant `width` px wide of the stored image `name` (`<name>.w<width>.webp`). */
export const imageVariantName = (name: string, width: number): string => `${name}.w${width}.webp`;

export const KARMA = {
  communityPost: 10,
  postComment: 5,
  postLike: 1,
  communityJoin: 5,
  pollVote: 1,
  friendAdd: 2,
  review: 25,
  reviewComment: 5,
  reviewUseful: 5,
} as const;

/**
 * Karma earned per member, kind and UTC day is capped: at most this many actions of a kind count
 * on one day (points per day = KARMA weight × cap). A capped action still happens; it earns
 * nothing that day. server/src/aggregates/formulas.ts applies the caps to the rows' days, so the
 * score stays a pure function of the rows (server README "Aggregate columns").
 */
export const KARMA_DAILY_CAP: Record<keyof typeof KARMA, number> = {
  communityPost: 10,
  postComment: 20,
  postLike: 100,
  communityJoin: 20,
  pollVote: 100,
  friendAdd: 20,
  review: 10,
  reviewComment: 20,
  reviewUseful: 20,
};

export const RANKS: Record<number, string> = {
  0: 'Newcomer',
  1: 'Iron Seeker',
  2: 'Steel Grinder',
  3: 'Muscle Architect',
  4: 'Titan of Iron',
  999: 'Source Rank',
  998: 'Brand Rank',
};
export const rankName = (rankNo: number): string => RANKS[rankNo] ?? 'Unknown';

export const REPORT_REASONS = [
  'Contains Insults and Profanity',
  'Spam or Promotion',
  'Contains Personal Information',
  'Misleading Information',
  'Hate Speech and Discrimination',
  'Contains Violence and Threats',
  'Inappropriate Content',
  'Copyright Violation',
  'Off-Topic',
] as const;

export const UPLOAD_FOLDERS = [
  'sources/profile',
  'sources/screenshots',
  'brands/profile',
  'brands/screenshots',
  'brands/products',
  'users/profile',
  'users/community',
  'promos',
  'news',
  'countries',
  'payment-methods',
  'reviews/source',
  'reviews/brand',
  'reviews/product',
  'community/posts',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const DELIVERY_TIMES = [
  '1 - 3 Days',
  '3 - 6 Days',
  '6 - 9 Days',
  '9 - 12 Days',
  '12 - 15 Days',
  '15 - 18 Days',
  '18 - 21 Days',
  '21 Days Or More',
] as const;
