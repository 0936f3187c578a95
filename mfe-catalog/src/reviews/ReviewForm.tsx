/**
 * The new-review form inside the review box's modal (ReviewBox.tsx loads it when the modal opens):
 * brand and product reviews in one step, source reviews as the five-step wizard; the congratulations
 * screen after success.
 */
import { useState, type FormEvent } from 'react';
import { KARMA, MSG, reviewForm, sourceReviewForm, type LoginUser } from '@ironscore/contract';
import { useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Button, Confetti, FileField, Form, StarsField, TextAreaField, useContractForm } from '@ironscore/ui';
import { gate } from './gate';
import { REVIEW_CALLS, WIZARD_STEPS, reviewPayload, textToHtml, type ReviewTarget, type SourceRatings } from './target';
import styles from './Reviews.module.css';

const EMPTY_RATINGS: SourceRatings = {
  contact_rating: 0,
  delivery_rating: 0,
  quality_rating: 0,
  pricing_rating: 0,
  support_rating: 0,
};

const STAR_WORDS = ['', 'Terrible', 'Poor', 'Average', 'Good', 'Excellent'];

export interface ReviewFormProps {
  target: ReviewTarget;
  user: LoginUser;
  onSent: () => void;
  onClose: () => void;
}

type ReviewValues = Partial<SourceRatings> & { rating?: number; review_comment: string; review_image?: File };

/** The new-review form inside the modal (a fresh one each time the modal opens). */
export function ReviewForm({ target, user, onSent, onClose }: ReviewFormProps) {
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
