/**
 * Who may act (spec/1 §5 "Who may act", §6, §8). What the product does with the answers (spec/1
 * §7) is the data layer's feedback (useCallMutation of @ironscore/data). The server enforces the same rules; these
 * checks run before any call so a visitor gets the sign-in popup and a business or unverified
 * account gets the spec's warning at once.
 */
import { MSG, type LoginUser } from '@ironscore/contract';
import { alertDialog, openAuth } from '@ironscore/events';
import type { ReviewKind } from './target';

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
