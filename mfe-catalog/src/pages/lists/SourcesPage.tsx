/**
 * Sources list 'Best in Sources' (spec/1 §2): 20 per page, filters Rating, 'Verified Source' and
 * Categories; page and filters in the address; a filter change goes back to page 1.
 */
import { pageOffset } from '@ironscore/ui';
import { PAGE_SIZE, MSG } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page, PageHeader } from '../../components/Page';
import { FilterPanel, RatingAndVerifiedFilters, CategoryFilter, ratingAndVerified } from '../../components/FilterPanel';
import { SourceListCard } from '../../components/ListingCard';
import { useListQuery, readInt } from '../../lib/query';
import { useSeo } from '../../lib/seo';
import { useLater } from '../../lib/later';
import { ListingResults } from './ListingResults';
import styles from './ListPage.module.css';

export function SourcesPage() {
  const query = useListQuery();
  const categoryId = readInt(query.get('category'), 0, 0);
  const { rating, verified } = ratingAndVerified(query);

  useSeo('seo_source_list', {}, MSG.catalogue.bestInSources);

  const categories = useCallQuery('Get_SourceCategories', {});
  const sources = useCallQuery('Get_SourcePagination', {
    limit: PAGE_SIZE.sources,
    offset: pageOffset(query.page, PAGE_SIZE.sources),
    category_id: categoryId,
    rating_id: rating,
    verification: verified,
  });
  // An answer renders in the background (React yields between the cards) instead of in one long
  // task when it arrives; the placeholders stay until then.
  const answer = useLater(sources.data);
  const loading = sources.isPending || answer.pending;
  const categoryList = (categories.data?.data ?? []).map((c) => ({ id: Number(c.category_id), name: c.category_name }));

  return (
    <Page>
      <PageHeader
        kicker="Sources"
        title={MSG.catalogue.bestInSources}
        subtitle="Sellers ranked by the community's reviews. Filter by rating, verification and category."
      />
      <div className={styles.layout}>
        <FilterPanel>
          <RatingAndVerifiedFilters query={query} verifiedLabel={MSG.catalogue.verifiedSource} />
          <CategoryFilter categories={categoryList} value={categoryId} onChange={(id) => query.setFilters({ category: id || null })} />
        </FilterPanel>
        <ListingResults
          results={{ loading, items: answer.data?.data ?? [], total: answer.data?.total ?? 0 }}
          noun="source"
          renderItem={(s) => <SourceListCard key={s.source_id} source={s} />}
          pagination={{ page: query.page, onChange: query.setPage, pageSize: PAGE_SIZE.sources }}
        />
      </div>
    </Page>
  );
}
