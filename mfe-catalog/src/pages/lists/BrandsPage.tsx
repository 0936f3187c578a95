/**
 * Brands list 'Best in Brands' (spec/1 §2): 20 per page, FILTER card with rating buttons and the
 * 'Verified Brand' checkbox; page (default 1) and rating in the address; a filter change goes
 * back to page 1.
 */
import { pageOffset } from '@ironscore/ui';
import { PAGE_SIZE, MSG } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page, PageHeader } from '../../components/Page';
import { FilterPanel, RatingAndVerifiedFilters, ratingAndVerified } from '../../components/FilterPanel';
import { BrandListCard } from '../../components/ListingCard';
import { useListQuery } from '../../lib/query';
import { useSeo } from '../../lib/seo';
import { ListingResults } from './ListingResults';
import styles from './ListPage.module.css';

export function BrandsPage() {
  const query = useListQuery();
  const { rating, verified } = ratingAndVerified(query);

  useSeo('seo_brand_list', {}, MSG.catalogue.bestInBrands);

  const brands = useCallQuery('Get_BrandPagination', {
    limit: PAGE_SIZE.brands,
    offset: pageOffset(query.page, PAGE_SIZE.brands),
    rating_id: rating,
    verification: verified,
  });

  return (
    <Page>
      <PageHeader
        kicker="Brands"
        title={MSG.catalogue.bestInBrands}
        subtitle="Supplement brands rated by members. Open a brand for its products, facts and reviews."
      />
      <div className={styles.layout}>
        <FilterPanel>
          <RatingAndVerifiedFilters query={query} verifiedLabel={MSG.catalogue.verifiedBrand} />
        </FilterPanel>
        <ListingResults
          results={{ loading: brands.isPending, items: brands.data?.data ?? [], total: brands.data?.total ?? 0 }}
          noun="brand"
          renderItem={(b) => <BrandListCard key={b.brand_id} brand={b} />}
          pagination={{ page: query.page, onChange: query.setPage, pageSize: PAGE_SIZE.brands }}
        />
      </div>
    </Page>
  );
}
