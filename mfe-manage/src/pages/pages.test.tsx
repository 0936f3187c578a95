import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type ApprovalItem, type AuditEntry, type ManagedUser, type ReportedItem } from '@ironscore/contract';
import { answerCalls, callMock, ok, payloadsOf, refused, renderAt } from '../testing/helpers';
import { ApprovalsPage } from './ApprovalsPage';
import { ReportsPage } from './ReportsPage';
import { MembersPage } from './MembersPage';
import { AuditPage } from './AuditPage';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const M = MSG.manage;
beforeEach(() => callMock().mockReset());

const signup: ApprovalItem = {
  kind: 'signup',
  id: 41,
  business_type: 'source',
  listing_name: 'newshop.shop',
  listing_slug: 'newshop-shop',
  user_name: 'newshop',
  user_email: 'owner@newshop.example',
  created_date: '2026-11-27T10:00:00.000Z',
};
const edit: ApprovalItem = { ...signup, kind: 'edit', id: 7, listing_name: 'irondepot', user_name: 'sourceowner' };

describe('Approvals', () => {
  test('lists the pending items with their kind, filters by kind, and shows the empty state', async () => {
    answerCalls({ Get_ManageApprovals: (p: Record<string, unknown>) => ok(p.kind === 'edit' ? [edit] : p.kind === 'setup' ? [] : [signup, edit]) });
    renderAt('/manage/approvals', <ApprovalsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'newshop.shop' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'irondepot' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'edit');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'newshop.shop' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/manage/approvals?kind=edit');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'setup');
    expect(await screen.findByText(M.noApprovals)).toBeInTheDocument();
  });

  test('opens the side-by-side view (images too) and approves', async () => {
    answerCalls({
      Get_ManageApprovals: ok([edit]),
      Get_ManageApproval: ok({
        ...edit,
        e_mail_verified: true,
        fields: [
          { key: 'description', submitted: '"<p>New</p>"', published: '"<p>Old</p>"', image: false, changed: true },
          { key: 'profile_image', submitted: '"new.jpg"', published: '"old.jpg"', image: true, changed: true },
          { key: 'since', submitted: '2015', published: '2015', image: false, changed: false },
        ],
      }),
      Set_ManageApprove: ok(null, { message: M.approved }),
    });
    renderAt('/manage/approvals', <ApprovalsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Review account edit of irondepot' }));
    const dialog = await screen.findByRole('dialog');
    const row = within(dialog).getByRole('row', { name: /description/ });
    expect(row).toHaveTextContent('<p>New</p>');
    expect(row).toHaveTextContent('<p>Old</p>');
    expect(within(dialog).getByAltText('profile_image new.jpg')).toHaveAttribute('src', expect.stringContaining('sources/profile/new.jpg'));
    expect(within(dialog).getByAltText('profile_image old.jpg')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: M.approve }));
    await waitFor(() => expect(payloadsOf('Set_ManageApprove')).toEqual([{ kind: 'edit', id: 7 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('Reject asks for a reason and sends it', async () => {
    answerCalls({
      Get_ManageApprovals: ok([signup]),
      Get_ManageApproval: ok({ ...signup, e_mail_verified: false, fields: [] }),
      Set_ManageReject: ok(null, { message: M.rejected }),
    });
    renderAt('/manage/approvals', <ApprovalsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Review sign-up of newshop.shop' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: M.reject }));
    const ask = await screen.findByRole('dialog', { name: 'Reject sign-up' });
    await userEvent.click(within(ask).getByRole('button', { name: M.reject }));
    expect(within(ask).getByText(M.reasonRequired)).toBeInTheDocument();
    expect(payloadsOf('Set_ManageReject')).toEqual([]);
    await userEvent.type(within(ask).getByLabelText(/Reason/), 'Not a real shop.');
    await userEvent.click(within(ask).getByRole('button', { name: M.reject }));
    await waitFor(() => expect(payloadsOf('Set_ManageReject')).toEqual([{ kind: 'signup', id: 41, reason: 'Not a real shop.' }]));
  });

  test('a refusal (not a manager) is shown, not a blank page', async () => {
    answerCalls({ Get_ManageApprovals: refused(M.managersOnly) });
    renderAt('/manage/approvals', <ApprovalsPage />);
    expect(await screen.findByText(M.managersOnly)).toBeInTheDocument();
  });
});

const reported: ReportedItem = {
  item_kind: 'review',
  item_id: 90,
  review_type: 'source',
  item_name: 'irondepot',
  item_path: '/source/irondepot',
  author_name: 'troll',
  rating: 1,
  content: '<p>Worst shop ever</p>',
  created_date: '2026-11-26T10:00:00.000Z',
  moderation: 'reported',
  report_count: 3,
  reasons: ['Spam or Promotion'],
  reporters: ['ann', 'bob', 'cy'],
};

describe('Reports', () => {
  test('groups per review with count, reasons and reporters; Restore sends the decision', async () => {
    answerCalls({ Get_ManageReports: ok([reported], { totalData: 1 }), Set_ManageReportDecision: ok(null, { message: M.restored }) });
    renderAt('/manage/reports', <ReportsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'irondepot' })).toHaveAttribute('href', '/source/irondepot');
    expect(screen.getByText(M.hiddenPendingReview)).toBeInTheDocument();
    expect(screen.getByText('3 reports')).toBeInTheDocument();
    expect(screen.getByText(/Reasons: Spam or Promotion · Reporters: ann, bob, cy/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${M.restore} review by troll of irondepot` }));
    await waitFor(() => expect(payloadsOf('Set_ManageReportDecision')).toEqual([{ item_kind: 'review', item_id: 90, decision: 'restore' }]));
  });

  test('review comments, community posts and community comments are listed beside reviews, each decided by its kind and id', async () => {
    const comment: ReportedItem = { ...reported, item_kind: 'review_comment', item_id: 5, rating: 0, author_name: 'spammer', content: '<p>Cheap pills here</p>', moderation: null, report_count: 1 };
    const post: ReportedItem = {
      ...reported,
      item_kind: 'post',
      item_id: 300,
      review_type: null,
      item_name: 'Community feed',
      item_path: '/community/post/300',
      rating: 0,
      content: '<p>Follow my shop</p>',
    };
    const postComment: ReportedItem = { ...post, item_kind: 'post_comment', item_id: 301, item_name: 'Powerlifters', content: '<p>You are weak</p>' };
    answerCalls({ Get_ManageReports: ok([post, comment, postComment], { totalData: 3 }), Set_ManageReportDecision: ok(null, { message: M.restored }) });
    renderAt('/manage/reports', <ReportsPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Post')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Community feed' })).toHaveAttribute('href', '/community/post/300');
    expect(within(items[0]!).getByText(M.hiddenPendingReview)).toBeInTheDocument();
    // only a review shows its stars
    expect(within(items[0]!).queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(within(items[1]!).getByText('Review comment')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Source')).toBeInTheDocument();
    expect(within(items[1]!).getByText('1 report')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(M.hiddenPendingReview)).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Community comment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${M.restore} comment by spammer on a review of irondepot` }));
    await userEvent.click(screen.getByRole('button', { name: `${M.restore} comment by troll on a post in Powerlifters` }));
    await waitFor(() =>
      expect(payloadsOf('Set_ManageReportDecision')).toEqual([
        { item_kind: 'review_comment', item_id: 5, decision: 'restore' },
        { item_kind: 'post_comment', item_id: 301, decision: 'restore' },
      ]),
    );
    expect(screen.getByRole('button', { name: `${M.remove} post by troll in Community feed` })).toBeInTheDocument();
  });

  test('Remove needs a reason', async () => {
    answerCalls({ Get_ManageReports: ok([reported], { totalData: 1 }), Set_ManageReportDecision: ok(null, { message: M.removed }) });
    renderAt('/manage/reports', <ReportsPage />);
    await userEvent.click(await screen.findByRole('button', { name: `${M.remove} review by troll of irondepot` }));
    const ask = await screen.findByRole('dialog');
    await userEvent.type(within(ask).getByLabelText(/Reason/), 'Insults.');
    await userEvent.click(within(ask).getByRole('button', { name: M.remove }));
    await waitFor(() => expect(payloadsOf('Set_ManageReportDecision')).toEqual([{ item_kind: 'review', item_id: 90, decision: 'remove', reason: 'Insults.' }]));
  });

  test('the "Held reviews" tab lists held reviews with Approve', async () => {
    answerCalls({
      Get_ManageReports: (p: Record<string, unknown>) => ok(p.tab === 'held' ? [{ ...reported, item_id: 91, moderation: 'held', report_count: 0, reasons: [], reporters: [] }] : [], { totalData: 1 }),
      Set_ManageHeldReview: ok(null, { message: M.heldApproved }),
    });
    renderAt('/manage/reports', <ReportsPage />);
    expect(await screen.findByText(M.noReports)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: M.heldReviewsTab }));
    await userEvent.click(await screen.findByRole('button', { name: `${M.approve} review by troll of irondepot` }));
    await waitFor(() => expect(payloadsOf('Set_ManageHeldReview')).toEqual([{ rating_id: 91, decision: 'approve' }]));
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=held');
  });
});

const member: ManagedUser = {
  user_id: 12,
  user_name: 'troll',
  user_email: 'troll@example.com',
  user_type: 'member',
  is_manager: false,
  created_date: '2026-11-20T10:00:00.000Z',
  suspended: false,
  suspended_reason: '',
  total_reviews: 39,
  total_posts: 0,
};

describe('Members', () => {
  test('searches by name or e-mail and suspends with a reason', async () => {
    answerCalls({ Get_ManageMembers: (p: Record<string, unknown>) => ok(p.search_text === 'troll' ? [member] : [], { totalData: 1 }), Set_ManageSuspend: ok(null, { message: M.suspended }) });
    renderAt('/manage/members', <MembersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(await screen.findByText(M.noMembers)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name or e-mail'), 'troll');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: `${M.suspend} troll` }));
    const ask = await screen.findByRole('dialog');
    await userEvent.type(within(ask).getByLabelText(/Reason/), 'Review bombing.');
    await userEvent.click(within(ask).getByRole('button', { name: M.suspend }));
    await waitFor(() => expect(payloadsOf('Set_ManageSuspend')).toEqual([{ user_id: 12, reason: 'Review bombing.' }]));
  });

  test('a suspended member shows its reason and Unsuspend; a manager has no button', async () => {
    answerCalls({
      Get_ManageMembers: ok([{ ...member, suspended: true, suspended_reason: 'Spam.' }, { ...member, user_id: 6, user_name: 'manager', is_manager: true }], { totalData: 2 }),
      Set_ManageUnsuspend: ok(null, { message: M.unsuspended }),
    });
    renderAt('/manage/members?q=t', <MembersPage />);
    expect(await screen.findByText('Reason: Spam.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${M.suspend} manager` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${M.unsuspend} troll` }));
    await waitFor(() => expect(payloadsOf('Set_ManageUnsuspend')).toEqual([{ user_id: 12 }]));
  });
});

describe('Audit log', () => {
  const entry: AuditEntry = {
    audit_id: 3,
    manager_name: 'manager',
    action: 'reject_signup',
    item_type: 'signup',
    item_id: 41,
    item_label: 'newshop',
    reason: 'Not a real shop.',
    created_date: '2026-11-27T11:00:00.000Z',
  };

  test('shows who, what, which item and the reason; filters go to the call and the address', async () => {
    answerCalls({ Get_ManageAudit: ok([entry], { totalData: 45 }), Get_ManageManagers: ok([{ user_id: 6, user_name: 'manager' }]) });
    renderAt('/manage/audit', <AuditPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Rejected sign-up/ });
    expect(row).toHaveTextContent('manager');
    expect(row).toHaveTextContent('signup #41 newshop');
    expect(row).toHaveTextContent('Not a real shop.');
    expect(screen.getByText((_, el) => el?.textContent === 'Page 1 of 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'suspend');
    await userEvent.selectOptions(await screen.findByLabelText('Manager'), '6');
    await waitFor(() => expect(payloadsOf('Get_ManageAudit').at(-1)).toMatchObject({ action: 'suspend', manager_id: 6, offset: 0 }));
    expect(screen.getByTestId('location')).toHaveTextContent('action=suspend');
  });
});
