/**
 * /profile/source-prices (issue 25 item 3): the source's offers (product, price, stock, shipping
 * fee, the seller's product link, last update), 20 per page, with an edit per row (price and stock, the
 * contract's rules; the server refuses a source that is not approved and published), and the
 * "Price feed" form (a CSV or JSON address fetched on a schedule) with the last import's report.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG, SOURCE_PRICES_PAGE, sourcePriceForm, type SourcePriceRow } from '@ironscore/contract';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Badge, Button, DataTable, EmptyState, Form, FormButtons, FormNotice, Modal, Pagination, Placeholder, RadioGroupField, TextField, formatDateTime, formatPrice, pageOffset, useContractForm, VisuallyHidden } from '@ironscore/ui';
import { PriceFeed } from './PriceFeed';
import styles from './Prices.module.css';

const P = MSG.sourcePrices;

export function SourcePrices() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<SourcePriceRow | null>(null);
  const query = useCallQuery('Get_SourcePricesPagination', { limit: SOURCE_PRICES_PAGE, offset: pageOffset(page, SOURCE_PRICES_PAGE) });
  const rows = query.data?.data ?? [];
  return (
    <div className={styles.page}>
      <section aria-labelledby="source-prices-title" className={styles.section}>
        <h1 id="source-prices-title" className={styles.title}>
          {P.sourcePricesTitle}
        </h1>
        <p className={styles.intro}>{P.sourcePricesIntro}</p>
        {query.isPending ? (
          <Placeholder variant="line" count={5} />
        ) : query.isError ? (
          <p role="alert">{query.error.message}</p>
        ) : rows.length === 0 ? (
          <EmptyState text={P.noOffers} />
        ) : (
          <DataTable columns={['Product', 'Price', 'Stock', 'Shipping', 'Product link', 'Last update', <VisuallyHidden key="edit">Edit</VisuallyHidden>]} caption={P.sourcePricesTitle}>
            {rows.map((r) => (
              <tr key={r.offer_id} data-offer={r.offer_id}>
                <td>
                  <Link to={`/brand/${r.brand_slug_url}/${r.product_slug_url}`} className={styles.name}>
                    {r.product_name}
                  </Link>
                  <span className={styles.meta}>{r.brand_name}</span>
                </td>
                <td className={styles.price}>{formatPrice(r.sale_price)}</td>
                <td>{r.stock_status === 1 ? <Badge tone="success">{P.inStock}</Badge> : <Badge tone="danger">{P.outOfStock}</Badge>}</td>
                <td className={styles.price}>{formatPrice(r.shipping_fee)}</td>
                <td className={styles.link}>
                  {r.matching_product_link ? (
                    <a href={r.matching_product_link} target="_blank" rel="noopener noreferrer nofollow">
                      {shortLink(r.matching_product_link)}
                    </a>
                  ) : (
                    '-'
                  )}
                </td>
                <td>
                  <time dateTime={r.updated_date}>{formatDateTime(r.updated_date)}</time>
                </td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(r)} aria-label={`Edit the price of ${r.product_name}`}>
                    {MSG.labels.edit}
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination page={page} total={query.data?.total ?? 0} pageSize={SOURCE_PRICES_PAGE} onChange={setPage} hideIfSinglePage disabled={query.isFetching} previousLabel={MSG.labels.previousPage} nextLabel={MSG.labels.nextPage} />
      </section>
      <PriceFeed />
      {editing && <PriceEdit row={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** host + path of a link, for the table (the full address stays in href). */
function shortLink(link: string): string {
  try {
    const url = new URL(link);
    const text = `${url.hostname}${url.pathname === '/' ? '' : url.pathname}`;
    return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  } catch {
    return link.slice(0, 40);
  }
}

function PriceEdit({ row, onClose }: { row: SourcePriceRow; onClose: () => void }) {
  const form = useContractForm(sourcePriceForm, {
    offer_id: row.offer_id,
    sale_price: row.sale_price.toFixed(2),
    stock_status: String(row.stock_status),
    shipping_fee: row.shipping_fee.toFixed(2),
  } as never);
  const save = useCallMutation('Set_SourcePrice', { feedback: { form } });
  const submit = form.submit(async (value) => {
    if (!(await save.send(value as never))) return;
    toast('success', P.priceSaved);
    onClose();
  });
  return (
    <Modal open onClose={onClose} title={`Edit the price of ${row.product_name}`}>
      <Form form={form} onSubmit={submit} className={styles.form} aria-label="Price">
        <TextField name="sale_price" label="Price (USD)" required inputMode="decimal" autoComplete="off" />
        <TextField name="shipping_fee" label="Shipping fee (USD)" hint="0 when shipping is free." inputMode="decimal" autoComplete="off" />
        <RadioGroupField
          name="stock_status"
          label="Stock"
          options={[
            { value: '1', label: P.inStock },
            { value: '0', label: P.outOfStock },
          ]}
        />
        <FormNotice />
        <FormButtons onCancel={onClose} />
      </Form>
    </Modal>
  );
}
