/**
 * "Watch price" on the product page (issue 25 item 4): a button and a small dialog with the target
 * price. Visitors get the member sign-in popup; source and brand accounts and unverified members
 * get a warning (the server refuses them too); a member who already watches the product sees the
 * watch ("Watching at $X") and can change the target or remove it. The list of watches is
 * /profile/price-alerts (mfe-profile).
 */
import { useState } from 'react';
import { BellIcon, BellRingIcon } from 'lucide-react';
import { MSG, priceWatchForm, type PriceWatch } from '@ironscore/contract';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { alertDialog, openAuth, toast } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { Button, Form, FormNotice, Modal, TextField, formatPrice, useContractForm } from '@ironscore/ui';
import styles from './WatchPrice.module.css';

const A = MSG.priceAlerts;

export interface WatchPriceProps {
  productId: number;
  productName: string;
  /** The cheapest in-stock price now (the dialog's starting target is a little under it). */
  cheapest?: number | null;
}

export function WatchPrice({ productId, productName, cheapest }: WatchPriceProps) {
  const user = useSession((s) => s.user);
  const member = user?.user_type === 'member';
  const watches = useCallQuery('Get_PriceWatches', member ? { product_id: productId } : null);
  const watch = watches.data?.data?.find((w) => w.product_id === productId) ?? null;
  const [open, setOpen] = useState(false);

  const start = () => {
    if (!user) return openAuth('member');
    if (!member) return alertDialog('warning', MSG.warningTitle, A.watchOnlyMembers);
    if (user.user_verification_status === 0) return alertDialog('warning', MSG.warningTitle, A.watchOnlyVerified);
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" onClick={start} aria-haspopup="dialog" disabled={member && watches.isPending} data-testid="watch-price">
        {watch ? <BellRingIcon size={16} aria-hidden="true" /> : <BellIcon size={16} aria-hidden="true" />}
        {watch ? `Watching at ${formatPrice(watch.target_price)}` : A.watchPrice}
      </Button>
      {open && <WatchDialog productId={productId} productName={productName} watch={watch} cheapest={cheapest ?? null} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A starting target: 10 % under the cheapest price, in whole cents. */
const suggested = (cheapest: number | null) => (cheapest && cheapest > 0 ? (Math.floor(cheapest * 90) / 100).toFixed(2) : '');

function WatchDialog({ productId, productName, watch, cheapest, onClose }: { productId: number; productName: string; watch: PriceWatch | null; cheapest: number | null; onClose: () => void }) {
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
    <Modal open onClose={onClose} title={A.watchTitle(productName)}>
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
    </Modal>
  );
}
