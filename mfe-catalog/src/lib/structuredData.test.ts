// The schema.org data of the source, brand and product pages (the types come from schema-dts, so a
// property or type schema.org does not have fails the typecheck; these tests check the values).
import { configureApi } from '@ironscore/api';
import { brandDetail, productDetail, sourceDetail } from '../testing/fixtures';
import { review } from '../reviews/testing';
import { brandJsonLd, productJsonLd, sourceJsonLd } from './structuredData';

beforeAll(() => configureApi({ apiBase: 'https://api.example', apiKey: 'k', basicAuth: null }));

const RATING = { '@type': 'Rating', bestRating: 5, worstRating: 1 };

describe('structured data', () => {
  it('a source is an Organization with its stored rating and count and the reviews shown, as text', () => {
    const data = sourceJsonLd(sourceDetail(), [
      review({ user_name: 'lifter', rating: 4.25, review_comment: '<p>Fast <b>delivery</b> &amp; genuine.</p>', created_date: '2024-03-01T10:00:00.000Z' }),
      review({ user_name: 'newbie', rating: 0, review_comment: '<p>No stars.</p>' }),
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Alpha Labs',
      url: 'https://www.alpha-labs.example',
      logo: 'https://api.example/uploads/sources/profile/alpha.jpg',
      description: 'Trusted since 2015.',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 31, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'lifter' },
          datePublished: '2024-03-01',
          reviewRating: { ...RATING, ratingValue: 4.3 },
          reviewBody: 'Fast delivery & genuine.',
        },
      ],
    });
  });

  it('an item without reviews has no aggregateRating (schema.org needs a count of at least one) and no review', () => {
    const data = brandJsonLd(brandDetail({ brand_rating: 0, total_review: 0 }), []);
    expect(data).toMatchObject({ '@type': 'Brand', name: brandDetail().brand_name });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('a product is a Product of its Brand with its rating, and no offers (a visitor is not given prices)', () => {
    const data = productJsonLd(productDetail({ product_rating: 3.86, total_review: 8 }), [review({ rating: 5, review_comment: '<p>Works.</p>' })]);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: productDetail().product_name,
      brand: { '@type': 'Brand', name: productDetail().brand_name },
      aggregateRating: { ratingValue: 3.9, reviewCount: 8 },
      review: [{ reviewRating: { ratingValue: 5 }, reviewBody: 'Works.' }],
    });
    expect(data).not.toHaveProperty('offers');
    // Empty values are left out, not sent as null.
    expect(JSON.stringify(productJsonLd(productDetail({ product_image: 'default.jpg', product_description: '' }), []))).not.toMatch(/null|"image"|"description"/);
  });
});
