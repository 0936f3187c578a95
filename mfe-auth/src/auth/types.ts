import type { AuthVariant as EventVariant } from '@ironscore/events';

export type AuthVariant = EventVariant;
export type BusinessType = 'source' | 'brand';

/** The forms of the popup (spec/1 §2). */
export type FormName =
  | 'sign-in'
  | 'sign-up'
  | 'sign-up-step-1'
  | 'verify-account'
  | 'verified-account'
  | 'forgot-password-step-1'
  | 'forgot-password-step-2';

/** What a form switch carries over (everything else is cleared). */
export interface Screen {
  form: FormName;
  /** verify-account / forgot step 2: the address the code went to. */
  email?: string;
  /** verify-account: send a fresh code when the form opens (opened from sign-in or the banner). */
  autoSend?: boolean;
  /** sign-up-step-1 (business): source or brand. */
  businessType?: BusinessType;
  /** sign-in: a line above the form. */
  hint?: string;
}

export type Go = (screen: Screen) => void;
