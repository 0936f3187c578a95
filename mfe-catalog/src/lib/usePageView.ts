import { useEffect, useRef } from 'react';
import { useCallMutation } from '@ironscore/data';

export type ViewType = 'source' | 'brand' | 'brand_product' | 'promo' | 'news';

/**
 * Record one page view (Set_PageViews) per loaded item: once `parentId` is known, and again only
 * when it changes (another slug). Failures are silent.
 */
export function usePageView(viewType: ViewType, parentId: number | null | undefined): void {
  const { mutate: record } = useCallMutation('Set_PageViews');
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!parentId) return;
    const key = `${viewType}:${parentId}`;
    if (sent.current === key) return;
    sent.current = key;
    record({ parent_id: parentId, view_type: viewType });
  }, [viewType, parentId, record]);
}
