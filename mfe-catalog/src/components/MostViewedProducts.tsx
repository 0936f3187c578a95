import { Link } from 'react-router-dom';
import { Carousel, Placeholder, buttonClass } from '@ironscore/ui';
import { COUNTS, MSG, PLACEHOLDERS } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Section } from './Section';
import { ProductCard } from './ProductCard';
import { EmptyText } from './Page';
import { paths } from '../lib/links';
import { useLater } from '../lib/later';
import styles from './MostViewedProducts.module.css';

/**
 * Most Viewed Products carousel (Get_BrandProductMostViewed, limit 12): 6 visible on wide screens,
 * 2 on small ones. On home it carries the 'Price Matcher' button.
 */
export function MostViewedProducts({ withPriceMatcherButton = true }: { withPriceMatcherButton?: boolean }) {
  const products = useCallQuery('Get_BrandProductMostViewed', { limit: COUNTS.mostViewedProducts });
  // Under <Later> (home): placeholders until the first screen is painted, the answer rendered in the background.
  const later = useLater(products.data);
  const items = later.data?.data ?? [];
  return (
    <Section
      id="most-viewed-products"
      title="Most Viewed Products"
      subtitle="Compare seller prices of the products members look at most"
      actions={
        withPriceMatcherButton ? (
          <Link to={paths.priceMatcher()} className={buttonClass('primary', 'sm')}>
            Price Matcher
          </Link>
        ) : undefined
      }
    >
      {products.isPending || later.pending ? (
        <div className={styles.skeletons}>
          <Placeholder count={PLACEHOLDERS.homeProducts} className={styles.skeleton} />
        </div>
      ) : items.length === 0 ? (
        <EmptyText>{MSG.empty.noRecordFound}</EmptyText>
      ) : (
        <Carousel label="Most viewed products" perView={{ xl: 6, lg: 4, md: 3, sm: 2 }}>
          {items.map((p) => (
            <ProductCard key={p.product_id} product={p} compact />
          ))}
        </Carousel>
      )}
    </Section>
  );
}
