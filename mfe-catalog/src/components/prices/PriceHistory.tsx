/**
 * "Price history" of the product page (issue 25): the cheapest in-stock price per day and each
 * seller's price over 30, 90 or 180 days (Get_PriceHistory), the lowest price of the last 30 days
 * and when it was seen, a legend and a table alternative. The read and the chart's code (uPlot, a
 * chunk of its own) start only when the section comes into the view (not on a first screen it is
 * below the fold of, at any width). Visitors get the chart's shape with
 * the price gate of spec/1 §4: no price axis, prices as a blurred $0.00, a sign-in prompt.
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Blurred, Placeholder } from '@ironscore/ui';
import { keepPreviousData, useCallQuery } from '@ironscore/data';
import { LOWEST_PRICE_DAYS, MSG, PRICE_HISTORY_RANGES, type PriceHistory as History, type PriceHistoryRange } from '@ironscore/contract';
import { formatDay, formatUsd } from '../../lib/format';
import { HIDDEN_PRICE } from '../PriceOffers';
import { CHEAPEST_COLOR, sellerColor } from './chartColors';
import { PriceGate } from './PriceGate';
import { useNearView } from './useNearView';
import styles from './PriceHistory.module.css';

const PriceChart = lazy(() => import(/* webpackChunkName: "price-chart" */ './PriceChart'));

export function PriceHistory({ productId, signedIn }: { productId: number; signedIn: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearView(ref);
  const [days, setDays] = useState<PriceHistoryRange>(PRICE_HISTORY_RANGES[0]);
  const query = useCallQuery('Get_PriceHistory', near ? { product_id: productId, days } : null, { placeholderData: keepPreviousData });
  const history = query.data?.data ?? null;
  const titleId = useId();
  const hasPoints = !!history && history.cheapest.some((p) => p !== null);

  return (
    <section ref={ref} className={styles.card} aria-labelledby={titleId} data-testid="price-history">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {MSG.prices.priceHistory}
        </h2>
        <div className={styles.ranges} role="group" aria-label="Period">
          {PRICE_HISTORY_RANGES.map((d) => (
            <button key={d} type="button" className={styles.range} aria-pressed={d === days} onClick={() => setDays(d)}>
              {d} days
            </button>
          ))}
        </div>
      </div>

      {!signedIn && (
        <PriceGate message={MSG.prices.signInForHistory} />
      )}

      {!history ? (
        <Placeholder variant="image" className={styles.chartSkeleton} />
      ) : !hasPoints ? (
        <p className={styles.empty}>{MSG.prices.noHistory}</p>
      ) : (
        <>
          <Lowest history={history} />
          <figure className={styles.figure}>
            <div role="img" aria-label={chartLabel(history)} className={styles.chartBox}>
              <Suspense fallback={<Placeholder variant="image" className={styles.chartSkeleton} />}>
                <PriceChart history={history} />
              </Suspense>
            </div>
            <figcaption>
              <ul className={styles.legend} aria-label="Lines">
                <li>
                  <span className={styles.swatch} style={{ background: CHEAPEST_COLOR, height: 4 }} /> Cheapest in stock
                </li>
                {history.sellers.map((s, i) => (
                  <li key={i}>
                    <span className={styles.swatch} style={{ background: sellerColor(i) }} />
                    {history.gated ? (
                      <Blurred inline>
                        <span>Hidden seller</span>
                      </Blurred>
                    ) : (
                      s.source_name
                    )}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
          <HistoryTable history={history} />
        </>
      )}
    </section>
  );
}

function chartLabel(h: History): string {
  const what = `Price history chart: cheapest in-stock price per day and each seller's price over the last ${h.days} days`;
  if (h.gated) return `${what}. Prices are hidden until you sign in.`;
  const values = h.cheapest.filter((p): p is number => p !== null);
  return `${what}, from ${formatUsd(Math.min(...values))} to ${formatUsd(Math.max(...values))}. The same data is in the table below.`;
}

function Lowest({ history }: { history: History }) {
  const lowest = history.lowest;
  if (!lowest) return null;
  return (
    <p className={styles.lowest} data-testid="lowest-price">
      <span className={styles.lowestLabel}>{MSG.prices.lowestIn(LOWEST_PRICE_DAYS)}:</span>{' '}
      {history.gated ? (
        <Blurred inline>
          <strong>{HIDDEN_PRICE}</strong>
        </Blurred>
      ) : (
        <strong>{formatUsd(lowest.price)}</strong>
      )}{' '}
      <span>
        on {formatDay(lowest.day)}
        {lowest.source_name && ` at ${lowest.source_name}`}
      </span>
    </p>
  );
}

function HistoryTable({ history }: { history: History }) {
  const price = (p: number | null) =>
    p === null ? '–' : history.gated ? <Blurred inline>{HIDDEN_PRICE}</Blurred> : formatUsd(p);
  const rows = history.day_list.map((day, i) => ({ day, i })).reverse();
  return (
    <details className={styles.tableBox}>
      <summary>Show the prices as a table</summary>
      {/* a scrolling region: focusable, so keyboard users can scroll it (axe scrollable-region-focusable, WCAG 2.1.1) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={`Prices per day, last ${history.days} days`}>
        <table className={styles.table}>
          <caption className={styles.srOnly}>Prices per day over the last {history.days} days, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Cheapest in stock</th>
              {history.sellers.map((s, i) => (
                <th scope="col" key={i}>
                  {history.gated ? `Seller ${i + 1}` : s.source_name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ day, i }) => (
              <tr key={day}>
                <th scope="row">{formatDay(day)}</th>
                <td>{price(history.cheapest[i])}</td>
                {history.sellers.map((s, k) => (
                  <td key={k}>{price(s.points[i])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
