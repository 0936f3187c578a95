/**
 * Brand detail (spec/1 §2 "Brand detail"): same layout as the source page; facts since, e-mail,
 * website, country, total products, delivery and restricted countries; the OFFICAL RESELLERS modal;
 * the brand's products; the review section. Missing brand or failed load → /404; one page view per
 * load.
 */
import { memo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Carousel, Modal, Placeholder } from '@ironscore/ui';
import { MSG, type BrandDetail } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page, EmptyText } from '../../components/Page';
import { Section } from '../../components/Section';
import { ProductCard } from '../../components/ProductCard';
import { AboutCard } from '../../components/detail/AboutCard';
import { DetailHeader } from '../../components/detail/DetailHeader';
import { DetailSkeleton } from '../../components/detail/DetailSkeleton';
import { SideCard } from '../../components/detail/SideCard';
import { Facts, contactFacts, countriesValue, text } from '../../components/detail/Facts';
import { ClaimCard } from '../../components/detail/ClaimCard';
import { PromoAdBlock } from '../../components/detail/PromoAdBlock';
import { BanIcon, BoxIcon, MapPinIcon, ShieldIcon, TruckIcon } from 'lucide-react';
import { FavoriteButton } from '../../actions/FavoriteButton';
import { ShareButton } from '../../actions/ShareButton';
import { HoldNotice } from '../../reviews/HoldNotice';
import { ReviewSection, useShownReviews } from '../../reviews/ReviewSection';
import { brandJsonLd } from '../../lib/structuredData';
import { useDetail } from '../../lib/useDetail';
import { useLater } from '../../lib/later';
import { usePageView } from '../../lib/usePageView';
import { useSeo } from '../../lib/seo';
import { paths } from '../../lib/links';
import { brandImage } from '../../lib/images';
import { formatCount, htmlToText } from '../../lib/format';
import styles from '../../components/detail/Detail.module.css';
import own from './BrandDetailPage.module.css';

/** Products shown on the brand page (the call's maximum page). */
const BRAND_PAGE_PRODUCTS = 100;

export function BrandDetailPage() {
  const { brand_slug_url: slug } = useParams();
  const detail = useDetail('Get_Brand', slug ? { brand_slug_url: slug } : null);
  const brand = detail.data;
  usePageView('brand', brand?.brand_id);
  const reviews = useShownReviews(brand ? { kind: 'brand', itemId: brand.brand_id } : null);
  useSeo(
    'seo_brand_detail',
    { brand_name: brand?.brand_name, brand_description: htmlToText(brand?.brand_description).slice(0, 160) },
    brand?.brand_name ?? '',
    !!brand,
    brand ? brandJsonLd(brand, reviews) : null,
  );
  const [resellersOpen, setResellersOpen] = useState(false);

  if (!brand) return <DetailSkeleton />;

  const resellers = Array.isArray(brand.brand_offical_resellers) ? brand.brand_offical_resellers : [];
  return (
    <Page key={brand.brand_id}>
      <DetailHeader
        kicker="Brand"
        name={brand.brand_name}
        image={brandImage(brand.brand_profile_image)}
        rating={brand.brand_rating}
        reviews={brand.total_review}
        views={brand.total_views}
        verification={brand.brand_verification_status}
        website={brand.brand_website}
        actions={
          <>
            <Button variant="secondary" size="sm" icon={<ShieldIcon size={15} />} onClick={() => setResellersOpen(true)}>
              {MSG.catalogue.officalResellers}
            </Button>
            <FavoriteButton itemType="brand" itemId={brand.brand_id} />
            <ShareButton url={paths.brand(brand.brand_slug_url)} title={brand.brand_name} image={brandImage(brand.brand_profile_image)} />
          </>
        }
      />
      <Modal open={resellersOpen} onClose={() => setResellersOpen(false)} title={MSG.catalogue.officalResellers} size="sm">
        {resellers.length === 0 ? (
          <p className={own.noResellers}>{MSG.empty.noOfficialReseller}</p>
        ) : (
          <ul className={own.resellers}>
            {resellers.map((r) => (
              <li key={r.source_name}>
                <ShieldIcon size={16} /> {r.source_name}
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <div className={styles.layout}>
        <div className={styles.main}>
          <BrandProducts brandId={brand.brand_id} brandName={brand.brand_name} />
          <HoldNotice held={brand.review_hold} />
          <ReviewSection
            kind="brand"
            itemId={brand.brand_id}
            ownerUserId={brand.user_id}
            itemName={brand.brand_name}
            onReviewSaved={detail.reload}
          />
        </div>
        <BrandSide brand={brand} />
      </div>
    </Page>
  );
}

/** Memoised on the brand's id and name: a new view count (the page's own view) does not render the products again. */
const BrandProducts = memo(function BrandProducts({ brandId, brandName }: { brandId: number; brandName: string }) {
  const products = useCallQuery('Get_BrandProductPagination', { limit: BRAND_PAGE_PRODUCTS, offset: 0, brand_id: brandId, category_id: 0 });
  // The answer renders in the background (React yields between the cards); placeholders until then.
  const answer = useLater(products.data);
  const items = answer.data?.data ?? [];
  const total = answer.data?.total ?? 0;
  return (
    <Section
      id="brand-products"
      title={`Products${total ? ` (${formatCount(total)})` : ''}`}
      subtitle={`Compare seller prices of ${brandName} products`}
      className={own.products}
    >
      {products.isPending || answer.pending ? (
        <div className={own.productSkeletons}>
          <Placeholder count={4} />
        </div>
      ) : items.length === 0 ? (
        <EmptyText>{MSG.empty.noRecordFound}</EmptyText>
      ) : (
        <Carousel label={`${brandName} products`} perView={{ xl: 4, lg: 3, md: 3, sm: 2 }}>
          {items.map((p, i) => (
            <ProductCard key={p.product_id} product={p} compact priority={i === 0} />
          ))}
        </Carousel>
      )}
    </Section>
  );
});

function BrandSide({ brand }: { brand: BrandDetail }) {
  return (
    <aside className={styles.aside} aria-label="About the brand">
      <AboutCard id="brand-about" rank={brand.brand_ranked} rankAmong="brands" name={brand.brand_name} description={brand.brand_description} />

      <SideCard id="brand-facts" title="Facts">
        <Facts
          facts={[
            ...contactFacts({ since: brand.brand_since, email: brand.brand_email, website: brand.brand_website }),
            { icon: <MapPinIcon size={14} />, label: 'Country', value: text(brand.brand_country) },
            { icon: <BoxIcon size={14} />, label: 'Total products', value: formatCount(brand.total_product) },
            { icon: <TruckIcon size={14} />, label: 'Delivery countries', value: countriesValue(brand.brand_delivery_countries) },
            { icon: <BanIcon size={14} />, label: 'Restricted countries', value: countriesValue(brand.brand_restricted_countries) },
          ]}
        />
      </SideCard>

      <PromoAdBlock />

      <ClaimCard
        ownerUserId={brand.user_id}
        target={{ business_id: brand.brand_id, business_type: 'brand', name: brand.brand_name, website: brand.brand_website ?? '' }}
      />
    </aside>
  );
}
