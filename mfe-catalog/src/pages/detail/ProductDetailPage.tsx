/**
 * Product detail (/brand/{brand_slug_url}/{product_slug_url}, spec/1 §2 "Product detail"): brand
 * logo, name, stars and a link to all reviews; SELLER PRICES with the sign-in gate; the price
 * history (issue 25, loaded near the view); features table;
 * description; review section; average brand score card. Missing product or failed load → /404;
 * one brand_product page view per load.
 */
import { Link, useParams } from 'react-router-dom';
import { Img, SafeHtml, StarRating, buttonClass, formatRating } from '@ironscore/ui';
import { useSession } from '@ironscore/session';
import type { ProductDetail } from '@ironscore/contract';
import { Page } from '../../components/Page';
import { PriceOffers } from '../../components/PriceOffers';
import { PriceHistory } from '../../components/prices/PriceHistory';
import { FeaturesTable } from '../../components/FeaturesTable';
import { PromoAdBlock } from '../../components/detail/PromoAdBlock';
import { DetailSkeleton } from '../../components/detail/DetailSkeleton';
import { SideCard } from '../../components/detail/SideCard';
import { MessageSquareIcon, TagIcon } from 'lucide-react';
import { ShareButton } from '../../actions/ShareButton';
import { HoldNotice } from '../../reviews/HoldNotice';
import { WatchPrice } from '../../components/WatchPrice';
import { ReviewSection, useShownReviews } from '../../reviews/ReviewSection';
import { productJsonLd } from '../../lib/structuredData';
import { useDetail } from '../../lib/useDetail';
import { usePageView } from '../../lib/usePageView';
import { useSeo } from '../../lib/seo';
import { paths } from '../../lib/links';
import { brandImage, productImage } from '../../lib/images';
import { formatCount, htmlToText, textExcerpt } from '../../lib/format';
import detail from '../../components/detail/Detail.module.css';
import styles from './ProductDetailPage.module.css';

export const REVIEWS_ANCHOR = 'reviews';

export function ProductDetailPage() {
  const { brand_slug_url: brandSlug, product_slug_url: productSlug } = useParams();
  const signedIn = useSession((s) => s.user !== null);
  const state = useDetail(
    'Get_BrandProduct',
    brandSlug && productSlug ? { brand_slug_url: brandSlug, product_slug_url: productSlug } : null,
  );
  const product = state.data;
  usePageView('brand_product', product?.product_id);
  const reviews = useShownReviews(product ? { kind: 'product', itemId: product.product_id, brandId: product.brand_id } : null);
  useSeo(
    'seo_product_detail',
    {
      product_name: product?.product_name,
      brand_name: product?.brand_name,
      product_description: htmlToText(product?.product_description).slice(0, 160),
    },
    product ? `${product.product_name} by ${product.brand_name}` : '',
    !!product,
    product ? productJsonLd(product, reviews) : null,
  );

  if (!product) {
    return <DetailSkeleton headerClassName={styles.heroSkeleton} asideBlocks={1} />;
  }

  const offers = Array.isArray(product.price_match_list) ? product.price_match_list : [];
  const cheapest = offers[0];
  return (
    <Page key={product.product_id}>
      <section className={styles.hero} aria-labelledby="product-name">
        <div className={styles.imageBox}>
          <Img src={productImage(product.product_image)} alt={product.product_name} contain sizes="(max-width: 767.98px) 100vw, 360px" width={360} height={360} priority className={styles.image} />
        </div>
        <div className={styles.info}>
          <Link to={paths.brand(product.brand_slug_url)} className={styles.brand}>
            <Img src={brandImage(product.brand_profile_image)} alt="" shape="round" contain width={32} height={32} className={styles.brandLogo} />
            <span>{product.brand_name}</span>
          </Link>
          <h1 id="product-name" className={styles.name}>
            {product.product_name}
          </h1>
          <div className={styles.ratingRow}>
            <StarRating value={product.product_rating} showValue size={20} />
            <a href={`#${REVIEWS_ANCHOR}`} className={styles.reviewsLink}>
              <MessageSquareIcon size={15} /> {formatCount(product.total_review)} {product.total_review === 1 ? 'review' : 'reviews'} · See all
              reviews
            </a>
          </div>
          <div className={styles.highlights}>
            <div className={styles.highlight}>
              <span className={styles.highlightValue}>{offers.length}</span>
              <span className={styles.highlightLabel}>seller {offers.length === 1 ? 'price' : 'prices'}</span>
            </div>
            {cheapest && Number(product.percent_cheaper) > 0 && (
              <div className={styles.highlight}>
                <span className={styles.highlightValue}>{Math.round(Number(product.percent_cheaper))}%</span>
                <span className={styles.highlightLabel}>cheaper at the best seller</span>
              </div>
            )}
            <div className={styles.highlight}>
              <span className={styles.highlightValue}>{formatRating(product.brand_rating)}</span>
              <span className={styles.highlightLabel}>brand score</span>
            </div>
          </div>
          <div className={styles.actions}>
            <a href="#seller-prices" className={buttonClass('primary', 'md')}>
              <TagIcon size={16} /> Compare prices
            </a>
            <ShareButton
              url={paths.product(product.brand_slug_url, product.product_slug_url)}
              title={product.product_name}
              image={productImage(product.product_image)}
            />
            <WatchPrice productId={product.product_id} productName={product.product_name} cheapest={offers.find((o) => o.stock_status === 1)?.sale_price ?? null} />
          </div>
        </div>
      </section>

      <div className={detail.layout}>
        <div className={detail.main}>
          <PriceOffers offers={offers} signedIn={signedIn} landedCountry={product.landed_country} />
          <PriceHistory productId={product.product_id} signedIn={signedIn} />
          <SideCard id="product-features" title="Features">
            <FeaturesTable features={product.product_features} />
          </SideCard>
          {product.product_description && (
            <SideCard id="product-description" title="Description">
              <SafeHtml html={product.product_description} />
            </SideCard>
          )}
          <div id={REVIEWS_ANCHOR} className={styles.reviewsAnchor}>
            <HoldNotice held={product.review_hold} />
            <ReviewSection
              kind="product"
              itemId={product.product_id}
              brandId={product.brand_id}
              ownerUserId={product.owner_user_id}
              itemName={product.product_name}
              onReviewSaved={state.reload}
            />
          </div>
        </div>
        <aside className={detail.aside} aria-label="About the brand">
          <BrandScoreCard product={product} />
          <PromoAdBlock />
        </aside>
      </div>
    </Page>
  );
}

/** The average brand score card of the product page. */
function BrandScoreCard({ product }: { product: ProductDetail }) {
  return (
    <SideCard id="brand-score" title="Average brand score" className={styles.brandCard}>
      <div className={styles.brandScore}>
        <Img src={brandImage(product.brand_profile_image)} alt="" contain shape="rounded" width={72} height={72} className={styles.brandScoreLogo} />
        <div>
          <div className={styles.brandScoreName}>{product.brand_name}</div>
          <div className={styles.brandScoreValue}>{formatRating(product.brand_rating)}</div>
          <StarRating value={product.brand_rating} size={18} />
        </div>
      </div>
      {product.brand_description && <p className={styles.brandAbout}>{textExcerpt(product.brand_description, 180)}</p>}
      <Link to={paths.brand(product.brand_slug_url)} className={buttonClass('secondary', 'sm', { block: true })}>
        View brand
      </Link>
    </SideCard>
  );
}
