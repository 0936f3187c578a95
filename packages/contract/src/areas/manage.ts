/**
 * The managers' console (issue 24): approvals, the report queue, held reviews, members and the
 * audit log. Every call is `manager: true`: the dispatcher refuses it (MSG.manage.managersOnly)
 * unless the token's user is a member with the manager flag, read fresh from the database.
 */
import * as v from 'valibot';
import { call } from '../call';
import { fieldsObject, id, oneOf, optionalNumber, pageFields, text, idOrZero } from '../fields';
import * as manageMessages from '../messages/manage';

const M = manageMessages.manage;

/** Page size of the console's lists. */
export const MANAGE_PAGE_SIZE = 20;

export const APPROVAL_KINDS = ['signup', 'setup', 'edit'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** The review types of the report queue and the held reviews. */
export const MANAGED_REVIEW_TYPES = ['source', 'brand', 'product'] as const;

/**
 * What the report queue holds: reviews (of sources, brands, products), comments on reviews,
 * community posts and community comments.
 */
export const REPORTED_KINDS = ['review', 'review_comment', 'post', 'post_comment'] as const;
export type ReportedKind = (typeof REPORTED_KINDS)[number];

/** Every action the audit log records. */
export const MANAGE_ACTIONS = [
  'approve_signup',
  'reject_signup',
  'approve_setup',
  'reject_setup',
  'approve_edit',
  'reject_edit',
  'restore_review',
  'remove_review',
  'restore_review_comment',
  'remove_review_comment',
  'restore_post',
  'remove_post',
  'restore_post_comment',
  'remove_post_comment',
  'approve_held_review',
  'remove_held_review',
  'suspend',
  'unsuspend',
] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

/** One row of the approvals list. */
export interface ApprovalItem {
  kind: ApprovalKind;
  /** The user id of a sign-up, the submission id of a setup or account edit. */
  id: number;
  business_type: 'source' | 'brand';
  listing_name: string;
  listing_slug: string;
  user_name: string;
  user_email: string;
  created_date: string;
}

/** One field of the side-by-side view. */
export interface ApprovalField {
  key: string;
  /** JSON text of the submitted value. */
  submitted: string;
  /** JSON text of the published value ('' when nothing is published). */
  published: string;
  /** An image file name: shown as images (upload folder business/{type}). */
  image: boolean;
  changed: boolean;
}

export interface ApprovalDetail extends ApprovalItem {
  e_mail_verified: boolean;
  fields: ApprovalField[];
}

/** A reported item of the queue (or a held review), grouped per item. */
export interface ReportedItem {
  item_kind: ReportedKind;
  /** rating_id of a review, comment_id of a review comment, post_id of a community post or comment. */
  item_id: number;
  /** Reviews and review comments: the type of the reviewed item; null for community content. */
  review_type: 'source' | 'brand' | 'product' | null;
  /**
   * Where the item is: the reviewed item's name and public path (reviews, review comments), the
   * community's name or "Community feed" and the post's path (posts, community comments).
   */
  item_name: string;
  item_path: string;
  author_name: string;
  /** The review's rating; 0 for the other kinds. */
  rating: number;
  /** The item's text (HTML). */
  content: string;
  created_date: string;
  /** 'reported' hidden pending review, 'held' review-bombing hold, null still visible. */
  moderation: 'reported' | 'held' | null;
  report_count: number;
  reasons: string[];
  reporters: string[];
}

export interface ManagedUser {
  user_id: number;
  user_name: string;
  user_email: string;
  user_type: 'member' | 'source' | 'brand';
  is_manager: boolean;
  created_date: string;
  suspended: boolean;
  suspended_reason: string;
  total_reviews: number;
  total_posts: number;
}

export interface AuditEntry {
  audit_id: number;
  manager_name: string;
  action: ManageAction;
  item_type: string;
  item_id: number;
  item_label: string;
  reason: string;
  created_date: string;
}

const reason = () => text(M.reasonRequired, 500);
const optionalReason = () => v.optional(text(undefined, 500), '');
const isoDay = () => v.pipe(v.optional(v.string(), ''), v.trim(), v.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'A date is expected (YYYY-MM-DD).'));

export const manageCalls = {
  Get_ManageApprovals: call<ApprovalItem[]>()({
    token: true,
    manager: true,
    payload: fieldsObject({ kind: v.optional(oneOf(['all', ...APPROVAL_KINDS] as const), 'all') }),
  }),
  Get_ManageApproval: call<ApprovalDetail>()({
    token: true,
    manager: true,
    payload: fieldsObject({ kind: oneOf(APPROVAL_KINDS), id: id() }),
  }),
  Set_ManageApprove: call<null>()({
    token: true,
    manager: true,
    payload: fieldsObject({ kind: oneOf(APPROVAL_KINDS), id: id() }),
  }),
  Set_ManageReject: call<null>()({
    token: true,
    manager: true,
    payload: fieldsObject({ kind: oneOf(APPROVAL_KINDS), id: id(), reason: reason() }),
  }),
  Get_ManageReports: call<ReportedItem[]>()({
    token: true,
    manager: true,
    payload: fieldsObject({ ...pageFields(MANAGE_PAGE_SIZE), tab: v.optional(oneOf(['reported', 'held'] as const), 'reported') }),
    paged: true,
  }),
  /**
   * A reported item (ReportedItem's item_kind and item_id): 'restore' (visible again, reports
   * dismissed) or 'remove' (deleted, author told why).
   */
  Set_ManageReportDecision: call<null>()({
    token: true,
    manager: true,
    payload: fieldsObject({
      item_kind: v.optional(oneOf(REPORTED_KINDS), 'review'),
      item_id: id(),
      decision: oneOf(['restore', 'remove'] as const),
      reason: optionalReason(),
    }),
  }),
  /** Held review (review-bombing hold): 'approve' (published and counted) or 'remove'. */
  Set_ManageHeldReview: call<null>()({
    token: true,
    manager: true,
    payload: fieldsObject({ rating_id: id(), decision: oneOf(['approve', 'remove'] as const), reason: optionalReason() }),
  }),
  Get_ManageMembers: call<ManagedUser[]>()({
    token: true,
    manager: true,
    payload: fieldsObject({ ...pageFields(MANAGE_PAGE_SIZE), search_text: v.optional(text(undefined, 254), '') }),
    paged: true,
  }),
  Set_ManageSuspend: call<null>()({
    token: true,
    manager: true,
    payload: fieldsObject({ user_id: id(), reason: reason() }),
  }),
  Set_ManageUnsuspend: call<null>()({
    token: true,
    manager: true,
    payload: fieldsObject({ user_id: id(), reason: optionalReason() }),
  }),
  Get_ManageAudit: call<AuditEntry[]>()({
    token: true,
    manager: true,
    payload: fieldsObject({
      ...pageFields(MANAGE_PAGE_SIZE),
      manager_id: optionalNumber(idOrZero(), 0),
      action: v.optional(oneOf(['', ...MANAGE_ACTIONS] as const), ''),
      date_from: isoDay(),
      date_to: isoDay(),
    }),
    paged: true,
  }),
  /** The managers (the audit log's filter). */
  Get_ManageManagers: call<Array<{ user_id: number; user_name: string }>>()({
    token: true,
    manager: true,
    payload: fieldsObject({}),
  }),
};
