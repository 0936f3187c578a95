/**
 * Product price matcher (/product-price-matcher, spec/2 §2.3): product search with a dropdown
 * (Get_BrandProductSearchtext, from 3 characters, cleared 500 ms after blur), the link to search by
 * category, the "Price drops" of issue 25 and the Most Viewed Products carousel of 12.
 */
import { Link } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { Page } from '../../components/Page';
import { SearchBox } from '../../components/SearchBox';
import { MostViewedProducts } from '../../components/MostViewedProducts';
import { PriceDrops } from '../../components/prices/PriceDrops';
import { ChevronRightIcon, TagIcon } from 'lucide-react';
import { useSearch } from '../../lib/useSearch';
import { useSeo } from '../../lib/seo';
import { paths } from '../../lib/links';
import styles from './PriceMatcherPage.module.css';

export function PriceMatcherPage() {
  useSeo('seo_product_price_matcher', {}, MSG.catalogue.priceMatcher);
  const search = useSearch('Get_BrandProductSearchtext', { onlyType: 'product' });
  return (
    <div>
      <section className={styles.hero} aria-labelledby="price-matcher-title">
        <div className={styles.inner}>
          <span className={styles.badge}>
            <TagIcon size={14} /> {MSG.catalogue.priceMatcher}
          </span>
          <h1 id="price-matcher-title" className={styles.title}>
            Find the cheapest seller for any product
          </h1>
          <p className={styles.text}>Search a product and compare the prices of the sources that sell it.</p>
          <SearchBox
            search={search}
            tone="hero"
            hideTypes
            label="Search products"
            placeholder="Type a product name (at least 3 characters)..."
            className={styles.search}
          />
          <Link to={paths.productCategories()} className={styles.categoryLink}>
            {MSG.profile.searchByCategory} <ChevronRightIcon size={16} />
          </Link>
        </div>
      </section>
      <Page className={styles.content}>
        <PriceDrops />
        <MostViewedProducts withPriceMatcherButton={false} />
      </Page>
    </div>
  );
}
