/** Promotions list 'Promotions Ads' (spec/1 §2 "Promotions"): 8 per page, page in the address. */
import { pageOffset } from '@ironscore/ui';
import { MSG, PAGE_SIZE } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Page, PageHeader } from '../../components/Page';
import { PagedGrid } from '../../components/PagedGrid';
import { PromoCard } from '../../components/PromoCard';
import { useListQuery } from '../../lib/query';
import { useSeo } from '../../lib/seo';

export function PromosPage() {
  const query = useListQuery();
  useSeo('seo_promo_list', {}, MSG.catalogue.promotionsAds);
  const promos = useCallQuery('Get_PromoPagination', { limit: PAGE_SIZE.promos, offset: pageOffset(query.page, PAGE_SIZE.promos) });
  return (
    <Page>
      <PageHeader
        kicker="Promotions"
        title={MSG.catalogue.promotionsAds}
        subtitle="Coupon codes and promotions of the sources reviewed by the community, while they last."
      />
      <PagedGrid
        loading={promos.isPending}
        items={promos.data?.data ?? []}
        renderItem={(p, i) => <PromoCard key={p.promo_id} promo={p} priority={i === 0} />}
        pagination={{ page: query.page, onChange: query.setPage, total: promos.data?.total ?? 0, pageSize: PAGE_SIZE.promos }}
      />
    </Page>
  );
}
