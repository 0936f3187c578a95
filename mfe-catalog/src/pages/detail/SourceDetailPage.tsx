/**
 * Source detail (spec/1 §2 "Source detail"): header, favourite and share, review section, side
 * card with rank, description, five sub-ratings, facts, promo ad block and the ownership card; the
 * source's active promo on top. A missing source or failed load goes to /404; one page view is
 * recorded per load; a new slug reloads everything (the review list starts again at page 1).
 */
import { useParams } from 'react-router-dom';
import { Img } from '@ironscore/ui';
import type { Promo, SourceDetail } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page } from '../../components/Page';
import { AboutCard } from '../../components/detail/AboutCard';
import { DetailHeader } from '../../components/detail/DetailHeader';
import { DetailSkeleton } from '../../components/detail/DetailSkeleton';
import { SideCard } from '../../components/detail/SideCard';
import { Facts, contactFacts, countriesValue, text } from '../../components/detail/Facts';
import { SubRatings } from '../../components/detail/SubRatings';
import { ClaimCard } from '../../components/detail/ClaimCard';
import { ActivePromoBanner } from '../../components/detail/ActivePromo';
import { PromoAdBlock } from '../../components/detail/PromoAdBlock';
import { BanIcon, ClockIcon, CreditCardIcon, MapPinIcon, TruckIcon } from 'lucide-react';
import { FavoriteButton } from '../../actions/FavoriteButton';
import { ShareButton } from '../../actions/ShareButton';
import { HoldNotice } from '../../reviews/HoldNotice';
import { ReviewSection, useShownReviews } from '../../reviews/ReviewSection';
import { sourceJsonLd } from '../../lib/structuredData';
import { useDetail } from '../../lib/useDetail';
import { usePageView } from '../../lib/usePageView';
import { useSeo } from '../../lib/seo';
import { paths } from '../../lib/links';
import { paymentImage, sourceImage } from '../../lib/images';
import { htmlToText } from '../../lib/format';
import styles from '../../components/detail/Detail.module.css';

export function SourceDetailPage() {
  const { source_slug_url: slug } = useParams();
  const detail = useDetail('Get_Source', slug ? { source_slug_url: slug } : null);
  const source = detail.data;
  usePageView('source', source?.source_id);
  const reviews = useShownReviews(source ? { kind: 'source', itemId: source.source_id } : null);
  useSeo(
    'seo_source_detail',
    { source_name: source?.source_name, source_description: htmlToText(source?.source_description).slice(0, 160) },
    source?.source_name ?? '',
    !!source,
    source ? sourceJsonLd(source, reviews) : null,
  );
  const promos = useCallQuery('Get_PromoBySource', source ? { source_id: source.source_id } : null);
  const promoList = promos.data?.data ?? [];

  if (!source) return <DetailSkeleton />;

  return (
    <Page key={source.source_id}>
      {promoList[0] && <ActivePromoBanner promo={promoList[0]} />}
      <DetailHeader
        kicker={source.category_name || 'Source'}
        name={source.source_name}
        image={sourceImage(source.source_profile_image)}
        rating={source.source_rating}
        reviews={source.total_review}
        views={source.total_views}
        verification={source.source_verification_status}
        website={source.source_website}
        actions={
          <>
            <FavoriteButton itemType="source" itemId={source.source_id} />
            <ShareButton url={paths.source(source.source_slug_url)} title={source.source_name} image={sourceImage(source.source_profile_image)} />
          </>
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <HoldNotice held={source.review_hold} />
          <ReviewSection
            kind="source"
            itemId={source.source_id}
            ownerUserId={source.user_id}
            itemName={source.source_name}
            onReviewSaved={detail.reload}
          />
        </div>
        <SourceSide source={source} promos={promoList.slice(1)} activePromoId={promoList[0]?.promo_id} />
      </div>
    </Page>
  );
}

function SourceSide({ source, promos, activePromoId }: { source: SourceDetail; promos: Promo[]; activePromoId?: number }) {
  return (
    <aside className={styles.aside} aria-label="About the source">
      <AboutCard id="source-about" rank={source.source_ranked} rankAmong="sources" name={source.source_name} description={source.source_description} />

      <SideCard id="source-ratings" title="Ratings">
        <SubRatings
          ratings={[
            { label: 'Contact', value: source.contact_rating_total },
            { label: 'Delivery', value: source.delivery_rating_total },
            { label: 'Quality', value: source.quality_rating_total },
            { label: 'Pricing', value: source.pricing_rating_total },
            { label: 'Support', value: source.support_rating_total },
          ]}
        />
      </SideCard>

      <SideCard id="source-facts" title="Facts">
        <Facts
          facts={[
            ...contactFacts({ since: source.source_since, email: source.source_email, website: source.source_website }),
            { icon: <ClockIcon size={14} />, label: 'Avg. delivery time', value: text(source.source_avg_delivery_time) },
            { icon: <MapPinIcon size={14} />, label: 'Country', value: text(source.source_country) },
            {
              icon: <CreditCardIcon size={14} />,
              label: 'Payment methods',
              value:
                source.source_payment_types?.length > 0 ? (
                  <ul className={styles.payments}>
                    {source.source_payment_types.map((p) => (
                      <li key={p.payment_method_name} className={styles.payment} title={p.payment_method_name}>
                        <Img src={paymentImage(p.payment_method_image)} alt={p.payment_method_name} contain />
                      </li>
                    ))}
                  </ul>
                ) : null,
            },
            { icon: <TruckIcon size={14} />, label: 'Delivery countries', value: countriesValue(source.source_delivery_countries) },
            { icon: <BanIcon size={14} />, label: 'Restricted countries', value: countriesValue(source.source_restricted_countries) },
          ]}
        />
      </SideCard>

      <PromoAdBlock sourcePromos={promos} excludeIds={activePromoId ? [activePromoId] : []} />

      <ClaimCard
        ownerUserId={source.user_id}
        target={{ business_id: source.source_id, business_type: 'source', name: source.source_name, website: source.source_website ?? '' }}
      />
    </aside>
  );
}
