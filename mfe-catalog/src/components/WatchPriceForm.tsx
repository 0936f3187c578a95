/**
 * The target-price form of the "Watch price" dialog (WatchPrice.tsx loads it when the dialog opens).
 */
import { MSG, priceWatchForm, type PriceWatch } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Button, Form, FormNotice, TextField, formatPrice, useContractForm } from '@ironscore/ui';
import styles from './WatchPrice.module.css';

const A = MSG.priceAlerts;

/** A starting target: 10 % under the cheapest price, in whole cents. */
const suggested = (cheapest: number | null) => (cheapest && cheapest > 0 ? (Math.floor(cheapest * 90) / 100).toFixed(2) : '');

export interface WatchPriceFormProps {
  productId: number;
  /** The member's watch of the product, if any (its target to change, or remove). */
  watch: PriceWatch | null;
  cheapest: number | null;
  onClose: () => void;
}

/** The dialog's form: the target price, saved (or the watch removed) with the data layer's feedback. */
export function WatchPriceForm({ productId, watch, cheapest, onClose }: WatchPriceFormProps) {
  const form = useContractForm(priceWatchForm, { target_price: watch ? watch.target_price.toFixed(2) : suggested(cheapest) } as never);
  const save = useCallMutation('Set_PriceWatch', { feedback: { form } });
  const remove = useCallMutation('Set_PriceWatchDelete', { feedback: { form } });
  const submit = form.submit(async (value) => {
    if (!(await save.send({ product_id: productId, target_price: value.target_price, paused: watch?.paused ?? false } as never))) return;
    toast('success', A.watchSaved);
    onClose();
  });
  const unwatch = async () => {
    if (!watch || !(await remove.send({ watch_id: watch.watch_id }))) return;
    toast('success', A.watchRemoved);
    onClose();
  };
  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-label={A.watchPrice}>
      {cheapest !== null && <p className={styles.now}>Cheapest in-stock price now: {formatPrice(cheapest)}</p>}
      <TextField name="target_price" label={`${A.targetPrice} (USD)`} hint={A.targetHint} required inputMode="decimal" autoComplete="off" />
      <FormNotice />
      <div className={styles.buttons}>
        {watch && (
          <Button variant="ghost" onClick={() => void unwatch()}>
            Remove watch
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {MSG.labels.cancel}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {A.watchPrice}
        </Button>
      </div>
    </Form>
  );
}
