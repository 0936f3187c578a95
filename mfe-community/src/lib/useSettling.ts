import { useCallback, useState } from 'react';

/**
 * The items whose state is being changed: from a toggle (follow, join, like) until what shows it
 * has been read again, the item's button must not offer the old state (a second click would undo the
 * first on a toggling call). `run(id, work)` marks the item for the duration of `work`;
 * `settling(id)` tells whether it is marked.
 */
export function useSettling() {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const run = useCallback(async (id: number, work: () => Promise<unknown>) => {
    setIds((s) => new Set(s).add(id));
    try {
      await work();
    } finally {
      setIds((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { settling: (id: number) => ids.has(id), run };
}
