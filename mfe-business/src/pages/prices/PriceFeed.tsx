/**
 * The "Price feed" form of /profile/source-prices: the feed's address and format (CSV or JSON,
 * the documented columns in the intro), "Import now", and the last import's report: rows,
 * matched, changed, unmatched and refused with the reason of each listed row.
 */
import { MSG, PRICE_FEED, priceFeedForm, type PriceFeedReport, type PriceFeedRowIssue } from '@ironscore/contract';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Badge, Button, DataTable, Form, FormButtons, FormNotice, Placeholder, RadioGroupField, TextField, formatDateTime, formatNumber, useContractForm } from '@ironscore/ui';
import type { PriceFeedSettings } from '@ironscore/contract';
import styles from './Prices.module.css';

const P = MSG.sourcePrices;

export function PriceFeed() {
  const feed = useCallQuery('Get_SourcePriceFeed', {});
  return (
    <section aria-labelledby="price-feed-title" className={styles.section}>
      <h2 id="price-feed-title" className={styles.subtitle}>
        {P.feedTitle}
      </h2>
      <p className={styles.intro}>{P.feedIntro}</p>
      {feed.isPending ? (
        <Placeholder variant="line" count={3} />
      ) : feed.isError || !feed.data.data ? (
        <p role="alert">{feed.error?.message ?? MSG.serverConnectionError}</p>
      ) : (
        <>
          <FeedForm settings={feed.data.data} />
          <FeedReport report={feed.data.data.last_report} importing={feed.data.data.importing} />
        </>
      )}
    </section>
  );
}

function FeedForm({ settings }: { settings: PriceFeedSettings }) {
  const form = useContractForm(priceFeedForm, { feed_url: settings.feed_url, feed_format: settings.feed_format });
  const save = useCallMutation('Set_SourcePriceFeed', { feedback: { form } });
  const send = async (value: { feed_url: string; feed_format: string }, importNow: boolean) => {
    const reply = await save.send({ ...value, import_now: importNow } as never);
    if (reply) toast('success', reply.message || P.feedSaved);
  };
  const submit = form.submit((value) => send(value as never, false));
  const importNow = form.submit((value) => send(value as never, true));
  return (
    <Form form={form} onSubmit={submit} className={styles.feedForm} aria-label={P.feedTitle}>
      <TextField name="feed_url" label="Feed URL" inputMode="url" autoComplete="off" placeholder="https://your-shop.example/prices.csv" hint={`CSV or JSON, at most ${PRICE_FEED.maxBytes / 1024 / 1024} MB and ${formatNumber(PRICE_FEED.maxRows)} rows. Leave empty and save to remove the feed.`} />
      <RadioGroupField
        name="feed_format"
        label="Format"
        columns={2}
        options={[
          { value: 'csv', label: 'CSV' },
          { value: 'json', label: 'JSON' },
        ]}
      />
      <FormNotice />
      <FormButtons>
        {settings.feed_url && (
          <Button variant="secondary" onClick={() => void importNow()} disabled={form.formState.isSubmitting}>
            {P.importNow}
          </Button>
        )}
      </FormButtons>
    </Form>
  );
}

function IssueList({ title, count, rows }: { title: string; count: number; rows: PriceFeedRowIssue[] }) {
  if (count === 0) return null;
  return (
    <details className={styles.issues}>
      <summary>
        {title}: {formatNumber(count)}
        {count > rows.length ? ` (first ${rows.length} shown)` : ''}
      </summary>
      <DataTable columns={['Row', 'Link or brand/product', 'Why']} look="bare">
        {rows.map((r) => (
          <tr key={r.row}>
            <td>{r.row}</td>
            <td className={styles.link}>{r.key || '-'}</td>
            <td>{r.reason}</td>
          </tr>
        ))}
      </DataTable>
    </details>
  );
}

function FeedReport({ report, importing }: { report: PriceFeedReport | null; importing: boolean }) {
  return (
    <div className={styles.report} aria-labelledby="feed-report-title">
      <h3 id="feed-report-title" className={styles.reportTitle}>
        Last import {importing && <Badge tone="info">{P.importQueued}</Badge>}
      </h3>
      {!report ? (
        <p className={styles.intro}>{P.noReport}</p>
      ) : (
        <>
          <p>
            <time dateTime={report.finished_at}>{formatDateTime(report.finished_at)}</time>{' '}
            {report.status === 'ok' ? <Badge tone="success">Imported</Badge> : <Badge tone="danger">Failed</Badge>}
          </p>
          {report.status === 'failed' ? (
            <p role="status" className={styles.error}>
              {report.error}
            </p>
          ) : (
            <dl className={styles.counts}>
              <div>
                <dt>Rows</dt>
                <dd>{formatNumber(report.rows)}</dd>
              </div>
              <div>
                <dt>Matched</dt>
                <dd>{formatNumber(report.matched)}</dd>
              </div>
              <div>
                <dt>Changed</dt>
                <dd>{formatNumber(report.changed)}</dd>
              </div>
              <div>
                <dt>New offers</dt>
                <dd>{formatNumber(report.created)}</dd>
              </div>
              <div>
                <dt>Unmatched</dt>
                <dd>{formatNumber(report.unmatched_count)}</dd>
              </div>
              <div>
                <dt>Refused</dt>
                <dd>{formatNumber(report.refused_count)}</dd>
              </div>
            </dl>
          )}
          <IssueList title="Unmatched rows" count={report.unmatched_count} rows={report.unmatched} />
          <IssueList title="Refused rows" count={report.refused_count} rows={report.refused} />
        </>
      )}
    </div>
  );
}
