/**
 * Drizzle relations for the relational query API (db.query.sources.findFirst({ with: { … } })).
 * They add no SQL to the migrations.
 */
import { relations } from 'drizzle-orm';
import { favourites, pageViews } from './activity';
import {
  badgeChecks,
  brandDeliveryCountries,
  brandOfficialResellers,
  brandRestrictedCountries,
  businessClaims,
  sourceDeliveryCountries,
  sourcePaymentMethods,
  sourceRestrictedCountries,
} from './business';
import { brands, priceOffers, products, sources } from './catalog';
import {
  communities,
  communityMembers,
  communityNotifications,
  communityPollVotes,
  communityPostLikes,
  communityPostReports,
  communityPosts,
  hashtags,
  postHashtags,
  userFollows,
  userHashtags,
} from './community';
import { news, promos } from './content';
import { chatMessages, messageThreads } from './messages';
import { continents, countries, newsCategories, paymentMethods, productCategories, sourceCategories } from './reference';
import { reviewComments, reviewReports, reviews, reviewUsefulVotes } from './reviews';
import { authCodes, loginLog, sessions, users } from './users';

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  authCodes: many(authCodes),
  loginLog: many(loginLog),
  sources: many(sources),
  brands: many(brands),
  reviews: many(reviews),
  reviewComments: many(reviewComments),
  usefulVotes: many(reviewUsefulVotes),
  favourites: many(favourites),
  posts: many(communityPosts),
  ownedCommunities: many(communities),
  memberships: many(communityMembers),
  followers: many(userFollows, { relationName: 'followed' }),
  following: many(userFollows, { relationName: 'follower' }),
  notifications: many(communityNotifications, { relationName: 'notified' }),
  threadsStarted: many(messageThreads, { relationName: 'user1' }),
  threadsReceived: many(messageThreads, { relationName: 'user2' }),
  hashtags: many(userHashtags),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({ user: one(users, { fields: [sessions.user_id], references: [users.user_id] }) }));
export const authCodesRelations = relations(authCodes, ({ one }) => ({ user: one(users, { fields: [authCodes.user_id], references: [users.user_id] }) }));
export const loginLogRelations = relations(loginLog, ({ one }) => ({ user: one(users, { fields: [loginLog.user_id], references: [users.user_id] }) }));

// ---- reference ----
export const continentsRelations = relations(continents, ({ many }) => ({ countries: many(countries) }));
export const countriesRelations = relations(countries, ({ one }) => ({
  continent: one(continents, { fields: [countries.continent_id], references: [continents.continent_id] }),
}));
export const sourceCategoriesRelations = relations(sourceCategories, ({ many }) => ({ sources: many(sources) }));
export const productCategoriesRelations = relations(productCategories, ({ many }) => ({ products: many(products) }));
export const newsCategoriesRelations = relations(newsCategories, ({ many }) => ({ news: many(news) }));
export const paymentMethodsRelations = relations(paymentMethods, ({ many }) => ({ sources: many(sourcePaymentMethods) }));

// ---- catalog ----
export const sourcesRelations = relations(sources, ({ one, many }) => ({
  owner: one(users, { fields: [sources.user_id], references: [users.user_id] }),
  category: one(sourceCategories, { fields: [sources.category_id], references: [sourceCategories.category_id] }),
  country: one(countries, { fields: [sources.country_id], references: [countries.country_id] }),
  paymentMethods: many(sourcePaymentMethods),
  deliveryCountries: many(sourceDeliveryCountries),
  restrictedCountries: many(sourceRestrictedCountries),
  reviews: many(reviews),
  priceOffers: many(priceOffers),
  promos: many(promos),
  favourites: many(favourites),
  resellerOf: many(brandOfficialResellers),
}));

export const brandsRelations = relations(brands, ({ one, many }) => ({
  owner: one(users, { fields: [brands.user_id], references: [users.user_id] }),
  country: one(countries, { fields: [brands.country_id], references: [countries.country_id] }),
  products: many(products),
  deliveryCountries: many(brandDeliveryCountries),
  restrictedCountries: many(brandRestrictedCountries),
  officialResellers: many(brandOfficialResellers),
  reviews: many(reviews),
  favourites: many(favourites),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  brand: one(brands, { fields: [products.brand_id], references: [brands.brand_id] }),
  category: one(productCategories, { fields: [products.category_id], references: [productCategories.category_id] }),
  priceOffers: many(priceOffers),
  reviews: many(reviews),
}));

export const priceOffersRelations = relations(priceOffers, ({ one }) => ({
  product: one(products, { fields: [priceOffers.product_id], references: [products.product_id] }),
  source: one(sources, { fields: [priceOffers.source_id], references: [sources.source_id] }),
}));

// ---- business ----
export const sourcePaymentMethodsRelations = relations(sourcePaymentMethods, ({ one }) => ({
  source: one(sources, { fields: [sourcePaymentMethods.source_id], references: [sources.source_id] }),
  paymentMethod: one(paymentMethods, { fields: [sourcePaymentMethods.payment_method_id], references: [paymentMethods.payment_method_id] }),
}));
export const sourceDeliveryCountriesRelations = relations(sourceDeliveryCountries, ({ one }) => ({
  source: one(sources, { fields: [sourceDeliveryCountries.source_id], references: [sources.source_id] }),
  country: one(countries, { fields: [sourceDeliveryCountries.country_id], references: [countries.country_id] }),
}));
export const sourceRestrictedCountriesRelations = relations(sourceRestrictedCountries, ({ one }) => ({
  source: one(sources, { fields: [sourceRestrictedCountries.source_id], references: [sources.source_id] }),
  country: one(countries, { fields: [sourceRestrictedCountries.country_id], references: [countries.country_id] }),
}));
export const brandDeliveryCountriesRelations = relations(brandDeliveryCountries, ({ one }) => ({
  brand: one(brands, { fields: [brandDeliveryCountries.brand_id], references: [brands.brand_id] }),
  country: one(countries, { fields: [brandDeliveryCountries.country_id], references: [countries.country_id] }),
}));
export const brandRestrictedCountriesRelations = relations(brandRestrictedCountries, ({ one }) => ({
  brand: one(brands, { fields: [brandRestrictedCountries.brand_id], references: [brands.brand_id] }),
  country: one(countries, { fields: [brandRestrictedCountries.country_id], references: [countries.country_id] }),
}));
export const brandOfficialResellersRelations = relations(brandOfficialResellers, ({ one }) => ({
  brand: one(brands, { fields: [brandOfficialResellers.brand_id], references: [brands.brand_id] }),
  source: one(sources, { fields: [brandOfficialResellers.source_id], references: [sources.source_id] }),
}));
export const businessClaimsRelations = relations(businessClaims, ({ one }) => ({
  user: one(users, { fields: [businessClaims.user_id], references: [users.user_id] }),
}));
export const badgeChecksRelations = relations(badgeChecks, () => ({}));

// ---- content ----
export const promosRelations = relations(promos, ({ one }) => ({
  source: one(sources, { fields: [promos.source_id], references: [sources.source_id] }),
}));
export const newsRelations = relations(news, ({ one }) => ({
  category: one(newsCategories, { fields: [news.category_id], references: [newsCategories.category_id] }),
}));

// ---- reviews ----
export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  user: one(users, { fields: [reviews.user_id], references: [users.user_id] }),
  source: one(sources, { fields: [reviews.source_id], references: [sources.source_id] }),
  brand: one(brands, { fields: [reviews.brand_id], references: [brands.brand_id] }),
  product: one(products, { fields: [reviews.product_id], references: [products.product_id] }),
  comments: many(reviewComments),
  usefulVotes: many(reviewUsefulVotes),
  reports: many(reviewReports),
}));
export const reviewCommentsRelations = relations(reviewComments, ({ one }) => ({
  review: one(reviews, { fields: [reviewComments.rating_id], references: [reviews.rating_id] }),
  user: one(users, { fields: [reviewComments.user_id], references: [users.user_id] }),
}));
export const reviewUsefulVotesRelations = relations(reviewUsefulVotes, ({ one }) => ({
  review: one(reviews, { fields: [reviewUsefulVotes.rating_id], references: [reviews.rating_id] }),
  user: one(users, { fields: [reviewUsefulVotes.user_id], references: [users.user_id] }),
}));
export const reviewReportsRelations = relations(reviewReports, ({ one }) => ({
  review: one(reviews, { fields: [reviewReports.rating_id], references: [reviews.rating_id] }),
  user: one(users, { fields: [reviewReports.user_id], references: [users.user_id] }),
}));

// ---- activity ----
export const favouritesRelations = relations(favourites, ({ one }) => ({
  user: one(users, { fields: [favourites.user_id], references: [users.user_id] }),
  source: one(sources, { fields: [favourites.source_id], references: [sources.source_id] }),
  brand: one(brands, { fields: [favourites.brand_id], references: [brands.brand_id] }),
}));
export const pageViewsRelations = relations(pageViews, ({ one }) => ({
  user: one(users, { fields: [pageViews.user_id], references: [users.user_id] }),
}));

// ---- messages ----
export const messageThreadsRelations = relations(messageThreads, ({ one, many }) => ({
  user1: one(users, { fields: [messageThreads.user1_id], references: [users.user_id], relationName: 'user1' }),
  user2: one(users, { fields: [messageThreads.user2_id], references: [users.user_id], relationName: 'user2' }),
  messages: many(chatMessages),
}));
export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  thread: one(messageThreads, { fields: [chatMessages.message_id], references: [messageThreads.message_id] }),
  sender: one(users, { fields: [chatMessages.sender_id], references: [users.user_id] }),
}));

// ---- community ----
export const communitiesRelations = relations(communities, ({ one, many }) => ({
  owner: one(users, { fields: [communities.user_id], references: [users.user_id] }),
  members: many(communityMembers),
  posts: many(communityPosts),
}));
export const communityMembersRelations = relations(communityMembers, ({ one }) => ({
  community: one(communities, { fields: [communityMembers.community_id], references: [communities.community_id] }),
  user: one(users, { fields: [communityMembers.user_id], references: [users.user_id] }),
}));
export const communityPostsRelations = relations(communityPosts, ({ one, many }) => ({
  user: one(users, { fields: [communityPosts.user_id], references: [users.user_id] }),
  community: one(communities, { fields: [communityPosts.community_id], references: [communities.community_id] }),
  parent: one(communityPosts, { fields: [communityPosts.parent_post_id], references: [communityPosts.post_id], relationName: 'post_comments' }),
  comments: many(communityPosts, { relationName: 'post_comments' }),
  likes: many(communityPostLikes),
  pollVotes: many(communityPollVotes),
  reports: many(communityPostReports),
  hashtags: many(postHashtags),
}));
export const communityPostLikesRelations = relations(communityPostLikes, ({ one }) => ({
  post: one(communityPosts, { fields: [communityPostLikes.post_id], references: [communityPosts.post_id] }),
  user: one(users, { fields: [communityPostLikes.user_id], references: [users.user_id] }),
}));
export const communityPollVotesRelations = relations(communityPollVotes, ({ one }) => ({
  post: one(communityPosts, { fields: [communityPollVotes.post_id], references: [communityPosts.post_id] }),
  user: one(users, { fields: [communityPollVotes.user_id], references: [users.user_id] }),
}));
export const communityPostReportsRelations = relations(communityPostReports, ({ one }) => ({
  post: one(communityPosts, { fields: [communityPostReports.post_id], references: [communityPosts.post_id] }),
  user: one(users, { fields: [communityPostReports.user_id], references: [users.user_id] }),
}));
export const userFollowsRelations = relations(userFollows, ({ one }) => ({
  follower: one(users, { fields: [userFollows.follower_id], references: [users.user_id], relationName: 'follower' }),
  followed: one(users, { fields: [userFollows.followed_id], references: [users.user_id], relationName: 'followed' }),
}));
export const communityNotificationsRelations = relations(communityNotifications, ({ one }) => ({
  user: one(users, { fields: [communityNotifications.user_id], references: [users.user_id], relationName: 'notified' }),
  actor: one(users, { fields: [communityNotifications.actor_user_id], references: [users.user_id], relationName: 'actor' }),
  post: one(communityPosts, { fields: [communityNotifications.post_id], references: [communityPosts.post_id] }),
  community: one(communities, { fields: [communityNotifications.community_id], references: [communities.community_id] }),
}));
export const hashtagsRelations = relations(hashtags, ({ many }) => ({ posts: many(postHashtags), users: many(userHashtags) }));
export const postHashtagsRelations = relations(postHashtags, ({ one }) => ({
  post: one(communityPosts, { fields: [postHashtags.post_id], references: [communityPosts.post_id] }),
  hashtag: one(hashtags, { fields: [postHashtags.hashtag_id], references: [hashtags.hashtag_id] }),
}));
export const userHashtagsRelations = relations(userHashtags, ({ one }) => ({
  user: one(users, { fields: [userHashtags.user_id], references: [users.user_id] }),
  hashtag: one(hashtags, { fields: [userHashtags.hashtag_id], references: [hashtags.hashtag_id] }),
}));
