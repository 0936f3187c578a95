/**
 * The review box of the source, brand and product pages (spec/1 §2, §4 "Review submission", §5):
 * brand and product reviews in one step (stars, comment, optional image, SEND REVIEW); source
 * reviews as the five-step wizard (contact, delivery, quality, pricing, overall + comment), where
 * Next needs at least one point on the current step, Back goes down to step 1 and the last step
 * sends. After success a congratulations screen with confetti.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { KARMA, MSG, fieldErrors, reviewForm, sourceReviewForm, sourceReviewSteps } from '@ironscore/contract';
import { toast } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { Button, Confetti, FileInput, FormField, StarInput, TextArea } from '@ironscore/ui';
import { gate, reportFailure, settle } from './gate';
import { forgetCachedStrips, sendReview, textToHtml, type ReviewTarget, type SourceRatings } from './target';
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

const STAR_WORDS = ['', 'Terrible', 'Poor', 'Average', 'Good', 'Excellent'];

export interface ReviewBoxProps {
  target: ReviewTarget;
  itemName?: string;
  /** Called after the review was saved (the section refreshes the list and the page header). */
  onSent: () => void;
}

export function ReviewBox({ target, itemName, onSent }: ReviewBoxProps) {
  const user = useSession((s) => s.user);
  const wizard = target.kind === 'source';
  const id = useId();
  const [step, setStep] = useState(0);
  const [rating, setRating] = useState(0);
  const [ratings, setRatings] = useState<SourceRatings>(EMPTY_RATINGS);
  const [comment, setComment] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const client = useQueryClient();

  const reset = () => {
    setStep(0);
    setRating(0);
    setRatings(EMPTY_RATINGS);
    setComment('');
    setImage(null);
    setErrors({});
  };

  const clearError = (field: string) =>
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });

  const last = !wizard || step === WIZARD_STEPS.length - 1;

  const next = () => {
    if (!gate('review', target.kind, user)) return;
    const { field } = WIZARD_STEPS[step];
    const problems = fieldErrors(sourceReviewSteps[step], pickStep(step, ratings));
    if (problems[field]) {
      setErrors((e) => ({ ...e, [field]: problems[field] }));
      toast('warning', problems[field]);
      return;
    }
    clearError(field);
    setStep((s) => Math.min(WIZARD_STEPS.length - 1, s + 1));
  };

  const back = () => {
    setErrors({});
    setStep((s) => Math.max(0, s - 1));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (wizard && !last) {
      next();
      return;
    }
    if (!gate('review', target.kind, user)) return;
    const html = textToHtml(comment);
    const values = wizard
      ? { ...ratings, review_comment: html, ...(image ? { review_image: image } : {}) }
      : { rating, review_comment: html, ...(image ? { review_image: image } : {}) };
    const problems = fieldErrors(wizard ? sourceReviewForm : reviewForm, values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      toast('warning', MSG.pleaseCheckAllFields);
      if (wizard) {
        const first = WIZARD_STEPS.findIndex((s) => problems[s.field]);
        if (first >= 0 && first < step) setStep(first);
      }
      return;
    }
    setErrors({});
    setSending(true);
    const outcome = await settle(() =>
      sendReview(target, user.user_id, {
        review_comment: html,
        ...(wizard ? { ratings } : { rating }),
        review_image: image,
      }),
    );
    setSending(false);
    if (outcome.kind === 'ok') {
      forgetCachedStrips(client, 'review', target.kind);
      reset();
      setDone(true);
      onSent();
      return;
    }
    reportFailure(outcome);
    // A refusal closes the review form (spec/1 §7): the box starts again empty.
    if (outcome.kind === 'refused') reset();
  };

  if (done) {
    return (
      <div className={styles.box} role="status" aria-live="polite">
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
        </div>
      </div>
    );
  }

  const current = WIZARD_STEPS[step];
  const heading = itemName ? `Review ${itemName}` : 'Write a review';
  const commentError = errors.review_comment;
  const imageError = errors.review_image;

  return (
    <form className={styles.box} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div className={styles.boxHead}>
        <div>
          <h3 id={`${id}-title`} className={styles.boxTitle}>
            {heading}
          </h3>
          <p className={styles.boxSub}>
            {wizard
              ? `Step ${step + 1} of ${WIZARD_STEPS.length} · rate each part of your experience`
              : 'Share your experience with other members'}
          </p>
        </div>
        {!user && <span className={styles.boxHint}>Members only</span>}
      </div>

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
              {i < step && <span className={styles.stepValue}>{ratings[s.field]}★</span>}
            </li>
          ))}
        </ol>
      )}

      <div className={styles.boxBody}>
        {wizard ? (
          <FormField label={current.question} error={errors[current.field]} key={current.field}>
            <div className={styles.starRow}>
              <StarInput
                label={`${current.label} rating`}
                value={ratings[current.field]}
                onChange={(v) => {
                  setRatings((r) => ({ ...r, [current.field]: v }));
                  clearError(current.field);
                }}
                invalid={!!errors[current.field]}
                size={32}
                disabled={sending}
              />
              <span className={styles.starWord}>{STAR_WORDS[ratings[current.field]] ?? ''}</span>
            </div>
          </FormField>
        ) : (
          <FormField label="Your rating" error={errors.rating}>
            <div className={styles.starRow}>
              <StarInput
                label="Your rating"
                value={rating}
                onChange={(v) => {
                  setRating(v);
                  clearError('rating');
                }}
                invalid={!!errors.rating}
                size={32}
                disabled={sending}
              />
              <span className={styles.starWord}>{STAR_WORDS[rating] ?? ''}</span>
            </div>
          </FormField>
        )}

        {last && (
          <>
            <FormField label="Your review" error={commentError} required>
              <TextArea
                value={comment}
                rows={5}
                placeholder="What did you like, what could be better?"
                onChange={(e) => {
                  setComment(e.target.value);
                  clearError('review_comment');
                }}
                disabled={sending}
              />
            </FormField>
            <FormField label="Photo (optional)" error={imageError}>
              <FileInput
                value={image}
                onChange={(file) => {
                  setImage(file);
                  clearError('review_image');
                }}
                onError={(message) => {
                  setErrors((e) => ({ ...e, review_image: message }));
                  toast('error', message);
                }}
                prompt="Add a photo"
                disabled={sending}
                className={styles.file}
              />
            </FormField>
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
    </form>
  );
}

/** The values a wizard step validates (its own rating). */
function pickStep(step: number, ratings: SourceRatings): Record<string, number> {
  const { field } = WIZARD_STEPS[step];
  return { [field]: ratings[field] };
}
