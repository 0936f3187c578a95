/**
 * The review box of the source, brand and product pages (spec/1 §2 "Modals", §4 "Review
 * submission", §5): WRITE A REVIEW opens the new-review modal (members only: gated before it
 * opens). Brand and product reviews in one step (stars, comment, optional image, SEND REVIEW);
 * source reviews as the five-step wizard (contact, delivery, quality, pricing, overall + comment),
 * where Next needs at least one point on the current step, Back goes down to step 1 and the last
 * step sends. After success a congratulations screen with confetti; a refusal closes the modal.
 * The form (ReviewForm.tsx, on the form layer: useContractForm over the contract's review schemas)
 * loads when the modal first opens.
 */
import { useId, useState } from 'react';
import { useSession } from '@ironscore/session';
import { Button, Modal, lazyForm } from '@ironscore/ui';
import { gate } from './gate';
import type { ReviewFormProps } from './ReviewForm';
import type { ReviewTarget } from './target';
import styles from './Reviews.module.css';

export { WIZARD_STEPS } from './target';

/** The button that opens the new-review modal (the spec names the modal, not its button). */
export const WRITE_REVIEW = 'WRITE A REVIEW';

/** The new-review form, loaded when the modal first opens (react-hook-form comes with it). */
const ReviewForm = lazyForm<ReviewFormProps>(() => import('./ReviewForm').then((m) => m.ReviewForm));

export interface ReviewBoxProps {
  target: ReviewTarget;
  itemName?: string;
  /** Called after the review was saved (the section refreshes the list and the page header). */
  onSent: () => void;
}

export function ReviewBox({ target, itemName, onSent }: ReviewBoxProps) {
  const user = useSession((s) => s.user);
  const id = useId();
  const [open, setOpen] = useState(false);
  const heading = itemName ? `Review ${itemName}` : 'Write a review';
  const start = () => {
    if (gate('review', target.kind, user)) setOpen(true);
  };

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <div className={styles.boxHead}>
        <div>
          <h3 id={`${id}-title`} className={styles.boxTitle}>
            {heading}
          </h3>
          <p className={styles.boxSub}>
            {target.kind === 'source'
              ? 'Rate the contact, delivery, quality, pricing and your experience overall'
              : 'Share your experience with other members'}
          </p>
        </div>
        {!user && <span className={styles.boxHint}>Members only</span>}
      </div>
      <div className={styles.boxActions}>
        <span className={styles.spacer} />
        <Button onClick={start} aria-haspopup="dialog">
          {WRITE_REVIEW}
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={heading} size="md">
        {open && user && <ReviewForm target={target} user={user} onSent={onSent} onClose={() => setOpen(false)} />}
      </Modal>
    </section>
  );
}
