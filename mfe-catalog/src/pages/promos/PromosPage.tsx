/** Promotions list 'Promotions Ads' (spec/1 §2 "Promotions"): 8 per page, page in the address. */
import { Pagination, Placeholder, pageOffset } from '@ironscore/ui';
import { MSG, PAGE_SIZE } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page, PageHeader, EmptyText } from '../../components/Page';
import { PromoCard } from '../../components/PromoCard';
import { useListQuery } from '../../lib/query';
import { useSeo } from '../../lib/seo';
import styles from './PromosPage.module.css';

export function PromosPage() {
  const query = useListQuery();
  useSeo('seo_promo_list', {}, MSG.catalogue.promotionsAds);
  const promos = useCallQuery('Get_PromoPagination', { limit: PAGE_SIZE.promos, offset: pageOffset(query.page, PAGE_SIZE.promos) });
  const items = promos.data?.data ?? [];
  return (
    <Page>
      <PageHeader
        kicker="Promotions"
        title={MSG.catalogue.promotionsAds}
        subtitle="Coupon codes and promotions of the sources reviewed by the community, while they last."
      />
      <div className={styles.grid}>
        {promos.isPending ? (
          <Placeholder count={PAGE_SIZE.promos} />
        ) : items.length === 0 ? (
          <EmptyText>{MSG.empty.noRecordFound}</EmptyText>
        ) : (
          items.map((p) => <PromoCard key={p.promo_id} promo={p} />)
        )}
      </div>
      {!promos.isPending && items.length > 0 && (
        <Pagination page={query.page} total={promos.data?.total ?? 0} pageSize={PAGE_SIZE.promos} onChange={query.setPage} className={styles.pager} />
      )}
    </Page>
  );
}
