/**
 * Search for a source to add as an official seller (spec/3 §2.6 step 5, Official Sellers): asks
 * Get_SourceLikeSearch from 3 characters, the list closes 500 ms after the field loses focus, a
 * source already on the list is not offered twice.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { MSG, type OfficialSeller } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Button, FormField, TextInput, useDebouncedValue } from '@ironscore/ui';
import styles from './Sellers.module.css';

export const SEARCH_MIN = 3;
export const CLOSE_AFTER_BLUR_MS = 500;

export function SellerSearch({ chosen, onAdd, busy }: { chosen: number[]; onAdd: (seller: OfficialSeller) => void; busy?: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(text.trim(), 250);
  const search = useCallQuery('Get_SourceLikeSearch', term.length >= SEARCH_MIN ? { source_name: term } : null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);
  const taken = new Set(chosen);
  const results = (search.data?.data ?? []).filter((s) => !taken.has(s.source_id));
  const showList = open && term.length >= SEARCH_MIN;
  return (
    <div className={styles.search}>
      <FormField label="Search for a source" hint={`At least ${SEARCH_MIN} characters.`}>
        <TextInput
          value={text}
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            if (closeTimer.current) clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
          }}
        />
      </FormField>
      {showList && (
        <ul id={`${id}-list`} className={styles.results} aria-label="Sources found">
          {search.isPending && <li className={styles.muted}>…</li>}
          {!search.isPending && results.length === 0 && <li className={styles.muted}>{MSG.empty.searchNotFound}</li>}
          {results.map((s) => (
            <li key={s.source_id}>
              <span>{s.source_name}</span>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAdd(s)} aria-label={`Add ${s.source_name}`}>
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
