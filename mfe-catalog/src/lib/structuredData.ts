/**
 * schema.org structured data (JSON-LD) of the source, brand and product pages: the item, its
 * aggregateRating from the stored rating and review count, and the reviews the page shows. Sent
 * with the page's title through `usePageMeta` (lib/seo.ts); the shell's server writes it into the
 * served HTML (packages/static-server first-frame.mjs, escaped for a <script> element).
 *
 * Products carry no offers: a visitor (and so a crawler) is not given the prices and sellers
 * (spec/1 "Price offers": hidden until sign-in; the API blanks them for a visitor, so the page
 * shows none), and structured data must describe what the page shows.
 */
import type { AggregateRating, Brand, Organization, Product, Review as SchemaReview, WithContext } from 'schema-dts';
import type { BrandDetail, ProductDetail, Review, SourceDetail } from '@ironscore/contract';
import { parseDate, plainText } from '@ironscore/ui';
import { websiteHref } from './links';
import { brandImage, productImage, sourceImage } from './images';

/** A page's JSON-LD: typed by schema-dts (schema.org's vocabulary), so a wrong type or property does not compile. */
export type JsonLd = WithContext<Organization> | WithContext<Brand> | WithContext<Product>;

const CONTEXT = 'https://schema.org' as const;
/** The longest description or review text put into the data. */
const MAX_TEXT = 5_000;

const text = (html: string | null | undefined) => plainText(html).slice(0, MAX_TEXT) || undefined;

/** A rating value on the site's 1–5 scale, rounded to one decimal. */
const ratingValue = (value: number | string | null | undefined) => Math.round(Number(value ?? 0) * 10) / 10;

/** The stored rating and count; none for an item without reviews (a rating needs at least one). */
function aggregateRating(rating: number, count: number): AggregateRating | undefined {
  const reviewCount = Math.max(0, Math.floor(Number(count) || 0));
  if (reviewCount === 0) return undefined;
  return { '@type': 'AggregateRating', ratingValue: ratingValue(rating), reviewCount, bestRating: 5, worstRating: 1 };
}

/** The reviews shown on the page (those with a rating of at least one star); none: undefined. */
function reviewList(reviews: readonly Review[]): SchemaReview[] | undefined {
  const list = reviews
    .filter((review) => ratingValue(review.rating) >= 1)
    .map((review): SchemaReview => {
      const date = parseDate(review.created_date);
      return withoutEmpty({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.user_name },
        datePublished: date ? date.toISOString().slice(0, 10) : undefined,
        reviewRating: { '@type': 'Rating', ratingValue: ratingValue(review.rating), bestRating: 5, worstRating: 1 },
        reviewBody: text(review.review_comment),
      });
    });
  return list.length ? list : undefined;
}

/** `value` without its undefined and null properties (JSON would drop them; tests compare objects). */
function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;
}

/** A source (a seller): an Organization. */
export function sourceJsonLd(source: SourceDetail, reviews: readonly Review[]): WithContext<Organization> {
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: source.source_name,
    url: websiteHref(source.source_website) ?? undefined,
    logo: sourceImage(source.source_profile_image) ?? undefined,
    description: text(source.source_description),
    aggregateRating: aggregateRating(source.source_rating, source.total_review),
    review: reviewList(reviews),
  });
}

/** A brand: a Brand. */
export function brandJsonLd(brand: BrandDetail, reviews: readonly Review[]): WithContext<Brand> {
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'Brand',
    name: brand.brand_name,
    url: websiteHref(brand.brand_website) ?? undefined,
    logo: brandImage(brand.brand_profile_image) ?? undefined,
    description: text(brand.brand_description),
    aggregateRating: aggregateRating(brand.brand_rating, brand.total_review),
    review: reviewList(reviews),
  });
}

/** A brand's product: a Product of its Brand (no offers: see the file's comment). */
export function productJsonLd(product: ProductDetail, reviews: readonly Review[]): WithContext<Product> {
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.product_name,
    image: productImage(product.product_image) ?? undefined,
    description: text(product.product_description),
    brand: { '@type': 'Brand', name: product.brand_name },
    aggregateRating: aggregateRating(product.product_rating, product.total_review),
    review: reviewList(reviews),
  });
}
