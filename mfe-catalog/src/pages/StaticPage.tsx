/**
 * /page/{page_slug_url}: a static page from Get_Page, rendered as sanitized HTML with page_name as
 * heading; the document title from the seo_page_detail template. Blurred placeholders while
 * loading; an unknown slug or a failed load goes to the not-found view.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '@ironscore/api';
import type { PageContent } from '@ironscore/contract';
import { Placeholder, SafeHtml } from '@ironscore/ui';
import { useSeo } from '../lib/seo';
import styles from './StaticPage.module.css';

export function StaticPage() {
  const { page_slug_url: slug = '' } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState<PageContent | null>(null);

  useEffect(() => {
    let active = true;
    setPage(null);
    api
      .call('Get_Page', { page_slug_url: slug })
      .then((reply) => {
        if (!active) return;
        if (reply?.status === true && reply.data && typeof reply.data.page_name === 'string') setPage(reply.data);
        else navigate('/404', { replace: true });
      })
      .catch(() => {
        if (active) navigate('/404', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [slug, navigate]);

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
