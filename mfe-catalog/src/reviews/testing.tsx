/**
 * Test helpers of the review and action components (imported by *.test.tsx only): fixtures, a
 * router with a visible address, and a recorder of the bus events (toasts, alerts, auth popup).
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DataProvider } from '@ironscore/data';
import { on } from '@ironscore/events';
import type { LoginUser, Review, ReviewComment, SourceReview } from '@ironscore/contract';

export const member: LoginUser = { user_id: 5, user_email: 'demo@test', user_name: 'demo', user_verification_status: 1, user_type: 'member' };
export const newbie: LoginUser = { ...member, user_id: 6, user_name: 'newbie', user_verification_status: 0 };
export const sourceAccount: LoginUser = { ...member, user_id: 7, user_name: 'sourceowner', user_type: 'source' };
export const brandAccount: LoginUser = { ...member, user_id: 8, user_name: 'brandowner', user_type: 'brand' };

let commentIds = 70;

export function comment(over: Partial<ReviewComment> = {}): ReviewComment {
  return {
    comment_id: ++commentIds,
    user_id: 21,
    user_name: 'commenter',
    user_profile_image: 'default.jpg',
    user_rank: { rank_no: 1, rank_name: 'Iron Seeker' },
    user_score: 40,
    review_comment: '<p>Agreed.</p>',
    updated_comment: 0,
    created_date: '2024-03-05T10:00:00.000Z',
    ...over,
  };
}

export function review(over: Partial<SourceReview> = {}): SourceReview {
  return {
    rating_id: 101,
    user_id: 31,
    user_name: 'lifter',
    user_profile_image: 'default.jpg',
    user_rank: { rank_no: 2, rank_name: 'Steel Grinder' },
    user_score: 120,
    rating: 4.2,
    review_comment: '<p>Fast delivery, genuine products.</p>',
    review_image: 'default.jpg',
    updated_review: 0,
    created_date: '2024-03-01T10:00:00.000Z',
    useful_count: 3,
    comments: [],
    contact_rating: 4,
    delivery_rating: 5,
    quality_rating: 4,
    pricing_rating: 4,
    support_rating: 4,
    source_id: 9,
    source_name: 'Iron Shop',
    source_slug_url: 'iron-shop',
    ...over,
  };
}

export const listReply = (reviews: Review[], total = reviews.length) => ({ status: true, message: '', data: reviews, totalData: total });

/** Shows the current address (pathname + search) for assertions. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

export function renderAt(ui: ReactNode, path = '/source/iron-shop') {
  return render(
    <DataProvider>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Address />
      </MemoryRouter>
    </DataProvider>,
  );
}

export interface BusLog {
  toasts: Array<{ kind: string; text: string; ms?: number }>;
  alerts: Array<{ kind: string; title: string; text?: string }>;
  auth: Array<{ variant: string }>;
  stop: () => void;
}

/** Records toasts, alerts and auth-popup requests until `stop()`. */
export function recordBus(): BusLog {
  const log: BusLog = { toasts: [], alerts: [], auth: [], stop: () => undefined };
  const offs = [
    on('toast', (d) => log.toasts.push(d)),
    on('alert', (d) => log.alerts.push(d)),
    on('auth:open', (d) => log.auth.push(d)),
  ];
  log.stop = () => offs.forEach((off) => off());
  return log;
}

/** A promise with its resolve function (to hold a call in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A File of `size` bytes. */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
