/**
 * Promotion detail (/promo/{slug} and /promos/{slug}): image, name, 'Coupon Code' box with a copy
 * button or a 'Promotion' label, views, source link, countdown to the end date and the HTML
 * description. Missing promo or failed load → /404; one page view per load.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge, Button, CheckIcon, Img, Placeholder, SafeHtml, formatDateTime } from '@ironscore/ui';
import { toast } from '@ironscore/events';
import { MSG } from '@ironscore/contract';
import { Page } from '../../components/Page';
import { PromoCountdown } from '../../components/PromoCountdown';
import { hasCoupon } from '../../components/PromoCard';
import { PromoAdBlock } from '../../components/detail/PromoAdBlock';
import { SideCard } from '../../components/detail/SideCard';
import { CopyIcon, EyeIcon, TagIcon } from 'lucide-react';
import { ShareButton } from '../../actions/ShareButton';
import { useDetail } from '../../lib/useDetail';
import { usePageView } from '../../lib/usePageView';
import { useSeo } from '../../lib/seo';
import { paths } from '../../lib/links';
import { promoImage, sourceImage } from '../../lib/images';
import { formatCount, htmlToText } from '../../lib/format';
import detail from '../../components/detail/Detail.module.css';
import styles from './PromoDetailPage.module.css';

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through */
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

export function PromoDetailPage() {
  const { promo_slug_url: slug } = useParams();
  const state = useDetail('Get_Promo', slug ? { promo_slug_url: slug } : null);
  const promo = state.data;
  usePageView('promo', promo?.promo_id);
  useSeo(
    'seo_promo_detail',
    { promo_name: promo?.promo_name, source_name: promo?.source_name, promo_description: htmlToText(promo?.promo_description).slice(0, 160) },
    promo?.promo_name ?? '',
    !!promo,
  );
  const [copied, setCopied] = useState(false);

  if (!promo) {
    return (
      <Page>
        <div className={detail.layout}>
          <div className={detail.main}>
            <Placeholder variant="image" className={styles.imageSkeleton} />
            <Placeholder variant="line" count={4} />
          </div>
          <div className={detail.aside}>
            <Placeholder variant="image" className={detail.blockSkeleton} />
          </div>
        </div>
      </Page>
    );
  }

  const coupon = hasCoupon(promo);
  const copy = async () => {
    if (!promo.promo_code) return;
    const ok = await copyText(promo.promo_code);
    if (ok) {
      setCopied(true);
      toast('success', 'Coupon code copied.');
      setTimeout(() => setCopied(false), 2000);
    } else {
      toast('warning', 'The code could not be copied; select it and copy it by hand.');
    }
  };

  return (
    <Page key={promo.promo_id}>
      <div className={detail.layout}>
        <article className={detail.main}>
          <div className={styles.card}>
            <div className={styles.media}>
              <Img src={promoImage(promo.promo_image)} alt="" sizes="160px" className={styles.backdrop} />
              <Img src={promoImage(promo.promo_image)} alt={promo.promo_name} sizes="(max-width: 991.98px) 100vw, 640px" priority className={styles.image} />
            </div>
            <div className={styles.body}>
              <div className={styles.topRow}>
                {coupon ? (
                  <Badge tone="accent" size="md" icon={<TagIcon size={13} />}>
                    {MSG.catalogue.couponCode}
                  </Badge>
                ) : (
                  <Badge tone="info" solid size="md">
                    {MSG.catalogue.promotion}
                  </Badge>
                )}
                <span className={styles.views}>
                  <EyeIcon size={15} /> {formatCount(promo.total_views)} views
                </span>
              </div>
              <h1 className={styles.name}>{promo.promo_name}</h1>
              {promo.source_slug_url && (
                <Link to={paths.source(promo.source_slug_url)} className={styles.source}>
                  <Img src={sourceImage(promo.source_profile_image)} alt="" contain shape="rounded" width={44} height={44} className={styles.sourceLogo} />
                  <span>
                    <small>Offered by</small>
                    {promo.source_name}
                  </span>
                </Link>
              )}
              {coupon && (
                <div className={styles.couponBox}>
                  <span className={styles.couponLabel}>{MSG.catalogue.couponCode}</span>
                  <div className={styles.couponRow}>
                    <code className={styles.code} data-testid="coupon-code">
                      {promo.promo_code}
                    </code>
                    <Button onClick={copy} icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}>
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  </div>
                </div>
              )}
              <div className={styles.ends}>
                <span className={styles.endsLabel}>Ends in</span>
                <PromoCountdown end={promo.promo_end_date} variant="boxes" />
                <span className={styles.endsDate}>{formatDateTime(promo.promo_end_date)}</span>
              </div>
              <ShareButton url={paths.promo(promo.promo_slug_url)} title={promo.promo_name} image={promoImage(promo.promo_image)} />
            </div>
          </div>
          {promo.promo_description && (
            <SideCard id="promo-description" title="Details">
              <SafeHtml html={promo.promo_description} />
            </SideCard>
          )}
        </article>
        <aside className={detail.aside} aria-label="More promotions">
          <PromoAdBlock excludeIds={[promo.promo_id]} />
        </aside>
      </div>
    </Page>
  );
}
