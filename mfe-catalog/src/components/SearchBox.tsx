import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Img, Spinner } from '@ironscore/ui';
import { MSG, type SearchResult } from '@ironscore/contract';
import type { SearchState } from '../lib/useSearch';
import { searchResultImage } from '../lib/images';
import { isExternal } from '../lib/links';
import clsx from 'clsx';
import { SearchIcon } from 'lucide-react';
import styles from './SearchBox.module.css';

/** The spec's empty search text. */
export const SEARCH_EMPTY = MSG.empty.searchNotFound;

const TYPE_LABEL: Record<SearchResult['type'], string> = {
  source: 'Source',
  brand: 'Brand',
  product: 'Product',
  news: 'News',
  promo: 'Promo',
};

export interface SearchBoxProps {
  search: SearchState;
  label: string;
  placeholder: string;
  /** Enter (with enough text): e.g. open the search results page. */
  onSubmit?: (text: string) => void;
  /** Dark hero styling. */
  tone?: 'light' | 'hero';
  hideTypes?: boolean;
  className?: string;
}

/** Search field with a dropdown of results (spec/1 §2 "Search"). */
export function SearchBox({ search, label, placeholder, onSubmit, tone = 'light', hideTypes, className }: SearchBoxProps) {
  const listId = useId();
  const open = search.active && (search.loading || search.results !== null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (search.active && onSubmit) onSubmit(search.text.trim());
  };
  return (
    <form role="search" className={clsx(styles.box, tone === 'hero' && styles.hero, className)} onSubmit={submit}>
      <label className={styles.field}>
        <span className={styles.srOnly}>{label}</span>
        <SearchIcon size={20} className={styles.icon} />
        <input
          type="search"
          className={styles.input}
          value={search.text}
          placeholder={placeholder}
          autoComplete="off"
          aria-label={label}
          aria-expanded={open}
          aria-controls={listId}
          role="combobox"
          aria-autocomplete="list"
          onChange={(e) => search.setText(e.target.value)}
          onFocus={search.onFocus}
          onBlur={search.onBlur}
        />
        {search.loading && <Spinner size="sm" label="Searching..." />}
      </label>
      {open && (
        <div className={styles.dropdown} id={listId}>
          {search.loading && search.results === null ? (
            <p className={styles.status}>Searching...</p>
          ) : search.results && search.results.length > 0 ? (
            <ul className={styles.results} role="listbox" aria-label="Search results">
              {search.results.map((r, i) => (
                <li key={`${r.type}-${r.url}-${i}`} role="option" aria-selected={false}>
                  {isExternal(r.url) ? (
                    <a href={r.url} className={styles.result}>
                      <ResultBody result={r} hideTypes={hideTypes} />
                    </a>
                  ) : (
                    <Link to={r.url} className={styles.result}>
                      <ResultBody result={r} hideTypes={hideTypes} />
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.status}>{SEARCH_EMPTY}</p>
          )}
        </div>
      )}
    </form>
  );
}

/** For a product result, its brand read from the link /brand/{brand}/{product} ("titan-labs" → "Titan Labs"). */
export function resultHint(result: SearchResult): string | null {
  if (result.type !== 'product') return null;
  const match = /^\/brand\/([^/]+)\/[^/]+/.exec(result.url);
  if (!match) return null;
  return decodeURIComponent(match[1])
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

function ResultBody({ result, hideTypes }: { result: SearchResult; hideTypes?: boolean }) {
  const hint = resultHint(result);
  return (
    <>
      <Img src={searchResultImage(result.type, result.image)} alt="" contain width={40} height={40} className={styles.thumb} />
      <span className={styles.text}>
        <span className={styles.name}>{result.name}</span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
      {!hideTypes && <span className={clsx(styles.type, styles[result.type])}>{TYPE_LABEL[result.type] ?? result.type}</span>}
    </>
  );
}
