import { Link } from 'react-router-dom';
import { Img, StarRating } from '@ironscore/ui';
import type { ProductListItem } from '@ironscore/contract';
import { VerifiedBadge } from './VerifiedBadge';
import { brandImage, productImage } from '../lib/images';
import { paths } from '../lib/links';
import styles from './ProductCard.module.css';

/**
 * A brand product: image, brand logo with verified marker, name; links to the product page.
 * `priority`: the card's image is the list's first, likely the page's largest above the fold (Img).
 */
export function ProductCard({ product, compact, priority }: { product: ProductListItem; compact?: boolean; priority?: boolean }) {
  const to = paths.product(product.brand_slug_url, product.product_slug_url);
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <div className={styles.media}>
        <Img src={productImage(product.product_image)} alt="" contain sizes="(max-width: 575.98px) 50vw, 300px" width={300} height={300} priority={priority} className={styles.image} />
      </div>
      <div className={styles.body}>
        <div className={styles.brand}>
          <Img src={brandImage(product.brand_profile_image)} alt="" shape="round" contain width={22} height={22} className={styles.brandLogo} />
          <span className={styles.brandName}>{product.brand_name}</span>
          <VerifiedBadge status={product.brand_verification_status} compact />
        </div>
        <h3 className={styles.name}>
          <Link to={to} className={styles.link}>
            {product.product_name}
          </Link>
        </h3>
        {typeof product.product_rating === 'number' && (
          <StarRating value={product.product_rating} size={14} showValue />
        )}
      </div>
    </article>
  );
}
