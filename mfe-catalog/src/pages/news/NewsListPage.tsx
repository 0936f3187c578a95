/**
 * News list (/news, spec/2 §2.3): category buttons All plus the fetched categories, 8 per page,
 * page and category in the address; a category change goes back to page 1.
 */
import { Pagination, Placeholder, pageOffset } from '@ironscore/ui';
import { MSG, PAGE_SIZE, type News, type NewsCategory } from '@ironscore/contract';
import { Page, PageHeader, EmptyText } from '../../components/Page';
import { Chips } from '../../components/Chips';
import { NewsCard } from '../../components/NewsCard';
import { useCall } from '../../lib/useCall';
import { useListQuery, readInt } from '../../lib/query';
import { useSeo } from '../../lib/seo';
import styles from './NewsListPage.module.css';

export function NewsListPage() {
  const query = useListQuery();
  const categoryId = readInt(query.get('category'), 0, 0);
  useSeo('seo_news_list', {}, 'News');
  const categories = useCall('Get_NewsCategories', {});
  const news = useCall('Get_NewsPagination', {
    limit: PAGE_SIZE.news,
    offset: pageOffset(query.page, PAGE_SIZE.news),
    category_id: categoryId,
  });
  const items = Array.isArray(news.data) ? (news.data as News[]) : [];
  const options = [
    { value: 0, label: 'All' },
    ...(Array.isArray(categories.data) ? (categories.data as NewsCategory[]) : []).map((c) => ({
      value: Number(c.category_id),
      label: c.category_name,
    })),
  ];
  return (
    <Page>
      <PageHeader kicker="News" title="News" subtitle="Research, lab tests, market news and community updates." />
      <Chips
        label="News categories"
        options={options}
        value={categoryId}
        onChange={(id) => query.setFilters({ category: id || null })}
        className={styles.filters}
      />
      <div className={styles.grid}>
        {news.loading ? (
          <Placeholder count={PAGE_SIZE.news} />
        ) : items.length === 0 ? (
          <EmptyText>{MSG.empty.noNews}</EmptyText>
        ) : (
          items.map((n) => <NewsCard key={n.news_id} news={n} />)
        )}
      </div>
      {!news.loading && items.length > 0 && (
        <Pagination page={query.page} total={news.total} pageSize={PAGE_SIZE.news} onChange={query.setPage} className={styles.pager} />
      )}
    </Page>
  );
}
