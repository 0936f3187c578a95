/**
 * The favourite toggle of the source and brand pages (spec/1 §4 "Favorite"): the label reads
 * Favorite or Unfavorite from Get_UserFavoriteControl (signed in) and, after a toggle, from the
 * server's `button` field. Until the check has answered (and while a toggle is sent) the button is
 * neutral and disabled (StateButton): a member who holds the item as a favourite never sees, nor
 * clicks, a guessed "Favorite". Visitors get the member sign-in popup; source and brand accounts get
 * 'You cannot add a source or brand to your favorites list!'.
 */
import { useState } from 'react';
import { MSG } from '@ironscore/contract';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { StateButton } from '@ironscore/ui';
import { gate } from '../reviews/gate';
import styles from './Actions.module.css';

export interface FavoriteButtonProps {
  itemType: 'source' | 'brand';
  itemId: number;
  className?: string;
}

type Label = typeof MSG.review.favorite | typeof MSG.review.unfavorite;

const asLabel = (value: unknown, fallback: Label): Label =>
  value === MSG.review.favorite || value === MSG.review.unfavorite ? value : fallback;

export function FavoriteButton({ itemType, itemId, className }: FavoriteButtonProps) {
  const user = useSession((s) => s.user);
  const userId = user?.user_id ?? null;
  // The state the server holds for the signed-in user: status true = a favourite, a refusal = not one
  // (visitors always read Favorite); null while unknown (pending, or the check could not be made).
  const control = useCallQuery('Get_UserFavoriteControl', userId !== null && itemId ? { item_type: itemType, item_id: itemId } : null);
  const held: Label | null =
    userId === null || !itemId
      ? MSG.review.favorite
      : control.isSuccess
        ? MSG.review.unfavorite
        : control.error?.kind === 'refused'
          ? MSG.review.favorite
          : null;
  // After a toggle the server's `button` decides (for this viewer and item).
  const item = `${userId}:${itemType}:${itemId}`;
  const [toggled, setToggled] = useState<{ item: string; label: Label } | null>(null);
  const label = toggled?.item === item ? toggled.label : held;
  const [sending, setSending] = useState(false);
  // A refusal is the warning with the server's message, a network failure the error dialog.
  const favorite = useCallMutation('Set_UserFavoriteList');

  const toggle = async () => {
    if (sending) return;
    if (!gate('favorite', itemType, user)) return;
    setSending(true);
    const reply = await favorite.send({ item_type: itemType, item_id: itemId });
    setSending(false);
    if (!reply) return;
    const next = asLabel(reply.button, label === MSG.review.unfavorite ? MSG.review.favorite : MSG.review.unfavorite);
    setToggled({ item, label: next });
    if (reply.message) toast('success', reply.message);
  };

  const on = sending || label === null ? null : label === MSG.review.unfavorite;
  return (
    <StateButton
      on={on}
      labels={{ off: MSG.review.favorite, on: MSG.review.unfavorite }}
      pressed
      className={[styles.favorite, className].filter(Boolean).join(' ')}
      data-on={on || undefined}
      data-testid="favorite"
      onClick={toggle}
      icon={
        <svg viewBox="0 0 24 24" width="17" height="17" aria-hidden="true" className={styles.heart}>
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
      }
    />
  );
}
