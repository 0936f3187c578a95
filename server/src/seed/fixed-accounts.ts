/**
 * Well-known accounts and items of the seed, for tests and demos (both scales).
 *
 * | user_id | user_name   | password    | what                                                        |
 * |---------|-------------|-------------|-------------------------------------------------------------|
 * | 1       | ironscore   | (none)      | system user; a source/brand with user_id 1 is unclaimed     |
 * | 2       | demo        | demo1234    | verified member with reviews, favourites, posts, messages   |
 * | 3       | newbie      | newbie1234  | unverified member (user_verification_status 0), no content  |
 * | 4       | sourceowner | source1234  | source account owning the published, verified source 1      |
 * | 5       | brandowner  | brand1234   | brand account owning the published, verified brand 1        |
 * | 6       | manager     | manager1234 | member with is_manager = true (site manager / admin)        |
 *
 * Every generated account (members and business owners) has the password GENERATED_USER_PASSWORD.
 */
export const SYSTEM_USER = { user_id: 1, user_name: 'ironscore', user_email: 'system@ironscore.example' } as const;

export const DEMO_MEMBER = { user_id: 2, user_name: 'demo', password: 'demo1234', user_email: 'demo@example.com' } as const;
export const UNVERIFIED_MEMBER = { user_id: 3, user_name: 'newbie', password: 'newbie1234', user_email: 'newbie@example.com' } as const;
export const SOURCE_OWNER = { user_id: 4, user_name: 'sourceowner', password: 'source1234', user_email: 'owner@irondepot.example' } as const;
export const BRAND_OWNER = { user_id: 5, user_name: 'brandowner', password: 'brand1234', user_email: 'owner@titanlabs.example' } as const;
export const MANAGER = { user_id: 6, user_name: 'manager', password: 'manager1234', user_email: 'manager@ironscore.example' } as const;

export const FIXED_ACCOUNTS = [DEMO_MEMBER, UNVERIFIED_MEMBER, SOURCE_OWNER, BRAND_OWNER, MANAGER] as const;

/** Password of every generated (non-fixed) account. */
export const GENERATED_USER_PASSWORD = 'member1234';

/** Source 1, owned by SOURCE_OWNER: published, setup complete, verified, with reviews and a promo. */
export const DEMO_SOURCE = { source_id: 1, source_name: 'irondepot', source_slug_url: 'irondepot', source_website: 'https://irondepot.example' } as const;
/** Source 2: unclaimed (user_id 1), published — for the ownership-claim flow (e-mail on muscle-outlet.example). */
export const UNCLAIMED_SOURCE = { source_id: 2, source_name: 'muscle-outlet', source_slug_url: 'muscle-outlet', source_website: 'https://muscle-outlet.example' } as const;
/** Brand 1, owned by BRAND_OWNER: published, setup complete, verified, with products, reviews and official resellers. */
export const DEMO_BRAND = { brand_id: 1, brand_name: 'Titan Labs', brand_slug_url: 'titan-labs', brand_website: 'https://titanlabs.example' } as const;
/** Brand 2: unclaimed (user_id 1), published. */
export const UNCLAIMED_BRAND = { brand_id: 2, brand_name: 'Olympus Pharma', brand_slug_url: 'olympus-pharma', brand_website: 'https://olympuspharma.example' } as const;
/** Product 1 of DEMO_BRAND, with price offers and reviews: /brand/titan-labs/{product_slug_url}. */
export const DEMO_PRODUCT = { product_id: 1, brand_id: 1 } as const;
/** Promo 1 of DEMO_SOURCE, with a coupon code. */
export const DEMO_PROMO = { promo_id: 1, promo_slug_url: 'irondepot-spring-sale', promo_code: 'IRON20' } as const;
