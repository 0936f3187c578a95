/**
 * Messages of the managers' console (areas/manage.ts, issue 24), composed into MSG by ../msg.ts (one export per group).
 * None is in the spec: the words are the issue's (headings, buttons, "Hidden pending review").
 */

export const manage = {
  /** Every console call answers this to anyone who is not a manager (the dispatcher's check). */
  managersOnly: 'This is for managers only.',
  approvalsHeading: 'Approvals',
  reportsHeading: 'Reports',
  heldReviewsTab: 'Held reviews',
  membersHeading: 'Members',
  auditHeading: 'Audit log',
  menuItem: 'Manage',
  approve: 'Approve',
  reject: 'Reject',
  restore: 'Restore',
  remove: 'Remove',
  suspend: 'Suspend',
  unsuspend: 'Unsuspend',
  /** The author's own view of a review a rule hides. */
  hiddenPendingReview: 'Hidden pending review',
  /** The public page of an item whose new reviews are held (review-bombing hold). */
  unusualActivity: 'We noticed unusual review activity on this page. New reviews are being checked before they are published.',
  reasonRequired: 'Please give a reason.',
  noApprovals: 'Nothing is waiting for approval.',
  noReports: 'No reported items.',
  noHeldReviews: 'No held reviews.',
  noMembers: 'No member or business matches.',
  noAudit: 'No manager action matches.',
  notPending: 'This item is no longer waiting for a decision.',
  noSuchItem: 'This item does not exist any more.',
  noSuchUser: 'No such member or business.',
  cannotSuspendManager: 'A manager account cannot be suspended here.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  /** Sign-in (and token refresh) of a suspended account. */
  accountSuspended: 'Your account has been suspended. Please contact support if you think this is a mistake.',
  approved: 'Approved.',
  rejected: 'Rejected.',
  restored: 'Restored: the item is visible again and its reports are dismissed.',
  removed: 'Removed: the author has been told why.',
  heldApproved: 'Approved: the review is published.',
  suspended: 'The account is suspended.',
  unsuspended: 'The account is active again.',
} as const;
