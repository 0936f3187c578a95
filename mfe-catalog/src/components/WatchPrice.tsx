/**
 * "Watch price" on the product page (issue 25 item 4): a button and a small dialog with the target
 * price. Visitors get the member sign-in popup; source and brand accounts and unverified members
 * get a warning (the server refuses them too); a member who already watches the product sees the
 * watch ("Watching at $X") and can change the target or remove it. The list of watches is
 * /profile/price-alerts (mfe-profile).
 */
import { useState } from 'react';
import { BellIcon, BellRingIcon } from 'lucide-react';
import { MSG } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { alertDialog, openAuth } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { Button, Modal, formatPrice, lazyForm } from '@ironscore/ui';
import type { WatchPriceFormProps } from './WatchPriceForm';

const A = MSG.priceAlerts;

/** The target-price form, loaded when the dialog first opens (react-hook-form comes with it). */
const WatchPriceForm = lazyForm<WatchPriceFormProps>(() => import('./WatchPriceForm').then((m) => m.WatchPriceForm));

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
      {open && (
        <Modal open onClose={() => setOpen(false)} title={A.watchTitle(productName)}>
          <WatchPriceForm productId={productId} watch={watch} cheapest={cheapest ?? null} onClose={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
