/**
 * Who may act (spec/1 §5 "Who may act", §6, §8) and what the product does with the answers
 * (spec/1 §7 "What the product does with answers"). The server enforces the same rules; these
 * checks run before any call so a visitor gets the sign-in popup and a business or unverified
 * account gets the spec's warning at once.
 */
import { MSG, type LoginUser } from '@ironscore/contract';
import { alertDialog, openAuth, toast } from '@ironscore/events';
import { isCallError } from '@ironscore/data';
import type { ReviewKind, WriteReply } from './target';

export type GatedAction = 'review' | 'comment' | 'report' | 'useful' | 'favorite';

/** Title of the warning dialogs. */
export const WARNING_TITLE = 'Warning';

/**
 * Why `user` may not do `action` on an item of `kind`: 'auth' (signed out), a message, or null
 * when allowed. Useful votes need a member account but no verification (spec/1 §6).
 */
export function gateReason(action: GatedAction, kind: ReviewKind | 'source' | 'brand', user: LoginUser | null): 'auth' | string | null {
  if (!user) return 'auth';
  const business = user.user_type === 'source' || user.user_type === 'brand';
  if (action === 'favorite') return business ? MSG.gating.cannotFavorite : null;
  if (business) {
    if (action === 'report') return kind === 'product' ? MSG.gating.cannotComplainProduct : MSG.gating.cannotComplainSourceOrBrand;
    return kind === 'product' ? MSG.gating.cannotReviewProduct : MSG.gating.cannotReviewSourceOrBrand;
  }
  // A useful vote awards karma, so it follows the review rule (issue 8): verified members only.
  if (action === 'useful') return user.user_verification_status === 0 ? MSG.gating.usefulNeedsVerification : null;
  if (user.user_verification_status === 0) {
    return action === 'report' ? MSG.gating.complainNeedsVerification : MSG.gating.reviewNeedsVerification;
  }
  return null;
}

/**
 * Runs the gate: opens the member sign-in popup for visitors, shows the warning for refused
 * accounts. Returns true when the action may go on.
 */
export function gate(action: GatedAction, kind: ReviewKind | 'source' | 'brand', user: LoginUser | null): user is LoginUser {
  const reason = gateReason(action, kind, user);
  if (reason === null) return true;
  if (reason === 'auth') openAuth('member');
  else alertDialog('warning', WARNING_TITLE, reason);
  return false;
}

export type Outcome<R = WriteReply> =
  | { kind: 'ok'; reply: R }
  /** token_error: packages/api and the session log out and show the session-expired alert. */
  | { kind: 'token' }
  | { kind: 'refused'; message: string }
  | { kind: 'error'; error: string };

/**
 * Awaits a write call and classifies its answer (the CallError of packages/data); a missing reply
 * (network failure) and any thrown error count as errors.
 */
export async function settle<R = WriteReply>(request: () => Promise<R>): Promise<Outcome<R>> {
  try {
    return { kind: 'ok', reply: await request() };
  } catch (error) {
    if (isCallError(error)) {
      if (error.kind === 'token') return { kind: 'token' };
      if (error.kind === 'refused') return { kind: 'refused', message: error.reply?.message || MSG.pleaseTryAgain };
      return { kind: 'error', error: 'Network error' };
    }
    return { kind: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Shows what a failed outcome needs: the server's message as a warning, or for an error the
 * 'Error!' dialog (`as: 'toast'` for the useful vote, spec/1 §8). Nothing for token errors (handled
 * centrally) or success.
 */
export function reportFailure(outcome: Outcome<unknown>, as: 'dialog' | 'toast' = 'dialog'): void {
  if (outcome.kind === 'refused') alertDialog('warning', WARNING_TITLE, outcome.message);
  else if (outcome.kind === 'error') {
    if (as === 'toast') toast('error', MSG.thrownError(outcome.error));
    else alertDialog('error', MSG.errorTitle, MSG.thrownError(outcome.error));
  }
}
