/**
 * /profile/price-alerts (issue 25 item 4): the member's price watches — product, target price, the
 * cheapest in-stock price now and its seller, a "Price drop" marker while an alert is unread — with
 * edit (target), pause/resume and remove. The e-mail itself is sent by the server (one per watch
 * and day); "Mark as seen" clears the marker.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG, PRICE_WATCH_LIMIT, priceWatchForm, type PriceWatch } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { toast } from '@ironscore/events';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { Badge, Button, Card, EmptyState, Form, FormButtons, FormNotice, Img, Modal, Placeholder, TextField, confirm, formatDateTime, formatPrice, useContractForm } from '@ironscore/ui';
import styles from './PriceAlerts.module.css';

const A = MSG.priceAlerts;

export function PriceAlertsPage() {
  const list = useCallQuery('Get_PriceWatches', {});
  const [editing, setEditing] = useState<PriceWatch | null>(null);
  const pause = useCallMutation('Set_PriceWatchPause');
  const seen = useCallMutation('Set_PriceWatchSeen');
  const remove = useCallMutation('Set_PriceWatchDelete');
  const watches = list.data?.data ?? [];

  /** A refusal is the warning dialog, a network failure the error dialog (useCallMutation's default). */
  const run = async (action: () => Promise<{ message?: string } | null>) => {
    const reply = await action();
    if (reply?.message) toast('success', reply.message);
  };
  const onRemove = async (w: PriceWatch) => {
    if (!(await confirm({ title: w.product_name, text: 'Remove this price watch?', confirmVariant: 'danger' }))) return;
    await run(() => remove.send({ watch_id: w.watch_id }));
  };

  return (
    <Card title={A.priceAlertsTitle}>
      <p className={styles.intro}>
        {A.priceAlertsIntro} {watches.length > 0 && `${watches.length} of ${PRICE_WATCH_LIMIT} watches used.`}
      </p>
      {list.isPending ? (
        <Placeholder variant="line" count={4} />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : watches.length === 0 ? (
        <EmptyState text={A.noWatches} />
      ) : (
        <ul className={styles.list}>
          {watches.map((w) => {
            const reached = w.cheapest_price !== null && w.cheapest_price <= w.target_price;
            return (
              <li key={w.watch_id} className={styles.item} data-watch={w.watch_id} data-unread={w.unread || undefined}>
                <Img src={uploadUrl('brands/products', w.product_image)} alt="" width={64} height={64} className={styles.thumb} />
                <div className={styles.body}>
                  <div className={styles.head}>
                    <Link to={`/brand/${w.brand_slug_url}/${w.product_slug_url}`} className={styles.name}>
                      {w.product_name}
                    </Link>
                    {w.unread && <Badge tone="accent">{A.priceDrop}</Badge>}
                    {w.paused && <Badge tone="neutral">{A.paused}</Badge>}
                  </div>
                  <span className={styles.meta}>{w.brand_name}</span>
                  <dl className={styles.prices}>
                    <div>
                      <dt>{A.targetPrice}</dt>
                      <dd>{formatPrice(w.target_price)}</dd>
                    </div>
                    <div>
                      <dt>Cheapest now</dt>
                      <dd className={reached ? styles.reached : undefined}>
                        {w.cheapest_price === null ? A.noOffer : `${formatPrice(w.cheapest_price)} · ${w.cheapest_source_name}`}
                      </dd>
                    </div>
                    {w.last_alert_date && w.last_alert_price !== null && (
                      <div>
                        <dt>Last alert</dt>
                        <dd>
                          {formatPrice(w.last_alert_price)}, <time dateTime={w.last_alert_date}>{formatDateTime(w.last_alert_date)}</time>
                        </dd>
                      </div>
                    )}
                  </dl>
                </div>
                <div className={styles.actions}>
                  {w.unread && (
                    <Button size="sm" variant="secondary" onClick={() => void run(() => seen.send({ watch_id: w.watch_id }))} aria-label={`Mark as seen: the price drop of ${w.product_name}`}>
                      Mark as seen
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => setEditing(w)} aria-label={`Edit the watch of ${w.product_name}`}>
                    {MSG.labels.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void run(() => pause.send({ watch_id: w.watch_id, paused: !w.paused }))}
                    aria-label={`${w.paused ? 'Resume' : 'Pause'} the watch of ${w.product_name}`}
                  >
                    {w.paused ? 'Resume' : 'Pause'}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => void onRemove(w)} aria-label={`Remove the watch of ${w.product_name}`}>
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && <EditWatch watch={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function EditWatch({ watch, onClose }: { watch: PriceWatch; onClose: () => void }) {
  const form = useContractForm(priceWatchForm, { target_price: watch.target_price.toFixed(2) } as never);
  const save = useCallMutation('Set_PriceWatch', { feedback: { form } });
  const submit = form.submit(async (value) => {
    if (!(await save.send({ product_id: watch.product_id, target_price: value.target_price, paused: watch.paused } as never))) return;
    toast('success', A.watchSaved);
    onClose();
  });
  return (
    <Modal open onClose={onClose} title={A.watchTitle(watch.product_name)}>
      <Form form={form} onSubmit={submit} className={styles.form} aria-label="Price watch">
        <TextField name="target_price" label={`${A.targetPrice} (USD)`} hint={A.targetHint} required inputMode="decimal" autoComplete="off" />
        <FormNotice />
        <FormButtons onCancel={onClose} />
      </Form>
    </Modal>
  );
}
