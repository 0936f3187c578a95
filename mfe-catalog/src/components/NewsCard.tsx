import { Link } from 'react-router-dom';
import { Badge, Img } from '@ironscore/ui';
import type { News } from '@ironscore/contract';
import { CalendarIcon, EyeIcon } from 'lucide-react';
import { newsImage } from '../lib/images';
import { paths } from '../lib/links';
import { formatCount, formatDay, textExcerpt } from '../lib/format';
import styles from './NewsCard.module.css';

type NewsLike = Pick<News, 'news_name' | 'news_slug_url' | 'news_image'> & Partial<News>;

/**
 * A news item. `variant`: 'card' (list: image, category, date, excerpt), 'row' (small thumbnail
 * beside the title), 'feature' (large image with the title over it). `priority`: the list's first
 * card, whose image is likely the page's largest above the fold (Img).
 */
export function NewsCard({ news, variant = 'card', priority }: { news: NewsLike; variant?: 'card' | 'row' | 'feature'; priority?: boolean }) {
  const to = paths.news(news.news_slug_url);
  if (variant === 'feature') {
    return (
      <article className={styles.feature}>
        <Img src={newsImage(news.news_image)} alt="" sizes="(max-width: 575.98px) 100vw, 500px" className={styles.featureImage} />
        <div className={styles.featureShade} />
        <div className={styles.featureBody}>
          {news.category_name && (
            <Badge tone="accent" solid>
              {news.category_name}
            </Badge>
          )}
          <h3 className={styles.featureTitle}>
            <Link to={to} className={styles.link}>
              {news.news_name}
            </Link>
          </h3>
        </div>
      </article>
    );
  }
  if (variant === 'row') {
    return (
      <article className={styles.row}>
        <Img src={newsImage(news.news_image)} alt="" width={84} height={64} className={styles.rowImage} />
        <h3 className={styles.rowTitle}>
          <Link to={to} className={styles.link}>
            {news.news_name}
          </Link>
        </h3>
      </article>
    );
  }
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Img src={newsImage(news.news_image)} alt="" sizes="(max-width: 575.98px) 100vw, 300px" width={300} height={169} priority={priority} className={styles.image} />
        {news.category_name && (
          <Badge tone="accent" solid className={styles.category}>
            {news.category_name}
          </Badge>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          {news.created_date && (
            <span>
              <CalendarIcon size={13} /> {formatDay(news.created_date)}
            </span>
          )}
          {typeof news.total_views === 'number' && (
            <span>
              <EyeIcon size={13} /> {formatCount(news.total_views)}
            </span>
          )}
        </div>
        <h3 className={styles.title}>
          <Link to={to} className={styles.link}>
            {news.news_name}
          </Link>
        </h3>
        {news.news_content && <p className={styles.excerpt}>{textExcerpt(news.news_content, 120)}</p>}
      </div>
    </article>
  );
}
