/**
 * The price-history chart (uPlot, ~22 KiB gzip with this file): the cheapest in-stock price per day
 * (thick) and each seller's price (thin). Loaded on demand by PriceHistory when the section nears
 * the view; the section gives it its accessible name, legend and table alternative, so the canvas
 * itself is hidden from assistive technology. For visitors the values are the shape (0–100) and the
 * price axis is left out.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { PriceHistory } from '@ironscore/contract';
import { CHEAPEST_COLOR, sellerColor } from './chartColors';
import styles from './PriceHistory.module.css';

const HEIGHT = 260;

export default function PriceChart({ history }: { history: PriceHistory }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = history.day_list.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [xs, history.cheapest, ...history.sellers.map((s) => s.points)];
    const axis = { stroke: '#5b6b82', grid: { stroke: '#e6eaf0', width: 1 }, ticks: { stroke: '#e6eaf0', width: 1 }, font: '12px system-ui, sans-serif' };
    const opts: uPlot.Options = {
      width: Math.max(280, el.clientWidth),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { ...axis, space: 60 },
        history.gated
          ? { show: false }
          : { ...axis, size: 56, values: (_u: uPlot, ticks: number[]) => ticks.map((v) => `$${Math.round(v)}`) },
      ],
      series: [
        {},
        { label: 'Cheapest in stock', stroke: CHEAPEST_COLOR, width: 3 },
        ...history.sellers.map((s, i) => ({ label: s.source_name || `Seller ${i + 1}`, stroke: sellerColor(i), width: 1.25 })),
      ],
    };
    const chart = new uPlot(opts, data, el);
    const resize =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => chart.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }))
        : null;
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [history]);
  return <div ref={box} className={styles.plot} aria-hidden="true" data-testid="price-chart" />;
}
