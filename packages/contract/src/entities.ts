/** Data shapes of spec/1 §3, spec/2 §3 and spec/3 §3, as the API returns them. */
import type { UserType } from './routes';

export interface LoginUser {
  user_id: number;
  user_email: string;
  user_name: string;
  /** 0 means unverified. */
  user_verification_status: number;
  user_type: UserType;
}

export interface PageLink {
  page_id: number;
  page_name: string;
  page_slug_url: string;
}

export interface PageContent {
  page_id: number;
  page_name: string;
  page_slug_url: string;
  /** Sanitized HTML. */
  page_content: string;
}

export interface GeneralSettings {
  general_site_title: string;
  general_site_description: string;
  general_site_keywords: string;
  general_copyright: string;
  social_facebook: string;
  social_twitter: string;
  social_instagram: string;
  social_youtube: string;
  social_pinterest: string;
  social_linkedin: string;
  social_google: string;
  /** seo_* title and description templates with {source_name}-style placeholders. */
  [seoKey: `seo_${string}`]: string;
}

export interface UserRank {
  rank_no: number;
  rank_name: string;
}
