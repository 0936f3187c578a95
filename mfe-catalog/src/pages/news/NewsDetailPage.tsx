/**
 * News detail (/news/{slug}, spec/2 §2.3): the article; one news page view per load; a missing
 * item or failed load goes to /404. Beside it, the latest news.
 */
import { Link, useParams } from 'react-router-dom';
import { Badge, Img, Placeholder, SafeHtml } from '@ironscore/ui';
import { COUNTS, MSG } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page } from '../../components/Page';
import { NewsCard } from '../../components/NewsCard';
import { SideCard } from '../../components/detail/SideCard';
import { CalendarIcon, EyeIcon } from 'lucide-react';
import { ShareButton } from '../../actions/ShareButton';
import { useDetail } from '../../lib/useDetail';
import { usePageView } from '../../lib/usePageView';
import { useSeo } from '../../lib/seo';
import { paths } from '../../lib/links';
import { newsImage } from '../../lib/images';
import { formatCount, formatDay, htmlToText } from '../../lib/format';
import detail from '../../components/detail/Detail.module.css';
import styles from './NewsDetailPage.module.css';

export function NewsDetailPage() {
  const { news_slug_url: slug } = useParams();
  const state = useDetail('Get_News', slug ? { news_slug_url: slug } : null);
  const news = state.data;
  usePageView('news', news?.news_id);
  useSeo(
    'seo_news_detail',
    { news_name: news?.news_name, news_description: htmlToText(news?.news_content).slice(0, 160) },
    news?.news_name ?? '',
    !!news,
  );
  const latest = useCallQuery('Get_NewsPagination', { limit: COUNTS.latestNews + 1, offset: 0, category_id: 0 });
  const latestItems = (latest.data?.data ?? [])
    .filter((n) => n.news_slug_url !== slug)
    .slice(0, COUNTS.latestNews);

  return (
    <Page>
      <div className={detail.layout}>
        {news ? (
          <article className={styles.article} key={news.news_id}>
            <Link to={paths.newsList()} className={styles.back}>
              ← All news
            </Link>
            <div className={styles.meta}>
              {news.category_name && (
                <Badge tone="accent" solid>
                  {news.category_name}
                </Badge>
              )}
              <span>
                <CalendarIcon size={14} /> {formatDay(news.created_date)}
              </span>
              <span>
                <EyeIcon size={14} /> {formatCount(news.total_views)} views
              </span>
            </div>
            <h1 className={styles.title}>{news.news_name}</h1>
            <Img src={newsImage(news.news_image)} alt="" sizes="(max-width: 839.98px) 100vw, 800px" priority className={styles.image} />
            <SafeHtml html={news.news_content} className={styles.content} />
            <div className={styles.share}>
              <ShareButton url={paths.news(news.news_slug_url)} title={news.news_name} image={newsImage(news.news_image)} />
            </div>
          </article>
        ) : (
          <div className={styles.article}>
            <Placeholder variant="line" count={2} />
            <Placeholder variant="image" className={styles.imageSkeleton} />
            <Placeholder variant="line" count={6} />
          </div>
        )}
        <aside className={detail.aside} aria-label="Latest news">
          <SideCard title="Latest news">
            <div className={styles.latest}>
              {latest.isPending ? (
                <Placeholder variant="line" count={COUNTS.latestNews} className={styles.latestSkeleton} />
              ) : latestItems.length === 0 ? (
                <p className={styles.none}>{MSG.empty.noNews}</p>
              ) : (
                latestItems.map((n) => <NewsCard key={n.news_id} news={n} variant="row" />)
              )}
            </div>
          </SideCard>
        </aside>
      </div>
    </Page>
  );
}
