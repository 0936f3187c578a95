import { pgEnum } from 'drizzle-orm/pg-core';

export const userTypeEnum = pgEnum('user_type', ['member', 'source', 'brand']);
/** Manager approval of business (source/brand) accounts; members are created 'approved'. */
export const approvalStatusEnum = pgEnum('approval_status', ['pending', 'approved', 'rejected']);
export const codePurposeEnum = pgEnum('code_purpose', ['verify', 'reset']);
export const businessTypeEnum = pgEnum('business_type', ['source', 'brand']);
export const reviewTypeEnum = pgEnum('review_type', ['source', 'brand', 'product']);
export const viewTypeEnum = pgEnum('view_type', ['source', 'brand', 'brand_product', 'promo', 'news']);
export const favouriteTypeEnum = pgEnum('favourite_type', ['source', 'brand']);
export const productCategoryTypeEnum = pgEnum('product_category_type', ['Injectable', 'Oral', 'Other']);
export const productTypeEnum = pgEnum('product_type', ['Other', 'Injectable', 'Oral']);
export const newsPositionEnum = pgEnum('news_position', ['left', 'center', 'right']);
export const postTypeEnum = pgEnum('post_type', ['text', 'image', 'poll', 'comment']);
export const postMethodEnum = pgEnum('post_method', ['everyone', 'friends', 'community']);
export const privacyAudienceEnum = pgEnum('privacy_audience', ['Everyone', 'Friends']);
export const yesNoEnum = pgEnum('yes_no', ['Yes', 'No']);
/** A business's submission to the managers (spec/1 §1): the setup wizard or an account edit. */
export const submissionKindEnum = pgEnum('submission_kind', ['setup', 'edit']);
/** approval_status plus 'superseded' (a newer submission replaced it before a decision). */
export const submissionStatusEnum = pgEnum('submission_status', ['pending', 'approved', 'rejected', 'superseded']);
