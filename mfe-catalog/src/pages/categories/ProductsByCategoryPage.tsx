/**
 * Products by category (/products/{category_slug_url}, spec/2 §2.3): 'Best in Products', 9 per
 * page in 3 columns, Brands filter All Brands plus one button per brand; a brand change goes back
 * to page 1; page and brand in the address. Unknown category or failed load → /404.
 */
import { useParams } from 'react-router-dom';
import { Img, Placeholder, pageOffset } from '@ironscore/ui';
import { MSG, PAGE_SIZE, PLACEHOLDERS } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page, PageHeader } from '../../components/Page';
import { PagedGrid } from '../../components/PagedGrid';
import { ProductCard } from '../../components/ProductCard';
import { useDetail } from '../../lib/useDetail';
import { useListQuery, readInt } from '../../lib/query';
import { useSeo } from '../../lib/seo';
import { brandImage } from '../../lib/images';
import clsx from 'clsx';
import styles from './ProductsByCategoryPage.module.css';

export function ProductsByCategoryPage() {
  const { category_slug_url: slug } = useParams();
  const query = useListQuery();
  const brandId = readInt(query.get('brand'), 0, 0);
  const category = useDetail('Get_ProductCategory', slug ? { category_slug_url: slug } : null);
  const categoryId = category.data ? Number(category.data.category_id) : null;
  useSeo('seo_product_list', { category_name: category.data?.category_name }, category.data?.category_name ?? '', !!category.data);
  const brands = useCallQuery('Get_AllBrand', {});
  const products = useCallQuery(
    'Get_BrandProductPagination',
    categoryId
      ? {
          limit: PAGE_SIZE.productsByCategory,
          offset: pageOffset(query.page, PAGE_SIZE.productsByCategory),
          brand_id: brandId,
          category_id: categoryId,
        }
      : null,
  );
  const items = products.data?.data ?? [];
  const brandList = brands.data?.data ?? [];
  const loading = !categoryId || products.isPending;

  return (
    <Page>
      <PageHeader
        kicker={category.data?.category_name ?? 'Products'}
        title={MSG.catalogue.bestInProducts}
        subtitle={
          category.data ? `${category.data.category_name} products with brand ratings and seller prices.` : 'Products with brand ratings and seller prices.'
        }
      />
      <div className={styles.layout}>
        <aside className={styles.filter} aria-label="Brands filter">
          <h2 className={styles.filterTitle}>Brands</h2>
          <div className={styles.brandList} role="group" aria-label="Brands">
            <button
              type="button"
              className={clsx(styles.brand, brandId === 0 && styles.selected)}
              aria-pressed={brandId === 0}
              onClick={() => brandId !== 0 && query.setFilters({ brand: null })}
            >
              All Brands
            </button>
            {brandList.map((b) => (
              <button
                key={b.brand_id}
                type="button"
                className={clsx(styles.brand, brandId === Number(b.brand_id) && styles.selected)}
                aria-pressed={brandId === Number(b.brand_id)}
                onClick={() => brandId !== Number(b.brand_id) && query.setFilters({ brand: b.brand_id })}
              >
                <Img src={brandImage(b.brand_profile_image)} alt="" shape="round" contain width={24} height={24} className={styles.brandLogo} />
                <span>{b.brand_name}</span>
              </button>
            ))}
          </div>
        </aside>
        <div className={styles.results}>
          <PagedGrid
            loading={loading}
            items={items}
            renderItem={(p, i) => <ProductCard key={p.product_id} product={p} priority={i === 0} />}
            placeholders={<Placeholder count={PLACEHOLDERS.productsByCategory} />}
            className={styles.grid}
            pagination={{ page: query.page, onChange: query.setPage, total: products.data?.total ?? 0, pageSize: PAGE_SIZE.productsByCategory }}
          />
        </div>
      </div>
    </Page>
  );
}
