/**
 * Product categories (/product-categories, spec/2 §2.3): 'Best in Categories', 20 per page, type
 * filter All Category / Injectable / Oral, 2-column cards linking to /products/{slug}, 20
 * placeholders while loading; page (and type) in the address.
 */
import { Link } from 'react-router-dom';
import { Placeholder, pageOffset } from '@ironscore/ui';
import { MSG, PAGE_SIZE, PLACEHOLDERS } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page, PageHeader } from '../../components/Page';
import { PagedGrid } from '../../components/PagedGrid';
import { Chips } from '../../components/Chips';
import { BoxIcon, ChevronRightIcon } from 'lucide-react';
import { useListQuery } from '../../lib/query';
import { useSeo } from '../../lib/seo';
import { paths } from '../../lib/links';
import clsx from 'clsx';
import styles from './ProductCategoriesPage.module.css';

export const CATEGORY_TYPES = [
  { value: '', label: 'All Category' },
  { value: 'Injectable', label: 'Injectable' },
  { value: 'Oral', label: 'Oral' },
] as const;
type CategoryType = (typeof CATEGORY_TYPES)[number]['value'];

export function ProductCategoriesPage() {
  const query = useListQuery();
  const typeParam = query.get('type') ?? '';
  const type: CategoryType = CATEGORY_TYPES.some((t) => t.value === typeParam) ? (typeParam as CategoryType) : '';
  useSeo('seo_product_categories', {}, MSG.catalogue.bestInCategories);
  const categories = useCallQuery('Get_ProductCategoriesPagination', {
    limit: PAGE_SIZE.productCategories,
    offset: pageOffset(query.page, PAGE_SIZE.productCategories),
    category_type: type,
  });
  return (
    <Page>
      <PageHeader
        kicker="Products"
        title={MSG.catalogue.bestInCategories}
        subtitle="Browse products by category and compare seller prices."
      />
      <Chips
        label="Category type"
        options={CATEGORY_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        value={type}
        onChange={(v) => query.setFilters({ type: v || null })}
        className={styles.filters}
      />
      <PagedGrid
        loading={categories.isPending}
        items={categories.data?.data ?? []}
        renderItem={(c) => (
          <Link key={c.category_id} to={paths.productsByCategory(c.category_slug_url)} className={styles.card}>
            <span className={clsx(styles.icon, c.category_type === 'Oral' ? styles.oral : c.category_type === 'Injectable' ? styles.injectable : styles.other)}>
              <BoxIcon size={22} />
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{c.category_name}</span>
              <span className={styles.meta}>
                {c.category_type} · {c.product_count} {Number(c.product_count) === 1 ? 'product' : 'products'}
              </span>
            </span>
            <ChevronRightIcon size={20} className={styles.chevron} />
          </Link>
        )}
        placeholders={<Placeholder variant="image" count={PLACEHOLDERS.productCategories} className={styles.skeleton} />}
        className={styles.grid}
        pagination={{ page: query.page, onChange: query.setPage, total: categories.data?.total ?? 0, pageSize: PAGE_SIZE.productCategories }}
      />
    </Page>
  );
}
