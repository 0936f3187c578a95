/**
 * The review box of the source, brand and product pages (spec/1 §2 "Modals", §4 "Review
 * submission", §5): WRITE A REVIEW opens the new-review modal (members only: gated before it
 * opens). Brand and product reviews in one step (stars, comment, optional image, SEND REVIEW);
 * source reviews as the five-step wizard (contact, delivery, quality, pricing, overall + comment),
 * where Next needs at least one point on the current step, Back goes down to step 1 and the last
 * step sends. After success a congratulations screen with confetti; a refusal closes the modal.
 * The form is the form layer's (useContractForm over the contract's review schemas).
 */
import { useId, useState, type FormEvent } from 'react';
import { KARMA, MSG, reviewForm, sourceReviewForm, type LoginUser } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { Button, Confetti, FileField, Form, Modal, StarsField, TextAreaField, useContractForm } from '@ironscore/ui';
import { gate } from './gate';
import { REVIEW_CALLS, reviewPayload, textToHtml, type ReviewTarget, type SourceRatings } from './target';
import styles from './Reviews.module.css';

type RatingField = keyof SourceRatings;

/** The five wizard steps (spec order); the fifth rates support and takes the comment and image. */
export const WIZARD_STEPS: ReadonlyArray<{ field: RatingField; label: string; question: string }> = [
  { field: 'contact_rating', label: MSG.labels.contact, question: 'How easy was it to get in touch with them?' },
  { field: 'delivery_rating', label: MSG.labels.delivery, question: 'Did your order arrive on time and in good shape?' },
  { field: 'quality_rating', label: MSG.labels.quality, question: 'How good were the products you received?' },
  { field: 'pricing_rating', label: MSG.labels.pricing, question: 'Were the prices fair for what you got?' },
  { field: 'support_rating', label: 'Overall', question: 'How was the support, and your experience overall?' },
];

const EMPTY_RATINGS: SourceRatings = {
  contact_rating: 0,
  delivery_rating: 0,
  quality_rating: 0,
  pricing_rating: 0,
  support_rating: 0,
};

/** The button that opens the new-review modal (the spec names the modal, not its button). */
export const WRITE_REVIEW = 'WRITE A REVIEW';

const STAR_WORDS = ['', 'Terrible', 'Poor', 'Average', 'Good', 'Excellent'];

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

type ReviewValues = Partial<SourceRatings> & { rating?: number; review_comment: string; review_image?: File };

/** The new-review form inside the modal (a fresh one each time the modal opens). */
function ReviewForm({ target, user, onSent, onClose }: { target: ReviewTarget; user: LoginUser; onSent: () => void; onClose: () => void }) {
  const wizard = target.kind === 'source';
  const [step, setStep] = useState(0);
  const [done, setDone] = useState(false);
  // A refusal (the warning with the server's message) closes the review modal (spec/1 §7); a
  // network failure (the error dialog) keeps it open.
  const write = useCallMutation(REVIEW_CALLS.review[target.kind], { onFailure: (error) => error.kind === 'refused' && onClose() });
  // One form type for both shapes: the wizard's five ratings or the single rating.
  const form = useContractForm(
    (wizard ? sourceReviewForm : reviewForm) as unknown as typeof reviewForm,
    (wizard ? { ...EMPTY_RATINGS, review_comment: '' } : { rating: 0, review_comment: '' }) as never,
  );
  const sending = form.formState.isSubmitting;
  const last = !wizard || step === WIZARD_STEPS.length - 1;

  const send = form.submit(async (output) => {
    if (!gate('review', target.kind, user)) return;
    const value = output as unknown as ReviewValues;
    const ratings = Object.fromEntries(WIZARD_STEPS.map((s) => [s.field, Number(value[s.field])])) as unknown as SourceRatings;
    const reply = await write.send(
      reviewPayload(target, user.user_id, {
        review_comment: textToHtml(value.review_comment),
        ...(wizard ? { ratings } : { rating: Number(value.rating) }),
        review_image: value.review_image ?? null,
      }) as never,
    );
    if (!reply) return;
    setDone(true);
    onSent();
  });

  const next = async () => {
    if (!gate('review', target.kind, user)) return;
    const { field } = WIZARD_STEPS[step];
    if (!(await form.trigger(field as 'rating'))) {
      const message = form.getFieldState(field as 'rating').error?.message;
      if (message) toast('warning', message);
      return;
    }
    setStep((s) => Math.min(WIZARD_STEPS.length - 1, s + 1));
  };

  const back = () => {
    form.clearErrors();
    setStep((s) => Math.max(0, s - 1));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (wizard && !last) void next();
    else void send(e);
  };

  if (done) {
    return (
      <div role="status" aria-live="polite">
        <Confetti />
        <div className={styles.congrats}>
          <span className={styles.congratsIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="34" height="34" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.2 4.2L19 7" />
            </svg>
          </span>
          <h3 className={styles.congratsTitle}>Congratulations!</h3>
          <p className={styles.congratsText}>{MSG.review.reviewSent}</p>
          <p className={styles.karma}>+{KARMA.review} karma points</p>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }

  const current = WIZARD_STEPS[step];
  const word = (v: number) => <span className={styles.starWord}>{STAR_WORDS[v] ?? ''}</span>;

  return (
    <Form form={form} onSubmit={onSubmit}>
      <p className={styles.boxSub}>
        {wizard ? `Step ${step + 1} of ${WIZARD_STEPS.length} · rate each part of your experience` : 'Share your experience with other members'}
      </p>

      {wizard && (
        <ol className={styles.stepper} aria-label="Review steps">
          {WIZARD_STEPS.map((s, i) => (
            <li
              key={s.field}
              className={styles.stepItem}
              data-state={i < step ? 'done' : i === step ? 'current' : 'todo'}
              aria-current={i === step ? 'step' : undefined}
            >
              <span className={styles.stepDot}>{i < step ? '✓' : i + 1}</span>
              <span className={styles.stepLabel}>{s.label}</span>
              {i < step && <span className={styles.stepValue}>{String(form.getValues(s.field as 'rating'))}★</span>}
            </li>
          ))}
        </ol>
      )}

      <div className={styles.boxBody}>
        {wizard ? (
          <StarsField key={current.field} name={current.field} label={current.question} starsLabel={`${current.label} rating`} size={32} disabled={sending} after={word} />
        ) : (
          <StarsField name="rating" label="Your rating" starsLabel="Your rating" size={32} disabled={sending} after={word} />
        )}

        {last && (
          <>
            <TextAreaField name="review_comment" label="Your review" required rows={5} placeholder="What did you like, what could be better?" disabled={sending} />
            <FileField name="review_image" label="Photo (optional)" prompt="Add a photo" disabled={sending} className={styles.file} onError={(message) => toast('error', message)} />
          </>
        )}
      </div>

      <div className={styles.boxActions}>
        {wizard && step > 0 && (
          <Button variant="ghost" onClick={back} disabled={sending}>
            {MSG.labels.back}
          </Button>
        )}
        <span className={styles.spacer} />
        {wizard && !last ? (
          <Button type="submit">{MSG.labels.nextStep}</Button>
        ) : (
          <Button type="submit" loading={sending}>
            {MSG.labels.sendReview}
          </Button>
        )}
      </div>
    </Form>
  );
}
