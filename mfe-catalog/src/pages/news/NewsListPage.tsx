/**
 * News list (/news, spec/2 §2.3): category buttons All plus the fetched categories, 8 per page,
 * page and category in the address; a category change goes back to page 1.
 */
import { pageOffset } from '@ironscore/ui';
import { MSG, PAGE_SIZE } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page, PageHeader } from '../../components/Page';
import { PagedGrid } from '../../components/PagedGrid';
import { Chips } from '../../components/Chips';
import { NewsCard } from '../../components/NewsCard';
import { useListQuery, readInt } from '../../lib/query';
import { useSeo } from '../../lib/seo';
import styles from './NewsListPage.module.css';

export function NewsListPage() {
  const query = useListQuery();
  const categoryId = readInt(query.get('category'), 0, 0);
  useSeo('seo_news_list', {}, 'News');
  const categories = useCallQuery('Get_NewsCategories', {});
  const news = useCallQuery('Get_NewsPagination', {
    limit: PAGE_SIZE.news,
    offset: pageOffset(query.page, PAGE_SIZE.news),
    category_id: categoryId,
  });
  const options = [
    { value: 0, label: 'All' },
    ...(categories.data?.data ?? []).map((c) => ({
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
      <PagedGrid
        loading={news.isPending}
        items={news.data?.data ?? []}
        renderItem={(n, i) => <NewsCard key={n.news_id} news={n} priority={i === 0} />}
        empty={MSG.empty.noNews}
        pagination={{ page: query.page, onChange: query.setPage, total: news.data?.total ?? 0, pageSize: PAGE_SIZE.news }}
      />
    </Page>
  );
}
