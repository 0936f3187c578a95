/**
 * /profile/source-dashboard and /profile/brand-dashboard (spec/3 §2.5, §2.6): banners, the Setup /
 * Publication / Verification status cards and the seven stat cards, all from Get_SourceDashboard /
 * Get_BrandDashboard (computed by the server from real rows). The unverified-account banner with
 * "Click to verify your account" is the shell's (above every profile page, it opens the member
 * verification dialog through the event bus), so it is not repeated here. An empty answer is a
 * session failure (spec/3 §7): the shell logs out on 'session:expired'.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BAD_REVIEW_BELOW, MSG, type BrandDashboard, type ListingApproval, type SourceDashboard } from '@ironscore/contract';
import { SESSION_EXPIRED_DEDUPE_MS, uploadUrl } from '@ironscore/api';
import { useCallQuery } from '@ironscore/data';
import { emit } from '@ironscore/events';
import { Badge, Button, Card, Img, Placeholder } from '@ironscore/ui';
import type { BusinessType } from '../../business';
import styles from './Dashboard.module.css';

/** What both dashboards show, whatever the account type. */
interface DashboardView {
  name: string;
  image: string;
  publicPath: string | null;
  setup: 0 | 1;
  publication: 0 | 1;
  verification: 0 | 1;
  approval: ListingApproval;
  stats: { label: string; value: string; hint?: string }[];
}

function viewOf(type: BusinessType, d: SourceDashboard | BrandDashboard): DashboardView {
  const L = MSG.labels;
  const common = (ranking: number) => [
    { label: L.allReviews, value: fmt(d.all_reviews) },
    { label: L.badReviews, value: fmt(d.bad_reviews), hint: MSG.business.badReviewsHint },
    { label: L.allComments, value: fmt(d.all_comments) },
    { label: L.allMessages, value: fmt(d.all_messages) },
    { label: L.allFavourited, value: fmt(d.all_favourited) },
    { label: type === 'source' ? L.sourceRanking : L.brandRanking, value: L.ranking(ranking > 0 ? ranking : '-') },
    { label: L.totalViews, value: fmt(d.total_views) },
  ];
  if (type === 'source') {
    const s = d as SourceDashboard;
    return {
      name: s.source_name,
      image: s.source_profile_image,
      publicPath: s.source_status === 1 && s.source_slug_url ? `/source/${s.source_slug_url}` : null,
      setup: s.source_setup_status,
      publication: s.source_status,
      verification: s.source_verification_status,
      approval: s.approval,
      stats: common(s.ranking),
    };
  }
  const b = d as BrandDashboard;
  return {
    name: b.brand_name,
    image: b.brand_profile_image,
    publicPath: b.brand_status === 1 && b.brand_slug_url ? `/brand/${b.brand_slug_url}` : null,
    setup: b.brand_setup_status,
    publication: b.brand_status,
    verification: b.brand_verification_status,
    approval: b.approval,
    stats: common(b.ranking),
  };
}

let lastEmptyAnswer = 0;

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

export interface DashboardProps {
  type: BusinessType;
  /** "GO TO PROFILE SETUP": opens the setup wizard. */
  onStartSetup: () => void;
}

export function Dashboard({ type, onStartSetup }: DashboardProps) {
  const query = useCallQuery(type === 'source' ? 'Get_SourceDashboard' : 'Get_BrandDashboard', {});
  const emptyAt = query.isSuccess && !query.data.data ? query.dataUpdatedAt : 0;
  useEffect(() => {
    // Like packages/api's token_error: one event however often the page mounts and asks.
    if (emptyAt && emptyAt - lastEmptyAnswer > SESSION_EXPIRED_DEDUPE_MS) {
      lastEmptyAnswer = emptyAt;
      emit('session:expired', {});
    }
  }, [emptyAt]);

  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Placeholder variant="card" count={3} />
      </div>
    );
  }
  if (query.isError || !query.data.data) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.error}>
          {query.error?.message ?? MSG.serverConnectionError}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {MSG.labels.tryAgain}
        </Button>
      </div>
    );
  }
  const view = viewOf(type, query.data.data);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Img src={uploadUrl(type === 'source' ? 'sources/profile' : 'brands/profile', view.image)} alt="" width={64} height={64} className={styles.logo} />
        <div>
          <h1 className={styles.title}>{view.name}</h1>
          {view.publicPath && (
            <Link className={styles.publicLink} to={view.publicPath}>
              {MSG.business.viewPublicPage}
            </Link>
          )}
        </div>
      </header>
      <Banners view={view} onStartSetup={onStartSetup} />
      <section aria-label="Status" className={styles.statusGrid}>
        <StatusCard label={MSG.labels.setup} on={view.setup === 1} text={MSG.business.setupState[view.setup]} />
        <StatusCard label={MSG.labels.publication} on={view.publication === 1} text={MSG.business.publicationState[view.publication]} />
        <StatusCard label={MSG.labels.verification} on={view.verification === 1} text={MSG.business.verificationState[view.verification]} />
      </section>
      <section aria-label="Statistics" className={styles.statGrid}>
        {view.stats.map((s) => (
          <Card key={s.label} as="article" className={styles.stat} aria-label={s.label}>
            <p className={styles.statLabel}>{s.label}</p>
            <p className={styles.statValue}>{s.value}</p>
            {s.hint && <p className={styles.statHint}>{s.hint}</p>}
          </Card>
        ))}
      </section>
    </div>
  );
}

function StatusCard({ label, on, text }: { label: string; on: boolean; text: string }) {
  return (
    <Card as="article" className={styles.status} aria-label={label}>
      <p className={styles.statLabel}>{label}</p>
      <Badge tone={on ? 'success' : 'warning'} size="md">
        {text}
      </Badge>
    </Card>
  );
}

/** The state of the listing with the managers, most urgent first. */
function Banners({ view, onStartSetup }: { view: DashboardView; onStartSetup?: () => void }) {
  const B = MSG.business;
  const banners: { key: string; tone: 'warning' | 'info' | 'danger'; text: string; action?: ReactNode }[] = [];
  const sub = view.approval.submission;
  if (view.approval.account === 'pending') banners.push({ key: 'account', tone: 'info', text: B.accountPending });
  if (sub?.status === 'rejected') banners.push({ key: 'rejected', tone: 'danger', text: B.submissionRejected(sub.reason) });
  if (view.setup === 0) {
    banners.push({
      key: 'setup',
      tone: 'warning',
      text: B.setupIncomplete,
      action: (
        <Button size="sm" onClick={onStartSetup}>
          {B.goToProfileSetup}
        </Button>
      ),
    });
  } else if (view.publication === 0) {
    banners.push({ key: 'review', tone: 'info', text: B.pendingReview });
  } else if (sub?.kind === 'edit' && sub.status === 'pending') {
    banners.push({ key: 'edit', tone: 'info', text: B.editPending });
  }
  if (banners.length === 0) return null;
  return (
    <div className={styles.banners}>
      {banners.map((b) => (
        <div key={b.key} role="status" className={`${styles.banner} ${styles[b.tone]}`} data-banner={b.key}>
          <p>{b.text}</p>
          {b.action}
        </div>
      ))}
    </div>
  );
}

/** For tests and the notes: what "Bad Reviews" counts. */
export const BAD_REVIEW_RULE = `rating < ${BAD_REVIEW_BELOW}`;
