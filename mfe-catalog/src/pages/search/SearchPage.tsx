/**
 * Search results page (/search?q=...): the site search (Get_SearchText) grouped by type — sources,
 * brands, products, news, promos — each with name and link; 'Search result not found!' when empty.
 * The query needs 3 trimmed characters; the box on the page writes a new q into the address.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Img, Placeholder } from '@ironscore/ui';
import { MSG, SEARCH_MIN_CHARS, type SearchResult, type SearchResultType } from '@ironscore/contract';
import { Page, PageHeader, EmptyText } from '../../components/Page';
import { SearchIcon } from 'lucide-react';
import { useCallQuery } from '@ironscore/data';
import { useSeo } from '../../lib/seo';
import { searchResultImage } from '../../lib/images';
import { isExternal } from '../../lib/links';
import styles from './SearchPage.module.css';

export const RESULT_GROUPS: { type: SearchResultType; title: string }[] = [
  { type: 'source', title: 'Sources' },
  { type: 'brand', title: 'Brands' },
  { type: 'product', title: 'Products' },
  { type: 'news', title: 'News' },
  { type: 'promo', title: 'Promos' },
];

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useSeo('seo_search', { search_text: q }, q ? `Search: ${q}` : 'Search');
  const enough = q.length >= SEARCH_MIN_CHARS;
  const results = useCallQuery('Get_SearchText', enough ? { searchText: q } : null);
  const list = results.data?.data ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <Page>
      <PageHeader kicker="Search" title={q ? `Results for “${q}”` : 'Search'} subtitle="Sources, brands, products, news and promos." />
      <form role="search" className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          <SearchIcon size={20} />
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search sources, brands, products..."
            aria-label="Search"
            className={styles.input}
          />
        </label>
        <Button type="submit" disabled={text.trim().length < SEARCH_MIN_CHARS}>
          Search
        </Button>
      </form>

      {!enough ? (
        <EmptyText>{q ? MSG.validation.searchMin : 'Type at least 3 characters to search.'}</EmptyText>
      ) : results.isPending ? (
        <div className={styles.skeletons}>
          <Placeholder variant="line" count={6} className={styles.skeleton} />
        </div>
      ) : list.length === 0 ? (
        <EmptyText>{MSG.empty.searchNotFound}</EmptyText>
      ) : (
        <div className={styles.groups}>
          {RESULT_GROUPS.map((g) => {
            const rows = list.filter((r) => r.type === g.type);
            if (rows.length === 0) return null;
            return (
              <section key={g.type} className={styles.group} aria-labelledby={`search-${g.type}`}>
                <h2 id={`search-${g.type}`} className={styles.groupTitle}>
                  {g.title} <span>{rows.length}</span>
                </h2>
                <ul className={styles.list}>
                  {rows.map((r, i) => (
                    <li key={`${r.url}-${i}`}>
                      {isExternal(r.url) ? (
                        <a href={r.url} className={styles.result}>
                          <Row result={r} />
                        </a>
                      ) : (
                        <Link to={r.url} className={styles.result}>
                          <Row result={r} />
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </Page>
  );
}

function Row({ result }: { result: SearchResult }) {
  return (
    <>
      <Img src={searchResultImage(result.type, result.image)} alt="" contain width={44} height={44} className={styles.thumb} />
      <span className={styles.name}>{result.name}</span>
      <span className={styles.url}>{result.url}</span>
    </>
  );
}
