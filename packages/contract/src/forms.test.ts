import {
  brandAccountForm,
  brandSetupSteps,
  businessSignUpForm,
  checkImage,
  claimCodeForm,
  claimEmailHint,
  claimForm,
  commentForm,
  communityForm,
  fieldErrors,
  forgotStep1Form,
  forgotStep2Form,
  isBlankHtml,
  isCompanyEmail,
  memberSignUpForm,
  messageForm,
  postForm,
  privacyForm,
  productForm,
  profileForm,
  reportForm,
  reviewEditForm,
  reviewForm,
  securityForm,
  signInForm,
  sourceAccountForm,
  sourceReviewSteps,
  sourceSetupForm,
  sourceSetupSteps,
  validateForm,
  verificationCodeForm,
} from './index';
import { MSG } from './index';

const V = MSG.validation;

describe('sign-in', () => {
  it('accepts a lowercase username (also an e-mail address) and a 6–30 password', () => {
    expect(fieldErrors(signInForm, { user_name: 'ironman', user_password: 'secret' })).toEqual({});
    expect(fieldErrors(signInForm, { user_name: 'iron.man@mail.com', user_password: 'x'.repeat(30) })).toEqual({});
  });

  it('accepts every e-mail address the site creates accounts with (claim e-mails with - _ +)', () => {
    for (const user_name of ['jane-doe@iron-shop.com', 'sales_team@ironshop.com', 'owner+claims@ironshop.com']) {
      expect(fieldErrors(signInForm, { user_name, user_password: 'secret' })).toEqual({});
    }
    expect(fieldErrors(signInForm, { user_name: 'iron-man', user_password: 'secret' }).user_name).toBe(V.usernameChars);
    expect(fieldErrors(signInForm, { user_name: 'a-b@', user_password: 'secret' }).user_name).toBe(V.usernameChars);
  });

  it('gives one message per field', () => {
    expect(fieldErrors(signInForm, { user_name: '', user_password: '' })).toEqual({
      user_name: V.usernameRequired,
      user_password: V.passwordRequired,
    });
    expect(fieldErrors(signInForm, { user_name: 'ab', user_password: '12345' })).toEqual({
      user_name: V.usernameMin,
      user_password: V.passwordMin,
    });
    expect(fieldErrors(signInForm, { user_name: 'Iron Man', user_password: 'x'.repeat(31) })).toEqual({
      user_name: 'Username cannot contain special characters or spaces!',
      user_password: 'Password must be maximum 30 characters!',
    });
  });

  it('trims before checking', () => {
    expect(fieldErrors(signInForm, { user_name: '  ironman ', user_password: ' secret ' })).toEqual({});
    expect(fieldErrors(signInForm, { user_name: '   ', user_password: 'secret' })).toEqual({ user_name: V.usernameRequired });
  });
});

describe('member sign-up', () => {
  const valid = {
    user_name: 'ironman1',
    user_email: 'iron@example.com',
    user_password: 'secret1',
    user_password_confirm: 'secret1',
    terms: true,
  };

  it('accepts a valid form', () => {
    const result = validateForm(memberSignUpForm, valid);
    expect(result.ok).toBe(true);
  });

  it('enforces username 3 to 14, lowercase letters and digits', () => {
    expect(fieldErrors(memberSignUpForm, { ...valid, user_name: 'abc' })).toEqual({});
    expect(fieldErrors(memberSignUpForm, { ...valid, user_name: 'a'.repeat(14) })).toEqual({});
    expect(fieldErrors(memberSignUpForm, { ...valid, user_name: 'ab' }).user_name).toBe(V.usernameMin);
    expect(fieldErrors(memberSignUpForm, { ...valid, user_name: 'a'.repeat(15) }).user_name).toBe(V.usernameMax);
    expect(fieldErrors(memberSignUpForm, { ...valid, user_name: 'iron.man' }).user_name).toBe(
      'Username cannot contain special characters or spaces!',
    );
    expect(fieldErrors(memberSignUpForm, { ...valid, user_name: 'IronMan' }).user_name).toBe(V.usernameChars);
  });

  it('enforces password 6 to 30 and the confirmation', () => {
    expect(fieldErrors(memberSignUpForm, { ...valid, user_password: '123456', user_password_confirm: '123456' })).toEqual({});
    const p30 = 'p'.repeat(30);
    expect(fieldErrors(memberSignUpForm, { ...valid, user_password: p30, user_password_confirm: p30 })).toEqual({});
    expect(fieldErrors(memberSignUpForm, { ...valid, user_password: '12345', user_password_confirm: '12345' })).toEqual({
      user_password: 'Password must be at least 6 characters!',
    });
    expect(fieldErrors(memberSignUpForm, { ...valid, user_password_confirm: 'other1' })).toEqual({
      user_password_confirm: 'Password you entered does not match!',
    });
    expect(fieldErrors(memberSignUpForm, { ...valid, user_password_confirm: '' })).toEqual({
      user_password_confirm: V.fieldBlank,
    });
  });

  it('needs a valid e-mail and the terms', () => {
    expect(fieldErrors(memberSignUpForm, { ...valid, user_email: 'nope', terms: false })).toEqual({
      user_email: 'Email address not valid!',
      terms: 'You must confirm the Terms & Conditions!',
    });
    expect(fieldErrors(memberSignUpForm, { ...valid, user_email: '', terms: undefined })).toEqual({
      user_email: 'Email is required!',
      terms: 'You must confirm the Terms & Conditions!',
    });
  });

  it('returns the toast and the errors together', () => {
    const result = validateForm(memberSignUpForm, { ...valid, user_name: '' });
    expect(result).toEqual({ ok: false, toast: 'Please check all fields!', errors: { user_name: V.usernameRequired } });
  });
});

describe('business sign-up', () => {
  const base = {
    user_name: 'ironshop',
    offical_email: 'owner@ironshop.com',
    offical_website: 'https://www.ironshop.com',
    user_password: 'secret1',
    user_password_confirm: 'secret1',
    terms: true,
  };

  it('source names allow lowercase letters, digits, dot and dash', () => {
    expect(fieldErrors(businessSignUpForm, { ...base, user_type: 'source', source_or_brand_name: 'iron-shop.com' })).toEqual({});
    expect(
      fieldErrors(businessSignUpForm, { ...base, user_type: 'source', source_or_brand_name: 'iron shop' }).source_or_brand_name,
    ).toBe(V.sourceNameChars);
    expect(
      fieldErrors(businessSignUpForm, { ...base, user_type: 'source', source_or_brand_name: 'ab' }).source_or_brand_name,
    ).toBe(V.sourceNameMin);
  });

  it('brand names allow lowercase letters, digits and spaces', () => {
    expect(fieldErrors(businessSignUpForm, { ...base, user_type: 'brand', source_or_brand_name: 'iron labs 2' })).toEqual({});
    expect(
      fieldErrors(businessSignUpForm, { ...base, user_type: 'brand', source_or_brand_name: 'iron-labs' }).source_or_brand_name,
    ).toBe(V.brandNameChars);
    expect(fieldErrors(businessSignUpForm, { ...base, user_type: 'brand', source_or_brand_name: 'ab' }).source_or_brand_name).toBe(
      V.brandNameMin,
    );
  });

  it('needs an http(s) website, showing the example host', () => {
    const errors = fieldErrors(businessSignUpForm, {
      ...base,
      user_type: 'source',
      source_or_brand_name: 'ironshop',
      offical_website: 'ironshop',
    });
    expect(errors).toEqual({ offical_website: 'Website is not valid! Example: https://www.example.com' });
    expect(
      fieldErrors(businessSignUpForm, { ...base, user_type: 'source', source_or_brand_name: 'ironshop', offical_website: '' }),
    ).toEqual({ offical_website: 'Offical Website is required!' });
    expect(
      fieldErrors(businessSignUpForm, {
        ...base,
        user_type: 'source',
        source_or_brand_name: 'ironshop',
        offical_website: 'ftp://ironshop.com',
      }).offical_website,
    ).toBe(V.websiteInvalid('https://www.example.com'));
  });
});

describe('forgot password and codes', () => {
  it('step 1 needs a valid e-mail', () => {
    expect(fieldErrors(forgotStep1Form, { user_email: 'a@b.co' })).toEqual({});
    expect(fieldErrors(forgotStep1Form, { user_email: 'a@' })).toEqual({ user_email: V.emailInvalid });
  });

  it('step 2 needs a 6-character code, a 6–30 password and an equal confirmation', () => {
    const ok = { user_email: 'a@b.co', code: 'ab12cd', user_password: 'secret', user_password_confirm: 'secret' };
    expect(validateForm(forgotStep2Form, ok)).toEqual({ ok: true, value: { ...ok, code: 'AB12CD' } });
    expect(fieldErrors(forgotStep2Form, { ...ok, code: 'AB12C', user_password_confirm: 'secreT' })).toEqual({
      code: 'Code must be at least 6 characters!',
      user_password_confirm: 'Password you entered does not match!',
    });
  });

  it('the six-box code: required, exactly 6 letters or digits, upper-cased', () => {
    expect(validateForm(verificationCodeForm, { verification_code: 'a1b2c3' })).toEqual({
      ok: true,
      value: { verification_code: 'A1B2C3' },
    });
    expect(fieldErrors(verificationCodeForm, { verification_code: '' })).toEqual({ verification_code: 'Code is required!' });
    expect(fieldErrors(verificationCodeForm, { verification_code: '1234567' })).toEqual({
      verification_code: 'Code must be maximum 6 characters!',
    });
    expect(fieldErrors(verificationCodeForm, { verification_code: '12-456' })).toEqual({ verification_code: V.codeChars });
    expect(fieldErrors(claimCodeForm, { VERIFY_ACCOUNT_code: '12345' })).toEqual({
      VERIFY_ACCOUNT_code: 'Code must be at least 6 characters!',
    });
  });
});

describe('ownership claim', () => {
  const form = claimForm('https://www.ironshop.com/about');
  const valid = {
    MemberEmail: 'owner@ironshop.com',
    MemberPassword: 'secret1',
    MemberConfirmPassword: 'secret1',
    Member_terms_conditions: true,
  };

  it("accepts an e-mail on the listing website's domain (www. ignored, case-insensitive)", () => {
    expect(fieldErrors(form, valid)).toEqual({});
    expect(fieldErrors(form, { ...valid, MemberEmail: 'Owner@IronShop.com' })).toEqual({});
    expect(isCompanyEmail('a@ironshop.com', 'ironshop.com')).toBe(true);
  });

  it('refuses another domain with the spec message', () => {
    expect(fieldErrors(form, { ...valid, MemberEmail: 'owner@gmail.com' })).toEqual({
      MemberEmail: "Email address must have the extension of your company's official website!",
    });
    expect(fieldErrors(form, { ...valid, MemberEmail: 'owner@shop.ironshop.com.evil.io' }).MemberEmail).toBe(
      V.emailCompanyDomain,
    );
    expect(isCompanyEmail('a@ironshop.com', '')).toBe(false);
  });

  it('checks the e-mail, password, confirmation and terms with the spec keys', () => {
    expect(
      fieldErrors(form, { MemberEmail: '', MemberPassword: '12345', MemberConfirmPassword: '', Member_terms_conditions: false }),
    ).toEqual({
      MemberEmail: 'Email is required!',
      MemberPassword: 'Password must be at least 6 characters!',
      MemberConfirmPassword: V.fieldBlank,
      Member_terms_conditions: 'You must confirm the Terms & Conditions!',
    });
    expect(fieldErrors(form, { ...valid, MemberEmail: 'nope' }).MemberEmail).toBe('Email address not valid!');
    expect(fieldErrors(form, { ...valid, MemberPassword: 'p'.repeat(31), MemberConfirmPassword: 'p'.repeat(31) })).toEqual({
      MemberPassword: 'Password must be maximum 30 characters!',
    });
    expect(fieldErrors(form, { ...valid, MemberConfirmPassword: 'secret2' })).toEqual({
      MemberConfirmPassword: 'Password you entered does not match!',
    });
  });

  it('shows the hint xxx@host', () => {
    expect(claimEmailHint('https://www.ironshop.com')).toBe('xxx@ironshop.com');
  });
});

describe('reviews, comments and reports', () => {
  it('brand/product review: whole stars 1..5 and a comment', () => {
    expect(fieldErrors(reviewForm, { rating: 5, review_comment: 'Great' })).toEqual({});
    expect(fieldErrors(reviewForm, { rating: 0, review_comment: '' })).toEqual({
      rating: 'You must give at least 1 point!',
      review_comment: 'This field cannot be left blank!',
    });
    expect(fieldErrors(reviewForm, { rating: 2.5, review_comment: 'x' }).rating).toBe(V.atLeastOnePoint);
    expect(fieldErrors(reviewForm, { rating: 6, review_comment: 'x' }).rating).toBe(V.ratingMax);
  });

  it('source wizard: each step needs at least 1 point; the last also the comment', () => {
    expect(sourceReviewSteps).toHaveLength(5);
    expect(fieldErrors(sourceReviewSteps[0], { contact_rating: 0 })).toEqual({ contact_rating: V.atLeastOnePoint });
    expect(fieldErrors(sourceReviewSteps[1], { delivery_rating: 3 })).toEqual({});
    expect(fieldErrors(sourceReviewSteps[4], { support_rating: 4, review_comment: '<p></p>' })).toEqual({
      review_comment: V.fieldBlank,
    });
  });

  it('comment, report and review edit', () => {
    expect(fieldErrors(commentForm, { review_comment: '  ' })).toEqual({ review_comment: 'This field cannot be left blank!' });
    expect(fieldErrors(reportForm, {})).toEqual({ report_reason: 'Please choose a reason for complaint!' });
    expect(fieldErrors(reportForm, { report_reason: 'Whatever' })).toEqual({ report_reason: V.reportReasonRequired });
    expect(fieldErrors(reportForm, { report_reason: 'Off-Topic' })).toEqual({});
    expect(fieldErrors(reviewEditForm, { review_comment: '<p><br></p>' })).toEqual({ review_comment: V.fieldBlank });
    const edited = validateForm(reviewEditForm, { review_comment: 'Better now' });
    expect(edited.ok && edited.value.contact_rating).toBe(1);
  });

  it('isBlankHtml treats empty editors and content the sanitizers drop (images, video) as blank', () => {
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p><img src="https://tracker.example/p.gif"></p>')).toBe(true);
    expect(isBlankHtml('<video src="https://example.com/v.mp4"></video>')).toBe(true);
    expect(isBlankHtml('<b>hi</b>')).toBe(false);
  });
});

describe('profile and settings', () => {
  it('full name: 3 to 20, letters and spaces including Turkish letters', () => {
    expect(fieldErrors(profileForm, { user_fullname: 'Çağrı Öztürk' })).toEqual({});
    expect(fieldErrors(profileForm, { user_fullname: 'İsmail Şahin Ğü' })).toEqual({});
    expect(fieldErrors(profileForm, { user_fullname: '' })).toEqual({ user_fullname: V.fieldBlank });
    expect(fieldErrors(profileForm, { user_fullname: 'Al' })).toEqual({ user_fullname: 'Full Name must be at least 3 characters!' });
    expect(fieldErrors(profileForm, { user_fullname: 'a'.repeat(21) })).toEqual({
      user_fullname: 'Full Name must be maximum 20 characters!',
    });
    expect(fieldErrors(profileForm, { user_fullname: 'John 2' })).toEqual({
      user_fullname: 'Full Name cannot contain special characters or numbers!',
    });
  });

  it('weight, height, body fat digits only; bio at most 250', () => {
    expect(fieldErrors(profileForm, { user_fullname: 'John Doe', user_weight: '80', user_height: 180, user_body_fat: '' })).toEqual(
      {},
    );
    expect(
      fieldErrors(profileForm, {
        user_fullname: 'John Doe',
        user_weight: '80.5',
        user_height: '1,80',
        user_body_fat: '12%',
        user_bio: 'b'.repeat(251),
      }),
    ).toEqual({
      user_weight: 'Weight cannot contain special characters or characters!',
      user_height: 'Height cannot contain special characters or characters!',
      user_body_fat: 'Body Fat cannot contain special characters or characters!',
      user_bio: 'Bio must be maximum 250 characters!',
    });
    expect(fieldErrors(profileForm, { user_fullname: 'John Doe', user_bio: 'b'.repeat(250) })).toEqual({});
  });

  it('security: phone 5 to 15 digits when given; passwords 6 to 30; repeat equal', () => {
    expect(fieldErrors(securityForm, {})).toEqual({});
    expect(fieldErrors(securityForm, { user_phone_number: '12345' })).toEqual({});
    expect(fieldErrors(securityForm, { user_phone_number: '1'.repeat(15) })).toEqual({});
    expect(fieldErrors(securityForm, { user_phone_number: '1234' })).toEqual({
      user_phone_number: 'Phone must be at least 5 characters!',
    });
    expect(fieldErrors(securityForm, { user_phone_number: '1'.repeat(16) })).toEqual({
      user_phone_number: 'Phone must be maximum 15 characters!',
    });
    expect(fieldErrors(securityForm, { user_phone_number: '+90 555' })).toEqual({
      user_phone_number: 'Phone cannot contain special characters or characters!',
    });
    expect(
      fieldErrors(securityForm, {
        USER_DATA_current_password: '12345',
        USER_DATA_new_password: 'newpass1',
        USER_DATA_new_password_re: 'newpass2',
      }),
    ).toEqual({
      USER_DATA_current_password: 'Password must be at least 6 characters!',
      USER_DATA_new_password_re: 'Password you entered does not match!',
    });
    const ok = validateForm(securityForm, { notification_content_like: '1', notification_review_comment: false });
    expect(ok.ok && [ok.value.notification_content_like, ok.value.notification_review_comment]).toEqual([1, 0]);
  });

  it('privacy choices are exclusive values', () => {
    const values = {
      privacy_see_profile: 'Everyone',
      privacy_see_content: 'Friends',
      privacy_see_special_ads: 'Yes',
      privacy_holiday_mode: 'No',
    };
    expect(fieldErrors(privacyForm, values)).toEqual({});
    expect(Object.keys(fieldErrors(privacyForm, { ...values, privacy_holiday_mode: 'Maybe' }))).toEqual(['privacy_holiday_mode']);
  });

  it('message send cannot be empty', () => {
    expect(fieldErrors(messageForm, { content: ' ' })).toEqual({ content: V.fieldBlank });
  });
});

describe('community', () => {
  it('create/edit: name 3 to 25, style, description 10 to 500', () => {
    const ok = { community_name: 'Iron', community_style: 'bg-community-3', community_description: 'We lift heavy things.' };
    expect(fieldErrors(communityForm, ok)).toEqual({});
    expect(fieldErrors(communityForm, { ...ok, community_name: 'ab' })).toEqual({
      community_name: 'This field must be at least 3 characters long!',
    });
    expect(fieldErrors(communityForm, { ...ok, community_name: 'n'.repeat(26) })).toEqual({
      community_name: 'This field must be at most 25 characters long!',
    });
    expect(fieldErrors(communityForm, { ...ok, community_style: 'bg-community-11' })).toEqual({ community_style: V.fieldBlank });
    expect(fieldErrors(communityForm, { ...ok, community_description: 'short' })).toEqual({
      community_description: V.communityDescriptionMin,
    });
  });

  it.each([
    ['right-to-left override', 'Iron\u202Egnal'],
    ['left-to-right override', '\u202DIron club'],
    ['right-to-left isolate', 'Iron \u2067club'],
    ['right-to-left mark', 'Iron\u200F club'],
    ['zero-width space', 'Ir\u200Bon'],
    ['zero-width joiner', 'Iron\u200Dclub'],
    ['zero-width non-joiner', 'Iron\u200Cclub'],
    ['word joiner', 'Iron\u2060club'],
    ['byte order mark inside', 'Iron\uFEFFclub'],
    ['soft hyphen', 'Iron\u00ADclub'],
    ['Hangul filler', 'Iron\u3164club'],
    ['a newline', 'Iron\nclub'],
  ])('a community name with a %s is refused in the browser and on the server alike', (_what, name) => {
    const ok = { community_style: 'bg-community-3', community_description: 'We lift heavy things.' };
    expect(fieldErrors(communityForm, { ...ok, community_name: name })).toEqual({ community_name: V.nameInvisibleChars });
    expect(fieldErrors(productForm, { category_id: '3', product_name: name, product_description: 'Protein', product_type: 'Oral', product_status: 1 })).toEqual({
      product_name: V.nameInvisibleChars,
    });
  });

  it('names in other scripts, accents and emoji without joiners pass', () => {
    const ok = { community_style: 'bg-community-3', community_description: 'We lift heavy things.' };
    for (const name of ['Çağrı Kulübü', 'رفع الأثقال', 'שרירים', 'Железо', '筋トレ部', 'Iron 💪']) {
      expect(fieldErrors(communityForm, { ...ok, community_name: name })).toEqual({});
    }
  });

  it('post: content required; polls need a title and answers 1 and 2', () => {
    const text = { post_type: 'text', post_method: 'everyone', post_content: '<p>Hello</p>' };
    expect(fieldErrors(postForm, text)).toEqual({});
    expect(fieldErrors(postForm, { ...text, post_content: '<p></p>' })).toEqual({ post_content: V.fieldBlank });
    expect(
      fieldErrors(postForm, { ...text, post_type: 'poll', post_poll: { poll_title: 'Best?', answers: ['Whey', ''] } }),
    ).toEqual({ 'post_poll.answers': 'Poll Answers 1 and 2 are required and cannot be deleted!' });
    expect(fieldErrors(postForm, { ...text, post_type: 'poll', post_poll: { poll_title: '', answers: ['a', 'b', ''] } })).toEqual({
      'post_poll.poll_title': V.fieldBlank,
    });
    expect(fieldErrors(postForm, { ...text, post_method: 'community' })).toEqual({ post_method_community_id: V.fieldBlank });
    expect(fieldErrors(postForm, { ...text, post_method: 'community', post_method_community_id: 4 })).toEqual({});
  });
});

describe('business areas', () => {
  it('source wizard gating messages in order', () => {
    const empty = [{}, {}, {}, {}, {}, {}, {}];
    const firsts = sourceSetupSteps.map((step, i) => Object.values(fieldErrors(step, empty[i]))[0]);
    expect(firsts).toEqual([
      'Please upload your logo!',
      'Please upload an external view of your site!',
      'Please choose your payment methods!',
      'Please select the continents to ship to!',
      'Please select the continents to cannot ship to!',
      'Please select the category of your source!',
      'Please select the country of your source!',
    ]);
    expect(fieldErrors(sourceSetupSteps[6], { source_country: 'Turkey', source_since: '99', source_delivery_time: 'x' })).toEqual({
      source_since: 'The year of foundation of your source must be 4 digits!',
      source_delivery_time: 'Please indicate the average delivery time of your resource!',
      source_description: 'Please enter the description for your source!',
    });
    expect(fieldErrors(sourceSetupSteps[6], { source_country: 'Turkey', source_delivery_time: '1 - 3 Days', source_description: 'd' })).toEqual({
      source_since: 'Please provide the year of foundation of your source!',
    });
  });

  it('a full source setup with JSON lists and a screenshot name passes', () => {
    const result = validateForm(sourceSetupForm, {
      source_main_logo: new Blob([new Uint8Array([1])], { type: 'image/png' }),
      source_site_logo_file: 'shot-123.jpg',
      payment_methods: '["1","2"]',
      continents_can_ship: [3],
      continents_cannot_ship: '[4]',
      source_category: '2',
      source_country: 'Turkey',
      source_since: 2015,
      source_delivery_time: '3 - 6 Days',
      source_description: 'We sell.',
      source_website: '',
      source_email: '',
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.payment_methods).toEqual([1, 2]);
      expect(result.value.source_since).toBe('2015');
      expect(result.value.source_category).toBe(2);
    }
  });

  it('source account edit: e-mail, website and the delivery-time message of the spec', () => {
    expect(fieldErrors(sourceAccountForm, { payment_methods: '[]' })).toMatchObject({
      source_email: 'Email is required!',
      source_website: 'Offical Website is required!',
      payment_methods: 'Please choose your payment methods!',
      source_delivery_time: 'Please provide the year of foundation of your source!',
    });
  });

  it('brand wizard and account edit gating', () => {
    expect(fieldErrors(brandSetupSteps[0], {})).toEqual({ brand_main_logo: 'Please upload your logo!' });
    // step 5 moves on only with an official seller (spec/3 §4: steps 1–5 need their data)
    expect(fieldErrors(brandSetupSteps[4], {})).toEqual({ brand_offical_resellers: 'Please add at least one official seller!' });
    expect(fieldErrors(brandSetupSteps[4], { brand_offical_resellers: [7] })).toEqual({});
    expect(fieldErrors(brandSetupSteps[5], { brand_since: '20155' })).toEqual({
      brand_country: 'Please select the country of your brand!',
      brand_since: 'The year of foundation of your brand must be 4 digits!',
      brand_description: 'Please enter the description for your brand!',
    });
    expect(
      fieldErrors(brandAccountForm, {
        brand_email: 'x@y.com',
        brand_website: 'https://y.com',
        continents_can_ship: [1],
        continents_cannot_ship: [],
        brand_country: 'Germany',
        brand_since: '1999',
        brand_description: 'About',
      }),
    ).toEqual({ continents_cannot_ship: 'Please select the continents to cannot ship to!' });
  });

  it('a country cannot be both "ship to" and "cannot ship to": wizard steps, setups and account edits', () => {
    const overlap = 'A country cannot be in both the list you ship to and the list you cannot ship to!';
    // the step being left carries the message: the ship-to step, then the cannot-ship-to step
    expect(fieldErrors(sourceSetupSteps[3], { continents_can_ship: [1, 2], continents_cannot_ship: [2] })).toEqual({ continents_can_ship: overlap });
    expect(fieldErrors(sourceSetupSteps[4], { continents_can_ship: [1, 2], continents_cannot_ship: [2, 3] })).toEqual({ continents_cannot_ship: overlap });
    expect(fieldErrors(sourceSetupSteps[3], { continents_can_ship: [1, 2], continents_cannot_ship: [] })).toEqual({});
    expect(fieldErrors(sourceSetupSteps[4], { continents_can_ship: [1], continents_cannot_ship: [3] })).toEqual({});
    expect(fieldErrors(brandSetupSteps[2], { continents_can_ship: [5], continents_cannot_ship: [5] })).toEqual({ continents_can_ship: overlap });
    expect(fieldErrors(brandSetupSteps[3], { continents_can_ship: [5], continents_cannot_ship: '[5]' })).toEqual({ continents_cannot_ship: overlap });
    // whole forms: shown with the other fields' messages
    expect(fieldErrors(sourceSetupForm, { continents_can_ship: [1], continents_cannot_ship: [1] })).toMatchObject({ continents_cannot_ship: overlap, source_main_logo: 'Please upload your logo!' });
    expect(fieldErrors(sourceAccountForm, { continents_can_ship: '[1,4]', continents_cannot_ship: '[4]' })).toMatchObject({ continents_cannot_ship: overlap });
    expect(
      fieldErrors(brandAccountForm, {
        brand_email: 'x@y.com',
        brand_website: 'https://y.com',
        continents_can_ship: [1, 2],
        continents_cannot_ship: [2],
        brand_country: 'Germany',
        brand_since: '1999',
        brand_description: 'About',
      }),
    ).toEqual({ continents_cannot_ship: overlap });
  });

  it('product save: every field required with the blank message', () => {
    expect(fieldErrors(productForm, {})).toEqual({
      category_id: V.fieldBlank,
      product_name: V.fieldBlank,
      product_description: V.fieldBlank,
      product_type: V.fieldBlank,
      product_status: V.fieldBlank,
    });
    expect(
      fieldErrors(productForm, {
        category_id: '3',
        product_name: 'Whey',
        product_description: 'Protein',
        product_type: 'Oral',
        product_status: 1,
      }),
    ).toEqual({});
  });

  it('image check: JPG/JPEG/PNG up to 2 MB', () => {
    expect(checkImage({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkImage({ type: 'image/gif', size: 10 })).toBe('Only JPG, JPEG, and PNG files are allowed!');
    expect(checkImage({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('File size must be no more than 2 MB!');
    expect(checkImage({ name: 'photo.JPG', size: 10 })).toBeNull();
  });
});
