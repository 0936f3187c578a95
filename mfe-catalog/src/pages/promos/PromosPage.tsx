/** Promotions list 'Promotions Ads' (spec/1 §2 "Promotions"): 8 per page, page in the address. */
import { Pagination, Placeholder, pageOffset } from '@ironscore/ui';
import { MSG, PAGE_SIZE, type Promo } from '@ironscore/contract';
import { Page, PageHeader, EmptyText } from '../../components/Page';
import { PromoCard } from '../../components/PromoCard';
import { useCall } from '../../lib/useCall';
import { useListQuery } from '../../lib/query';
import { useSeo } from '../../lib/seo';
import styles from './PromosPage.module.css';

export function PromosPage() {
  const query = useListQuery();
  useSeo('seo_promo_list', {}, MSG.catalogue.promotionsAds);
  const promos = useCall('Get_PromoPagination', { limit: PAGE_SIZE.promos, offset: pageOffset(query.page, PAGE_SIZE.promos) });
  const items = Array.isArray(promos.data) ? (promos.data as Promo[]) : [];
  return (
    <Page>
      <PageHeader
        kicker="Promotions"
        title={MSG.catalogue.promotionsAds}
        subtitle="Coupon codes and promotions of the sources reviewed by the community, while they last."
      />
      <div className={styles.grid}>
        {promos.loading ? (
          <Placeholder count={PAGE_SIZE.promos} />
        ) : items.length === 0 ? (
          <EmptyText>{MSG.empty.noRecordFound}</EmptyText>
        ) : (
          items.map((p) => <PromoCard key={p.promo_id} promo={p} />)
        )}
      </div>
      {!promos.loading && items.length > 0 && (
        <Pagination page={query.page} total={promos.total} pageSize={PAGE_SIZE.promos} onChange={query.setPage} className={styles.pager} />
      )}
    </Page>
  );
}
