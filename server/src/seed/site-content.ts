/** Static pages, general settings (incl. seo_* templates) and ranks of the seed. */

export const RANKS_SEED = [
  { rank_no: 0, rank_name: 'Newcomer', rank_score: 0, impact: 0, is_member_rank: true },
  { rank_no: 1, rank_name: 'Iron Seeker', rank_score: 100, impact: 5, is_member_rank: true },
  { rank_no: 2, rank_name: 'Steel Grinder', rank_score: 500, impact: 10, is_member_rank: true },
  { rank_no: 3, rank_name: 'Muscle Architect', rank_score: 1500, impact: 20, is_member_rank: true },
  { rank_no: 4, rank_name: 'Titan of Iron', rank_score: 4000, impact: 35, is_member_rank: true },
  { rank_no: 998, rank_name: 'Brand Rank', rank_score: 0, impact: 0, is_member_rank: false },
  { rank_no: 999, rank_name: 'Source Rank', rank_score: 0, impact: 0, is_member_rank: false },
] as const;

export const SUPPORT_EMAIL = 'support@ironscore.example';

export function generalSettingsSeed(year: number): Record<string, string> {
  const site = 'IronScore';
  return {
    general_site_title: site,
    general_site_description:
      'IronScore is the review community for the fitness and supplement market: honest member reviews of sources and brands, a price matcher for products, promos with coupon codes, news and a community of lifters.',
    general_site_keywords: 'supplement reviews, source reviews, brand reviews, price comparison, fitness community, bodybuilding, coupon codes',
    general_copyright: `© ${year} IronScore. All rights reserved.`,
    general_support_email: SUPPORT_EMAIL,
    social_facebook: 'https://www.facebook.com/ironscore',
    social_twitter: 'https://x.com/ironscore',
    social_instagram: 'https://www.instagram.com/ironscore',
    social_youtube: 'https://www.youtube.com/@ironscore',
    social_pinterest: '#',
    social_linkedin: '#',
    social_google: '#',

    seo_home: `${site} | Reviews of Sources and Brands`,
    seo_home_description: 'Read and write honest reviews of supplement sources and brands, compare prices and find the best promos.',
    seo_source_list: `Best Sources | ${site}`,
    seo_source_list_description: 'The best rated sources by our members. Filter by rating, category and verified status.',
    seo_source_detail: `{source_name} Reviews | ${site}`,
    seo_source_detail_description: 'Read member reviews of {source_name}: delivery, quality, pricing and support ratings.',
    seo_brand_list: `Best Brands | ${site}`,
    seo_brand_list_description: 'The best rated brands by our members. Filter by rating and verified status.',
    seo_brand_detail: `{brand_name} Reviews | ${site}`,
    seo_brand_detail_description: 'Read member reviews of {brand_name} and see all of its products and official resellers.',
    seo_product_detail: `{product_name} by {brand_name} | ${site}`,
    seo_product_detail_description: 'Compare seller prices for {product_name} by {brand_name} and read member reviews.',
    seo_promo_list: `Promotions and Coupon Codes | ${site}`,
    seo_promo_list_description: 'Current promotions and coupon codes from sources reviewed on IronScore.',
    seo_promo_detail: `{promo_name} | ${site}`,
    seo_promo_detail_description: '{promo_name}: coupon code, end date and details.',
    seo_news_list: `News | ${site}`,
    seo_news_list_description: 'News from the fitness and supplement market, research, lab tests and community updates.',
    seo_news_detail: `{news_name} | ${site}`,
    seo_news_detail_description: '{news_name} — read the full article on IronScore.',
    seo_page_detail: `{page_name} | ${site}`,
    seo_page_detail_description: '{page_name} of IronScore.',
    seo_product_categories: `Product Categories | ${site}`,
    seo_product_categories_description: 'Browse products by category: injectable, oral and other supplements.',
    seo_product_list: `{category_name} Products | ${site}`,
    seo_product_list_description: 'All {category_name} products with brand ratings and seller prices.',
    seo_product_price_matcher: `Price Matcher | ${site}`,
    seo_product_price_matcher_description: 'Find the cheapest seller for any product with the IronScore price matcher.',
    seo_community: `Community | ${site}`,
    seo_community_description: 'Posts, polls and communities of lifters. Follow members and share your progress.',
    seo_community_profile: `{user_name} | Community | ${site}`,
    seo_community_profile_description: 'Community profile of {user_name} on IronScore.',
    seo_community_post: `Post #{post_id} | Community | ${site}`,
    seo_community_post_description: 'A community post on IronScore.',
    seo_community_page: `{community_name} | Community | ${site}`,
    seo_community_page_description: '{community_name} — a community on IronScore.',
    seo_profile: `{user_name} | Profile`,
    seo_profile_description: 'Your IronScore profile.',
    seo_search: `Search | ${site}`,
    seo_search_description: 'Search sources, brands, products, promos and news.',
    seo_not_found: `Page Not Found | ${site}`,
    seo_not_found_description: 'The page you are looking for does not exist.',
  };
}

export const PAGES_SEED: ReadonlyArray<{ page_name: string; page_slug_url: string; page_content: string }> = [
  {
    page_name: 'About Us',
    page_slug_url: 'about-us',
    page_content: `<h2>About IronScore</h2>
<p>IronScore is an independent review community for the fitness and supplement market. Our members review <strong>sources</strong> (online sellers), <strong>brands</strong> and individual products, so that everyone can make better decisions before they buy.</p>
<h3>What we do</h3>
<ul>
<li>Collect honest, verified member reviews with detailed ratings for contact, delivery, quality, pricing and support.</li>
<li>Compare seller prices for thousands of products with the Price Matcher.</li>
<li>Publish promotions and coupon codes from the sources listed on the site.</li>
<li>Run a community where lifters share progress, polls and experience.</li>
</ul>
<h3>Independence</h3>
<p>Sources and brands cannot remove or edit member reviews. Business owners can answer reviews and earn a <em>verified</em> badge by placing our badge code on their own website.</p>`,
  },
  {
    page_name: 'Privacy Policy',
    page_slug_url: 'privacy-policy',
    page_content: `<h2>Privacy Policy</h2>
<p>This policy explains which personal data IronScore processes and why.</p>
<h3>Data we collect</h3>
<ul>
<li>Account data: user name, e-mail address and a hashed password.</li>
<li>Profile data you choose to add: full name, body statistics, country, biography and images.</li>
<li>Content you publish: reviews, comments, posts, messages and votes.</li>
<li>Technical data: login times and anonymised page view statistics.</li>
</ul>
<h3>How we use it</h3>
<p>We use your data to run your account, show your public contributions, send the e-mails you have enabled in your notification settings and keep the site secure. We do not sell personal data.</p>
<h3>Your rights</h3>
<p>You can update your profile at any time in the settings. To delete your account, write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> from your registered e-mail address and tell us the reason.</p>`,
  },
  {
    page_name: 'Terms and Conditions',
    page_slug_url: 'terms-and-conditions',
    page_content: `<h2>Terms and Conditions</h2>
<p>By creating an account or using IronScore you agree to these terms.</p>
<h3>1. Eligibility</h3>
<p><strong>Users under 25 are prohibited from creating an account.</strong> By registering you confirm that you are at least 25 years old.</p>
<h3>2. Your account</h3>
<p>You are responsible for keeping your password safe and for all activity on your account. One account per person.</p>
<h3>3. Reviews and content</h3>
<ul>
<li>Reviews must describe your own experience and must not contain insults, personal information, spam or threats.</li>
<li>We may hide content that breaks these rules or that is reported and found to be inappropriate.</li>
<li>You keep the rights to your content and grant IronScore a licence to display it on the site.</li>
</ul>
<h3>4. Business accounts</h3>
<p>Source and brand accounts are reviewed by our managers before approval. Businesses may claim a listing only with an e-mail address on the listing's own website domain.</p>
<h3>5. Prices and availability</h3>
<p>IronScore provides only price and stock information supplied by sellers and does not guarantee shipping, price or the legality of any product in your country. Always follow the laws of your country.</p>
<h3>6. Changes</h3>
<p>We may update these terms. Continued use of the site means you accept the updated terms.</p>`,
  },
  {
    page_name: 'Contact',
    page_slug_url: 'contact',
    page_content: `<h2>Contact</h2>
<p>Questions, feedback or a problem with a review? We are happy to help.</p>
<ul>
<li>E-mail: <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></li>
<li>Business and advertising: <a href="mailto:business@ironscore.example">business@ironscore.example</a></li>
</ul>
<p>We usually answer within two working days.</p>`,
  },
  {
    page_name: 'FAQ',
    page_slug_url: 'faq',
    page_content: `<h2>Frequently Asked Questions</h2>
<h3>How do I write a review?</h3>
<p>Create a member account, verify your e-mail address with the 6-digit code and open the page of the source, brand or product. Source reviews have five steps: contact, delivery, quality, pricing and support.</p>
<h3>What are karma points?</h3>
<p>You earn karma for contributing: 25 points per review, 5 per comment on a review, 5 for each useful vote on your reviews, 10 per community post and more. Karma raises your rank from Newcomer to Titan of Iron.</p>
<h3>How does a business get verified?</h3>
<p>Business owners place the IronScore badge code on their own website. Verification is automatic and is lost when the badge is removed.</p>
<h3>I own a listed business. How do I claim it?</h3>
<p>Open the listing and choose <em>Is this your company?</em>. You need an e-mail address on the listing's website domain.</p>
<h3>How do I delete my account?</h3>
<p>Write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> from your registered e-mail address with the reason.</p>`,
  },
];
