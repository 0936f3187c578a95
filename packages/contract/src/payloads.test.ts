import * as v from 'valibot';
import { calls, type CallName, type PayloadIn, type PayloadOut } from './index';
import { TEXT_MAX, bool, fieldErrors, hostileTextIssue, int, limit } from './index';
import { MSG } from './index';

/** Parse a call payload as the server does. */
function parse<K extends CallName>(name: K, input: Record<string, unknown>) {
  return v.safeParse(calls[name].payload, input);
}
function ok<K extends CallName>(name: K, input: Record<string, unknown>): PayloadOut<K> {
  const result = parse(name, input);
  if (!result.success) throw new Error(`${name}: ${v.summarize(result.issues)}`);
  return result.output as PayloadOut<K>;
}
function messages<K extends CallName>(name: K, input: Record<string, unknown>): Record<string, string> {
  return fieldErrors(calls[name].payload, input);
}

describe('payload coercion (form data arrives as strings)', () => {
  it('turns numeric strings into numbers and applies list defaults', () => {
    expect(ok('Get_SourcePagination', { limit: '20', offset: '40', category_id: '3', rating_id: '4', verification: 'true' })).toEqual({
      limit: 20,
      offset: 40,
      category_id: 3,
      rating_id: 4,
      verification: true,
    });
    expect(ok('Get_SourcePagination', { project: '' })).toEqual({
      limit: 20,
      offset: 0,
      category_id: 0,
      rating_id: 0,
      verification: false,
    });
    expect(ok('Get_PromoPagination', { limit: '', offset: '' })).toEqual({ limit: 8, offset: 0 });
    expect(ok('Get_ProductCategoriesPagination', { limit: '-1', offset: '-1', category_type: '' })).toEqual({
      limit: -1,
      offset: -1,
      category_type: '',
    });
  });

  it('accepts typed values from the browser too', () => {
    expect(ok('Get_BrandPagination', { limit: 20, offset: 0, rating_id: 2, verification: false })).toEqual({
      limit: 20,
      offset: 0,
      rating_id: 2,
      verification: false,
    });
  });

  it('booleans from true/false/1/0 strings', () => {
    expect(v.parse(bool(), 'true')).toBe(true);
    expect(v.parse(bool(), '1')).toBe(true);
    expect(v.parse(bool(), 'false')).toBe(false);
    expect(v.parse(bool(), '0')).toBe(false);
    expect(v.safeParse(bool(), 'yes').success).toBe(false);
  });

  it('rejects bad values with a clear message', () => {
    expect(messages('Get_SourcePagination', { rating_id: '1' })).toEqual({ rating_id: 'rating_id must be one of 0, 2, 3, 4.' });
    expect(messages('Get_SourcePagination', { limit: 'abc' })).toEqual({ limit: 'limit must be from 0 to 100.' });
    expect(messages('Get_SourcePagination', { limit: '1000' })).toEqual({ limit: 'limit must be from 0 to 100.' });
    expect(messages('Get_SourcePagination', { offset: '-5' })).toEqual({ offset: 'offset must not be negative.' });
    // limit -1 ("all") only where the spec allows it
    expect(messages('Get_SourcePagination', { limit: '-1', offset: '-1' })).toEqual({ limit: 'limit must be from 0 to 100.', offset: 'offset must not be negative.' });
    expect(messages('Get_NewsPagination', { limit: '-1' })).toEqual({ limit: 'limit must be from 0 to 100.' });
    expect(messages('Get_ProductCategoriesPagination', { limit: '-1', offset: '-1' })).toEqual({});
    expect(messages('Get_SourcePagination', { verification: 'maybe' })).toEqual({
      verification: 'verification must be true or false.',
    });
    expect(messages('Get_SourceReviewsPagination', { source_id: '0' })).toEqual({ source_id: 'A valid source_id is expected.' });
    expect(messages('Get_SourceReviewsPagination', { source_id: '1.5' })).toEqual({ source_id: 'A valid source_id is expected.' });
    expect(messages('Get_SourceReviewsPagination', {})).toEqual({ source_id: 'A valid source_id is expected.' });
    expect(messages('Set_PageViews', { parent_id: '3', view_type: 'user' })).toEqual({
      view_type: 'view_type must be one of source, brand, brand_product, promo, news.',
    });
    expect(messages('Set_UserFavoriteList', { item_type: 'product', item_id: '2' })).toEqual({
      item_type: "item_type must be 'source' or 'brand'.",
    });
    expect(v.safeParse(int(), '12abc').success).toBe(false);
    expect(v.parse(limit(100, true), '-1')).toBe(-1);
    expect(v.safeParse(limit(), '-1').success).toBe(false);
  });

  it('a missing required field reads like a blank one', () => {
    expect(messages('Sign_In', {})).toEqual({ user_name: MSG.validation.usernameRequired, user_password: MSG.validation.passwordRequired });
    expect(messages('Get_Source', {})).toEqual({ source_slug_url: 'A source_slug_url is required.' });
    expect(messages('Set_SourceReviewReport', { source_id: '1', rating_id: '2' })).toEqual({
      report_reason: 'Please choose a reason for complaint!',
    });
  });
});

describe('review payloads', () => {
  const review = {
    user_id: '999',
    source_id: '7',
    review_comment: '  Fast delivery  ',
    contact_rating: '5',
    delivery_rating: '4',
    quality_rating: '3',
    pricing_rating: '2',
    support_rating: '1',
  };

  it('coerces whole-star ratings and trims the comment; user_id is accepted (and ignored by the server)', () => {
    const out = ok('Set_SourceNewReview', review);
    expect(out).toMatchObject({ source_id: 7, review_comment: 'Fast delivery', contact_rating: 5, support_rating: 1 });
    expect(out.user_id).toBe('999');
  });

  it('ratings must be whole stars 1..5', () => {
    expect(messages('Set_SourceNewReview', { ...review, contact_rating: '0' })).toEqual({
      contact_rating: 'You must give at least 1 point!',
    });
    expect(messages('Set_SourceNewReview', { ...review, quality_rating: '6' })).toEqual({ quality_rating: 'A rating is at most 5 stars.' });
    expect(messages('Set_BrandNewReview', { brand_id: '1', rating: '3.5', review_comment: 'x' })).toEqual({
      rating: 'You must give at least 1 point!',
    });
  });

  it('the comment cannot be blank; the report reason must be one of the list', () => {
    expect(messages('Set_BrandNewComment', { brand_id: '1', parent_rating_id: '2', review_comment: ' ' })).toEqual({
      review_comment: 'This field cannot be left blank!',
    });
    expect(messages('Set_BrandProductReviewReport', { product_id: '1', brand_id: '1', rating_id: '1', report_reason: 'Boring' })).toEqual({
      report_reason: 'Please choose a reason for complaint!',
    });
    expect(ok('Set_BrandProductReviewReport', { product_id: '1', brand_id: '1', rating_id: '1', report_reason: 'Spam or Promotion' }))
      .toMatchObject({ report_reason: 'Spam or Promotion' });
  });

  it('takes an uploaded image as a Blob (browser) or an UploadedFile (server)', () => {
    const base = { brand_id: '1', rating: '5', review_comment: 'Good' };
    expect(parse('Set_BrandNewReview', { ...base, review_image: new Blob([new Uint8Array([1, 2])]) }).success).toBe(true);
    expect(
      parse('Set_BrandNewReview', {
        ...base,
        review_image: { filename: 'a.png', mimetype: 'image/png', data: new Uint8Array([1]) },
      }).success,
    ).toBe(true);
    expect(messages('Set_BrandNewReview', { ...base, review_image: 'a.png' })).toEqual({ review_image: 'A file is expected.' });
  });

  it('edit my review defaults ratings to 1', () => {
    expect(ok('Set_EditMyReview', { type: 'brand', rating_id: '4', review_comment: 'Edited' })).toMatchObject({
      rating: 1,
      contact_rating: 1,
      support_rating: 1,
    });
  });
});

describe('account payloads', () => {
  it('Sign_Up uses the sign-up rules without confirmation', () => {
    expect(ok('Sign_Up', { user_name: 'ironman', user_email: 'a@b.co', user_password: 'secret' })).toEqual({
      user_name: 'ironman',
      user_email: 'a@b.co',
      user_password: 'secret',
    });
    expect(messages('Sign_Up', { user_name: 'Iron Man', user_email: 'x', user_password: '123' })).toEqual({
      user_name: 'Username cannot contain special characters or spaces!',
      user_email: 'Email address not valid!',
      user_password: 'Password must be at least 6 characters!',
    });
  });

  it('Sign_UpBusiness checks the name by user_type', () => {
    const base = {
      user_name: 'shop',
      offical_email: 'a@shop.com',
      offical_website: 'https://shop.com',
      user_password: 'secret',
    };
    expect(parse('Sign_UpBusiness', { ...base, user_type: 'source', source_or_brand_name: 'shop.com' }).success).toBe(true);
    expect(messages('Sign_UpBusiness', { ...base, user_type: 'brand', source_or_brand_name: 'shop.com' })).toEqual({
      source_or_brand_name: MSG.validation.brandNameChars,
    });
    expect(messages('Sign_UpBusiness', { ...base, user_type: 'member', source_or_brand_name: 'shop' })).toHaveProperty('user_type');
  });

  it('codes are upper-cased', () => {
    expect(ok('Set_UserVerification', { verification_code: 'ab12cd' })).toEqual({ verification_code: 'AB12CD' });
    expect(ok('BusinessVerification', { business_id: '3', business_email: 'a@b.co', business_code: 'zz99zz' })).toEqual({
      business_id: 3,
      business_type: 'source',
      business_email: 'a@b.co',
      business_code: 'ZZ99ZZ',
    });
  });

  it('Set_Profile changes only what is sent and coerces the switches', () => {
    expect(ok('Set_Profile', { notification_content_like: '1', privacy_holiday_mode: 'Yes' })).toEqual({
      notification_content_like: 1,
      privacy_holiday_mode: 'Yes',
    });
    expect(messages('Set_Profile', { user_fullname: 'J0hn', user_phone_number: '12' })).toEqual({
      user_fullname: 'Full Name cannot contain special characters or numbers!',
      user_phone_number: 'Phone must be at least 5 characters!',
    });
  });
});

describe('business payloads', () => {
  it('Set_SourceSetup takes JSON lists, a year and a delivery time; logos may be file names', () => {
    const out = ok('Set_SourceSetup', {
      payment_methods: '["1","4"]',
      continents_can_ship: '[2]',
      continents_cannot_ship: '["5"]',
      source_category: '3',
      source_since: '2012',
      source_delivery_time: '1 - 3 Days',
      source_country: 'Turkey',
      source_description: 'About us',
      source_website: '',
      source_email: '',
      source_site_logo_file: 'shot_1.jpg',
    });
    expect(out).toMatchObject({
      payment_methods: [1, 4],
      continents_can_ship: [2],
      continents_cannot_ship: [5],
      source_category: 3,
      source_since: '2012',
      source_site_logo_file: 'shot_1.jpg',
      source_main_logo: '',
    });
    expect(
      messages('Set_SourceSetup', {
        payment_methods: 'not json',
        continents_can_ship: '[]',
        continents_cannot_ship: '[1]',
        source_category: '3',
        source_since: '12',
        source_delivery_time: '1 - 3 Days',
        source_country: 'Turkey',
        source_description: 'x',
      }),
    ).toEqual({
      payment_methods: 'A list of ids (JSON array) is expected.',
      continents_can_ship: 'Please select the continents to ship to!',
      source_since: 'The year of foundation of your source must be 4 digits!',
    });
  });

  it('Set_BrandProductSave parses product_features JSON and defaults missing keys to "-"', () => {
    const out = ok('Set_BrandProductSave', {
      product_id: '0',
      category_id: '2',
      product_name: 'Whey',
      product_description: 'Protein',
      product_type: 'Oral',
      product_status: '1',
      product_features: JSON.stringify({ product_features_acne: 'LOW' }),
    });
    expect(out.product_id).toBe(0);
    expect(out.product_status).toBe('1');
    expect(out.product_features?.product_features_acne).toBe('LOW');
    expect(out.product_features?.product_features_dosage).toBe('-');
    expect(messages('Set_BrandProductSave', { category_id: '2', product_name: 'W', product_description: 'D', product_type: 'Gel', product_status: '2' }))
      .toEqual({ product_type: MSG.validation.fieldBlank, product_status: MSG.validation.fieldBlank });
  });

  it('Set_BrandOfficalSellerUpdate type is insert or delete', () => {
    expect(ok('Set_BrandOfficalSellerUpdate', { type: 'insert', source_id: '9' })).toEqual({ type: 'insert', source_id: 9 });
    expect(parse('Set_BrandOfficalSellerUpdate', { type: 'update', source_id: '9' }).success).toBe(false);
  });
});

describe('community payloads', () => {
  it('a poll post parses post_poll JSON', () => {
    const out = ok('Set_NewCommunityPost', {
      post_type: 'poll',
      post_method: 'community',
      post_method_community_id: '4',
      post_content: '<p>Vote</p>',
      post_poll: JSON.stringify({ poll_title: 'Best protein?', answers: ['Whey', 'Casein', 'Egg'] }),
    });
    expect(out.post_poll).toEqual({ poll_title: 'Best protein?', answers: ['Whey', 'Casein', 'Egg'] });
    expect(out.post_method_community_id).toBe(4);
    expect(parse('Set_NewCommunityPost', { post_type: 'poll', post_method: 'everyone', post_content: 'x' }).success).toBe(false);
    expect(
      parse('Set_NewCommunityPost', {
        post_type: 'poll',
        post_method: 'everyone',
        post_content: 'x',
        post_poll: '{"poll_title":"t","answers":["a",""]}',
      }).success,
    ).toBe(false);
  });

  it('community create uses the form rules; the feed filters default to none', () => {
    expect(messages('Set_CommunityCreateCommunity', { community_name: 'ab', community_style: 'bg-community-2', community_description: 'long enough text' }))
      .toEqual({ community_name: 'This field must be at least 3 characters long!' });
    expect(ok('Get_CommunityPostList', {})).toEqual({ community_id: 0, user_id: 0, hashtag_name: '', post_id: 0, before_post_id: 0, limit: 10, offset: 0 });
    expect(ok('Set_CommunityPostDelete', { post_id: '5', post_type: 'comment' })).toEqual({ post_id: 5, post_type: 'comment' });
  });
});

// Type-level checks: the client's input types and the server's output types.
const _in: PayloadIn<'Get_SourcePagination'> = { limit: 20, offset: '0', verification: true };
const _out: PayloadOut<'Get_SourcePagination'> = { limit: 20, offset: 0, category_id: 0, rating_id: 0, verification: false };
void _in;
void _out;

describe('shared text rules (issue 8: NUL, length)', () => {
  it('text fields refuse NUL and over-long values; slugs are short', () => {
    expect(messages('Get_SearchText', { searchText: 'whey\u0000' })).toEqual({ searchText: MSG.validation.textNul });
    expect(messages('Get_SearchText', { searchText: 'w'.repeat(5000) })).toEqual({ searchText: MSG.validation.textTooLong });
    expect(messages('Get_Source', { source_slug_url: 's'.repeat(256) })).toEqual({ source_slug_url: MSG.validation.textTooLong });
    expect(messages('Get_Source', { source_slug_url: 'iron\u0000depot' })).toEqual({ source_slug_url: MSG.validation.textNul });
    expect(messages('Get_Source', { source_slug_url: 'irondepot' })).toEqual({});
    expect(messages('Sign_Up', { user_name: 'fuzzer', user_email: `${'a'.repeat(250)}@example.com`, user_password: 'secret1' })).toEqual({
      user_email: MSG.validation.emailInvalid,
    });
  });

  it('hostileTextIssue finds NUL and over-long strings anywhere in a parsed payload', () => {
    expect(hostileTextIssue({ a: 'fine', b: [1, { c: 'ok' }] })).toBeNull();
    expect(hostileTextIssue({ a: 'fine', b: [1, { c: 'x\u0000' }] })).toEqual({ path: 'b.1.c', message: MSG.validation.textNul });
    expect(hostileTextIssue({ html: 'x'.repeat(TEXT_MAX.long + 1) })).toEqual({ path: 'html', message: MSG.validation.textTooLong });
    expect(hostileTextIssue({ file: { filename: 'a.png', mimetype: 'image/png', data: new Uint8Array([0]) } })).toBeNull();
  });
});
