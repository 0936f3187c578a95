/**
 * Home (spec/1 §2 "Home"): pitch and search, top sources by category in a coverflow, recent review
 * strips, top brands, most viewed products, popular promos, most read news and recent comments.
 * Every block shows its blurred placeholders (PLACEHOLDERS counts) until its call answers.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Carousel, Coverflow, Img, Placeholder, StarRating, buttonClass } from '@ironscore/ui';
import { MSG, PLACEHOLDERS, TOP_SOURCES_AUTOPLAY_MS, type Review, type SourceCard } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page, EmptyText } from '../../components/Page';
import { Section } from '../../components/Section';
import { Chips } from '../../components/Chips';
import { Marquee } from '../../components/Marquee';
import { PromoCard } from '../../components/PromoCard';
import { NewsCard } from '../../components/NewsCard';
import { SearchBox } from '../../components/SearchBox';
import { ReviewStripCard, CommentStripCard } from '../../components/StripCards';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { useSearch } from '../../lib/useSearch';
import { useSeo } from '../../lib/seo';
import { paths } from '../../lib/links';
import { brandImage, sourceImage } from '../../lib/images';
import { MostViewedProducts } from '../../components/MostViewedProducts';
import { PriceDrops } from '../../components/prices/PriceDrops';
import { Later, useLater } from '../../lib/later';
import styles from './HomePage.module.css';

export function HomePage() {
  useSeo('seo_home', {}, '');
  return (
    <div className={styles.home}>
      <Hero />
      <Page className={styles.content}>
        <TopSources />
        {/* Under the first screen (390 and 1280 px): rendered when the browser is idle after the first paint. */}
        <Later>
          <RecentReviews />
          <TopBrands />
          <MostViewedProducts />
          <PriceDrops />
          <PopularPromos />
          <MostReadNews />
          <RecentComments />
        </Later>
      </Page>
    </div>
  );
}

function Hero() {
  const search = useSearch('Get_SearchText');
  const navigate = useNavigate();
  return (
    <section className={styles.hero} aria-labelledby="home-pitch">
      <div className={styles.heroInner}>
        <span className={styles.heroKicker}>The fitness &amp; supplement review community</span>
        <h1 id="home-pitch" className={styles.heroTitle}>
          Real reviews of <span>sources</span> and <span>brands</span>
        </h1>
        <p className={styles.heroText}>
          A review community for sources and brands: read what members say about sellers, brands and their products,
          compare prices and find the promotions worth using.
        </p>
        <SearchBox
          search={search}
          tone="hero"
          label="Search sources, brands, products, news and promos"
          placeholder="Search sources, brands, products..."
          onSubmit={(q) => navigate(paths.search(q))}
          className={styles.heroSearch}
        />
      </div>
    </section>
  );
}

function TopSources() {
  const [categoryId, setCategoryId] = useState(0);
  const categories = useCallQuery('Get_SourceCategories', {});
  const sources = useCallQuery('Get_TopSources', { category_id: categoryId });
  // The answer renders in the background (also when the page mounts with it in the cache): the
  // page's first commit holds the hero and the placeholders, the coverflow comes in its own.
  const later = useLater(sources.data);
  const items = later.data?.data ?? [];
  const options = [
    { value: 0, label: 'ALL' },
    ...(categories.data?.data ?? []).map((c) => ({ value: Number(c.category_id), label: c.category_name })),
  ];
  return (
    <Section
      id="home-top-sources"
      title="Top Sources"
      subtitle="The best rated sellers of the community"
      tone="dark"
      link={{ to: paths.sources(), label: 'All sources' }}
      className={styles.topSources}
    >
      <Chips label="Source categories" options={options} value={categoryId} onChange={setCategoryId} tone="dark" />
      <div className={styles.coverflowWrap}>
        {sources.isPending || later.pending ? (
          <div className={styles.sourceSkeletons}>
            <Placeholder count={PLACEHOLDERS.homeSources} className={styles.sourceSkeleton} />
          </div>
        ) : items.length === 0 ? (
          <p className={styles.darkEmpty}>{MSG.empty.noRecordFound}</p>
        ) : (
          <Coverflow
            label="Top sources"
            items={items}
            autoplayMs={TOP_SOURCES_AUTOPLAY_MS}
            itemKey={(s) => s.source_id}
            renderItem={(s, i, active) => <TopSourceSlide source={s} rank={s.source_ranked || i + 1} active={active} />}
          />
        )}
      </div>
    </Section>
  );
}

function TopSourceSlide({ source, rank, active }: { source: SourceCard; rank: number; active: boolean }) {
  return (
    <article className={styles.sourceSlide} data-active={active || undefined}>
      <span className={styles.rankNo} role="img" aria-label={`Rank ${rank}`}>
        {rank}
      </span>
      <div className={styles.sourceImageWrap}>
        <Img src={sourceImage(source.source_profile_image)} alt="" contain sizes="120px" className={styles.sourceImage} />
      </div>
      <div className={styles.sourceBody}>
        <h3 className={styles.sourceName}>{source.source_name}</h3>
        <VerifiedBadge status={source.source_verification_status} />
        <StarRating value={source.source_rating} showValue size={18} />
        <Link to={paths.source(source.source_slug_url)} className={buttonClass('primary', 'sm', { block: true })} tabIndex={active ? 0 : -1}>
          View source
        </Link>
      </div>
    </article>
  );
}

function RecentReviews() {
  const sourceQuery = useCallQuery('Get_LastSourceReviews', {});
  const brandQuery = useCallQuery('Get_LastBrandReviews', {});
  const sourceReviews = useLater(sourceQuery.data);
  const brandReviews = useLater(brandQuery.data);
  return (
    <Section id="home-recent-reviews" title="Recent Reviews" subtitle="What members are saying right now">
      <div className={styles.strips}>
        <ReviewStrip kind="source" loading={sourceQuery.isPending || sourceReviews.pending} reviews={sourceReviews.data?.data ?? []} />
        <ReviewStrip kind="brand" loading={brandQuery.isPending || brandReviews.pending} reviews={brandReviews.data?.data ?? []} />
      </div>
    </Section>
  );
}

function ReviewStrip({ kind, loading, reviews }: { kind: 'source' | 'brand'; loading: boolean; reviews: Review[] }) {
  const label = kind === 'source' ? 'Source reviews' : 'Brand reviews';
  return (
    <div className={styles.strip}>
      <h3 className={styles.stripTitle}>{label}</h3>
      {loading ? (
        <div className={styles.stripSkeletons}>
          <Placeholder count={PLACEHOLDERS.homeReviews} className={styles.stripSkeleton} />
        </div>
      ) : reviews.length === 0 ? (
        <EmptyText>{MSG.empty.noReviewYet}</EmptyText>
      ) : (
        <Marquee label={label} reverse={kind === 'brand'}>
          {reviews.map((r) => (
            <ReviewStripCard key={r.rating_id} review={r} kind={kind} />
          ))}
        </Marquee>
      )}
    </div>
  );
}

function TopBrands() {
  const brands = useCallQuery('Get_TopBrands', {});
  const later = useLater(brands.data);
  const items = later.data?.data ?? [];
  return (
    <Section id="home-top-brands" title="Top rated Brands" link={{ to: paths.brands(), label: 'All brands' }}>
      <div className={styles.brandGrid}>
        {brands.isPending || later.pending ? (
          <Placeholder count={PLACEHOLDERS.homeBrands} />
        ) : items.length === 0 ? (
          <EmptyText>{MSG.empty.noRecordFound}</EmptyText>
        ) : (
          items.map((b, i) => (
            <article key={b.brand_id} className={styles.brandTile}>
              <span className={styles.brandRank}>#{b.brand_ranked || i + 1}</span>
              <div className={styles.brandLogoWrap}>
                <Img src={brandImage(b.brand_profile_image)} alt="" contain width={72} height={72} className={styles.brandLogo} />
              </div>
              <h3 className={styles.brandName}>
                <Link to={paths.brand(b.brand_slug_url)} className={styles.stretched}>
                  {b.brand_name}
                </Link>
              </h3>
              <StarRating value={b.brand_rating} showValue size={14} />
            </article>
          ))
        )}
      </div>
    </Section>
  );
}

function PopularPromos() {
  const promos = useCallQuery('Get_TopPromos', {});
  const later = useLater(promos.data);
  const items = later.data?.data ?? [];
  return (
    <Section id="home-promos" title="Most Popular Promos" link={{ to: paths.promos(), label: 'All promos' }}>
      {promos.isPending || later.pending ? (
        <div className={styles.promoGrid}>
          <Placeholder count={PLACEHOLDERS.homePromos} />
        </div>
      ) : items.length === 0 ? (
        <EmptyText>{MSG.empty.noRecordFound}</EmptyText>
      ) : (
        <Carousel label="Most popular promos" perView={{ xl: 4, lg: 3, md: 2, sm: 1 }}>
          {items.map((p) => (
            <PromoCard key={p.promo_id} promo={p} />
          ))}
        </Carousel>
      )}
    </Section>
  );
}

function MostReadNews() {
  const news = useCallQuery('Get_TopNews', {});
  const later = useLater(news.data);
  const items = later.data?.data ?? [];
  const [leftCount, centerCount, rightCount] = PLACEHOLDERS.homeNews;
  const left = items.filter((n) => n.position === 'left');
  const center = items.filter((n) => n.position === 'center');
  const right = items.filter((n) => n.position === 'right');
  return (
    <Section id="home-news" title="Most Read News" link={{ to: paths.newsList(), label: 'All news' }}>
      {news.isPending || later.pending ? (
        <div className={styles.newsGrid}>
          <div className={styles.newsColumn}>
            <Placeholder variant="line" count={leftCount} className={styles.newsRowSkeleton} />
          </div>
          <div className={styles.newsCenter}>
            <Placeholder variant="image" count={centerCount} className={styles.newsFeatureSkeleton} />
          </div>
          <div className={styles.newsColumn}>
            <Placeholder variant="line" count={rightCount} className={styles.newsRowSkeleton} />
          </div>
        </div>
      ) : items.length === 0 ? (
        <EmptyText>{MSG.empty.noNews}</EmptyText>
      ) : (
        <div className={styles.newsGrid}>
          <div className={styles.newsColumn}>
            {left.map((n) => (
              <NewsCard key={n.news_slug_url} news={n} variant="row" />
            ))}
          </div>
          <div className={styles.newsCenter}>
            {center.map((n) => (
              <NewsCard key={n.news_slug_url} news={n} variant="feature" />
            ))}
          </div>
          <div className={styles.newsColumn}>
            {right.map((n) => (
              <NewsCard key={n.news_slug_url} news={n} variant="row" />
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}

function RecentComments() {
  const comments = useCallQuery('Get_LastTopComments', {});
  const later = useLater(comments.data);
  const items = later.data?.data ?? [];
  return (
    <Section id="home-comments" title="Recent Comments" subtitle="Replies from the community">
      {comments.isPending || later.pending ? (
        <div className={styles.stripSkeletons}>
          <Placeholder count={PLACEHOLDERS.homeReviews} className={styles.stripSkeleton} />
        </div>
      ) : items.length === 0 ? (
        <EmptyText>{MSG.empty.noRecordFound}</EmptyText>
      ) : (
        <Marquee label="Recent comments" secondsPerItem={8}>
          {items.map((c, i) => (
            <CommentStripCard key={`${c.type}-${c.created_date}-${i}`} comment={c} />
          ))}
        </Marquee>
      )}
    </Section>
  );
}

