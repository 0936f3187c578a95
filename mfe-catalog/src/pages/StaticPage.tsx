/**
 * /page/{page_slug_url}: a static page from Get_Page, rendered as sanitized HTML with page_name as
 * heading; the document title from the seo_page_detail template. Blurred placeholders while
 * loading; an unknown slug or a failed load goes to the not-found view.
 */
import { useParams } from 'react-router-dom';
import { Placeholder, SafeHtml } from '@ironscore/ui';
import { useDetail } from '../lib/useDetail';
import { useSeo } from '../lib/seo';
import styles from './StaticPage.module.css';

export function StaticPage() {
  const { page_slug_url: slug } = useParams();
  const page = useDetail('Get_Page', slug ? { page_slug_url: slug } : null).data;

  useSeo('seo_page_detail', { page_name: page?.page_name }, page?.page_name ?? '', !!page);

  return (
    <div className={styles.wrap}>
      <article className={styles.card} aria-busy={!page}>
        {page ? (
          <>
            <h1 className={styles.title}>{page.page_name}</h1>
            <SafeHtml html={page.page_content} className={styles.content} />
          </>
        ) : (
          <div className={styles.loading}>
            <Placeholder variant="line" className={styles.titleSkeleton} />
            <Placeholder variant="line" count={7} />
          </div>
        )}
      </article>
    </div>
  );
}
