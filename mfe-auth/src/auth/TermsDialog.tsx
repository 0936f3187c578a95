/**
 * The terms-and-conditions popup reachable from the sign-up forms and the ownership claim
 * (spec/1 §1: users under 25 are prohibited from creating an account).
 */
import { MIN_AGE } from '@ironscore/contract';
import { Button, Modal } from '@ironscore/ui';
import styles from './Auth.module.css';

export type TermsKind = 'member' | 'business' | 'claim';

export interface TermsDialogProps {
  open: boolean;
  kind: TermsKind;
  onClose: () => void;
  /** "I agree": ticks the terms box of the form. */
  onAccept: () => void;
}

export function TermsText({ kind }: { kind: TermsKind }) {
  return (
    <div className={styles.terms} data-testid="terms-text">
      <p className={styles.ageNotice}>
        You must be at least {MIN_AGE} years old to create an account. Users under {MIN_AGE} are prohibited from creating an
        account on IronScore.
      </p>
      <h3>1. The service</h3>
      <p>
        IronScore is a review community and price-comparison site for the fitness and supplement market. Prices and stock
        information come from sellers; IronScore does not sell products and does not guarantee shipping or prices.
      </p>
      <h3>2. Your account</h3>
      <ul>
        <li>Give a valid e-mail address and confirm it with the code we send you.</li>
        <li>Keep your password secret; you are responsible for what is done with your account.</li>
        <li>One person, one account. Accounts that impersonate others are removed.</li>
      </ul>
      <h3>3. Reviews, comments and messages</h3>
      <ul>
        <li>Write about your own experience. No insults, hate speech, threats, spam, advertising or personal data of others.</li>
        <li>Reported content is checked by our team and may be removed.</li>
        <li>You keep the rights to what you write and allow IronScore to show it on the site.</li>
      </ul>
      {kind !== 'member' && (
        <>
          <h3>4. Business accounts</h3>
          <ul>
            <li>
              {kind === 'claim'
                ? 'You may claim a listing only for a company you represent, proven by an e-mail address on the company website domain.'
                : 'Register only a source or brand you own or represent.'}
            </li>
            <li>Business registrations and everything a business submits are reviewed by our managers before publication.</li>
            <li>Businesses cannot review, rate or report sources, brands or products, and may not pay for or reward reviews.</li>
          </ul>
        </>
      )}
      <h3>{kind === 'member' ? '4' : '5'}. Privacy</h3>
      <p>
        We use your e-mail address for your account, security codes and the notifications you choose in your settings. We do
        not sell personal data.
      </p>
    </div>
  );
}

export function TermsDialog({ open, kind, onClose, onAccept }: TermsDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Terms & Conditions"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button
            onClick={() => {
              onAccept();
              onClose();
            }}
          >
            I agree
          </Button>
        </>
      }
    >
      <TermsText kind={kind} />
    </Modal>
  );
}
