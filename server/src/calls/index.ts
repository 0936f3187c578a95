/**
 * The handler table: exactly one entry per call of the contract (a missing or mistyped entry does
 * not compile). A call whose feature is not built yet maps to notImplemented(name) of ./types; when you build a
 * call, export its handler from the area module (server/src/calls/<area>.ts) and replace the entry:
 *
 *   Get_Source: sources.Get_Source,
 */
import type { HandlerTable } from './types';
import * as sources from './sources';
import * as brands from './brands';
import * as products from './products';
import * as prices from './prices';
import * as promosNews from './promos-news';
import * as general from './general';
import * as pages from './pages';
import * as users from './users';
import * as member from './member';
import * as messages from './messages';
import * as community from './community';
import * as businessOwner from './business-owner';
import * as manage from './manage';
import * as sourcePrices from './source-prices';
import * as priceAlerts from './price-alerts';

export const handlers: HandlerTable = {
  // ---- Sources
  Get_SourceCategories: sources.Get_SourceCategories,
  Get_TopSources: sources.Get_TopSources,
  Get_LastSourceReviews: sources.Get_LastSourceReviews,
  Get_Source: sources.Get_Source,
  Get_SourceToken: businessOwner.Get_SourceToken,
  Get_SourcePagination: sources.Get_SourcePagination,
  Get_SourceReviewsPagination: sources.Get_SourceReviewsPagination,
  Get_SourceReviewSingle: sources.Get_SourceReviewSingle,
  Get_SourceReviewPaginationToken: businessOwner.Get_SourceReviewPaginationToken,
  Set_SourceNewReview: sources.Set_SourceNewReview,
  Set_SourceNewComment: sources.Set_SourceNewComment,
  Set_SourceReviewReport: sources.Set_SourceReviewReport,
  Set_SourceReviewCommentReport: sources.Set_SourceReviewCommentReport,
  Set_SourceReviewUseful: sources.Set_SourceReviewUseful,
  Get_SourceDashboard: businessOwner.Get_SourceDashboard,
  Set_SourceSetup: businessOwner.Set_SourceSetup,
  Get_SourceLikeSearch: sources.Get_SourceLikeSearch,

  // ---- Brands
  Get_TopBrands: brands.Get_TopBrands,
  Get_LastBrandReviews: brands.Get_LastBrandReviews,
  Get_Brand: brands.Get_Brand,
  Get_BrandToken: businessOwner.Get_BrandToken,
  Get_BrandPagination: brands.Get_BrandPagination,
  Get_BrandReviewsPagination: brands.Get_BrandReviewsPagination,
  Set_BrandNewReview: brands.Set_BrandNewReview,
  Set_BrandNewComment: brands.Set_BrandNewComment,
  Set_BrandReviewReport: brands.Set_BrandReviewReport,
  Set_BrandReviewCommentReport: brands.Set_BrandReviewCommentReport,
  Set_BrandReviewUseful: brands.Set_BrandReviewUseful,
  Get_BrandProductPagination: products.Get_BrandProductPagination,
  Get_ProductCategoriesPagination: products.Get_ProductCategoriesPagination,
  Get_BrandProduct: products.Get_BrandProduct,
  Get_PriceHistory: prices.Get_PriceHistory,
  Get_PriceDrops: prices.Get_PriceDrops,
  Get_ProductCategory: products.Get_ProductCategory,
  Get_AllBrand: brands.Get_AllBrand,
  Get_BrandProductReviewsPagination: products.Get_BrandProductReviewsPagination,
  Set_BrandProductNewReview: products.Set_BrandProductNewReview,
  Set_BrandProductNewComment: products.Set_BrandProductNewComment,
  Set_BrandProductReviewReport: products.Set_BrandProductReviewReport,
  Set_BrandProductReviewCommentReport: products.Set_BrandProductReviewCommentReport,
  Set_BrandProductReviewUseful: products.Set_BrandProductReviewUseful,
  Get_BrandDashboard: businessOwner.Get_BrandDashboard,
  Set_BrandSetup: businessOwner.Set_BrandSetup,
  Get_BrandReviewPaginationToken: businessOwner.Get_BrandReviewPaginationToken,
  Get_BrandOfficalSellerList: businessOwner.Get_BrandOfficalSellerList,
  Set_BrandOfficalSellerUpdate: businessOwner.Set_BrandOfficalSellerUpdate,
  Get_BrandProductsPaginationToken: businessOwner.Get_BrandProductsPaginationToken,
  Set_BrandProductSave: businessOwner.Set_BrandProductSave,
  Set_BrandProductDelete: businessOwner.Set_BrandProductDelete,
  Get_BrandReviewSingle: brands.Get_BrandReviewSingle,
  Get_BrandProductReviewSingle: products.Get_BrandProductReviewSingle,
  Get_BrandProductMostViewed: products.Get_BrandProductMostViewed,
  Get_BrandProductSearchtext: products.Get_BrandProductSearchtext,

  // ---- Promos and news
  Get_TopPromos: promosNews.Get_TopPromos,
  Get_Promo: promosNews.Get_Promo,
  Get_PromoBySource: promosNews.Get_PromoBySource,
  Get_PromoPagination: promosNews.Get_PromoPagination,
  Get_TopNews: promosNews.Get_TopNews,
  Get_News: promosNews.Get_News,
  Get_NewsPagination: promosNews.Get_NewsPagination,
  Get_NewsCategories: promosNews.Get_NewsCategories,

  // ---- Users
  Sign_Up: users.Sign_Up,
  Sign_UpBusiness: users.Sign_UpBusiness,
  Sign_In: users.Sign_In,
  GoogleAuth: users.GoogleAuth,
  Get_User: users.Get_User,
  Forgot_Password: users.Forgot_Password,
  Forgot_Change_Password: users.Forgot_Change_Password,
  Set_UserVerification: users.Set_UserVerification,
  Re_Verification: users.Re_Verification,
  Get_UserToken: users.Get_UserToken,
  Get_UserCommunityToken: community.Get_UserCommunityToken,
  Get_Profile: member.Get_Profile,
  Get_LastActivity: member.Get_LastActivity,
  Get_FavoriteList: member.Get_FavoriteList,
  Set_Profile: member.Set_Profile,
  Get_MyReviewList: member.Get_MyReviewList,
  Set_EditMyReview: member.Set_EditMyReview,
  Get_UserProfileToken: community.Get_UserProfileToken,
  Get_UserMessageList: messages.Get_UserMessageList,
  Set_UserNewMessage: messages.Set_UserNewMessage,
  Set_UserMessageDelete: messages.Set_UserMessageDelete,
  Set_UserMessageUpdateStatus: messages.Set_UserMessageUpdateStatus,
  Set_BusinessOwnership: users.Set_BusinessOwnership,
  BusinessVerification: users.BusinessVerification,
  Logout: users.Logout,

  // ---- Pages and general
  Get_Pages: pages.Get_Pages,
  Get_Page: pages.Get_Page,
  Get_GeneralSettings: pages.Get_GeneralSettings,
  Get_LastTopComments: general.Get_LastTopComments,
  Set_PageViews: general.Set_PageViews,
  Get_SearchText: general.Get_SearchText,
  Set_UserFavoriteList: general.Set_UserFavoriteList,
  Get_UserFavoriteControl: general.Get_UserFavoriteControl,
  Get_SiteScreenshot: businessOwner.Get_SiteScreenshot,

  // ---- Community (all T)
  Get_WhoToFollow: community.Get_WhoToFollow,
  Set_FollowUnFollowUser: community.Set_FollowUnFollowUser,
  Set_NewCommunityPost: community.Set_NewCommunityPost,
  Get_CommunityPostList: community.Get_CommunityPostList,
  Set_NewCommunityComment: community.Set_NewCommunityComment,
  Get_CommunitySinglePost: community.Get_CommunitySinglePost,
  Set_CommunityPostLike: community.Set_CommunityPostLike,
  Set_CommunityPollAnswer: community.Set_CommunityPollAnswer,
  Set_CommunityPostReason: community.Set_CommunityPostReason,
  Set_CommunityPostDelete: community.Set_CommunityPostDelete,
  Set_CommunityPostEdit: community.Set_CommunityPostEdit,
  Get_CommunityHighlights: community.Get_CommunityHighlights,
  Get_CommunityUserFollowersList: community.Get_CommunityUserFollowersList,
  Get_CommunityUserFollowedList: community.Get_CommunityUserFollowedList,
  Set_CommunityCreateCommunity: community.Set_CommunityCreateCommunity,
  Get_CommunityList: community.Get_CommunityList,
  Get_Community: community.Get_Community,
  Set_CommunityJoinOrLeave: community.Set_CommunityJoinOrLeave,
  Set_CommunityEdit: community.Set_CommunityEdit,
  Set_CommunityDelete: community.Set_CommunityDelete,
  Get_ExploreCommunities: community.Get_ExploreCommunities,
  Get_CommunitySearchList: community.Get_CommunitySearchList,
  Get_CommunityNotificationCount: community.Get_CommunityNotificationCount,
  Set_CommunityNotificationSeen: community.Set_CommunityNotificationSeen,
  Get_CommunityNotificationList: community.Get_CommunityNotificationList,
  Set_CommunityDeleteAllNotification: community.Set_CommunityDeleteAllNotification,

  // ---- The managers' console (issue 24; all manager-only)
  Get_ManageApprovals: manage.Get_ManageApprovals,
  Get_ManageApproval: manage.Get_ManageApproval,
  Set_ManageApprove: manage.Set_ManageApprove,
  Set_ManageReject: manage.Set_ManageReject,
  Get_ManageReports: manage.Get_ManageReports,
  Set_ManageReportDecision: manage.Set_ManageReportDecision,
  Set_ManageHeldReview: manage.Set_ManageHeldReview,
  Get_ManageMembers: manage.Get_ManageMembers,
  Set_ManageSuspend: manage.Set_ManageSuspend,
  Set_ManageUnsuspend: manage.Set_ManageUnsuspend,
  Get_ManageAudit: manage.Get_ManageAudit,
  Get_ManageManagers: manage.Get_ManageManagers,
  // ---- Prices (issue 25: source prices and price feed, price watches)
  Get_SourcePricesPagination: sourcePrices.Get_SourcePricesPagination,
  Set_SourcePrice: sourcePrices.Set_SourcePrice,
  Get_SourcePriceFeed: sourcePrices.Get_SourcePriceFeed,
  Set_SourcePriceFeed: sourcePrices.Set_SourcePriceFeed,
  Get_PriceWatches: priceAlerts.Get_PriceWatches,
  Set_PriceWatch: priceAlerts.Set_PriceWatch,
  Set_PriceWatchPause: priceAlerts.Set_PriceWatchPause,
  Set_PriceWatchSeen: priceAlerts.Set_PriceWatchSeen,
  Set_PriceWatchDelete: priceAlerts.Set_PriceWatchDelete,
};
