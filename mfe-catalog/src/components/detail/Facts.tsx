import { useState, type ReactNode } from 'react';
import { Img } from '@ironscore/ui';
import { MSG, type Country } from '@ironscore/contract';
import { countryImage } from '../../lib/images';
import { hostOf, websiteHref } from '../../lib/links';
import { CalendarIcon, GlobeIcon } from 'lucide-react';
import styles from './Detail.module.css';

export interface Fact {
  icon?: ReactNode;
  label: string;
  /** Empty values (null, '', [] ) show 'Unspecified'. */
  value: ReactNode;
}

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === false || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The facts list of the side card ('Unspecified' when a value is empty). */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((f) => (
        <div key={f.label} className={styles.fact}>
          <dt>
            {f.icon}
            {f.label}
          </dt>
          <dd>{isEmpty(f.value) ? <span className={styles.unspecified}>{MSG.unspecified}</span> : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Countries shown before the "+N more" button. */
export const COUNTRIES_SHOWN = 10;

/** Country flags with names (the first ten, then "+N more"); null when the list is empty. */
export function CountryList({ countries }: { countries: Pick<Country, 'country_name' | 'country_image'>[] | null | undefined }) {
  const [all, setAll] = useState(false);
  if (!countries || countries.length === 0) return null;
  const shown = all ? countries : countries.slice(0, COUNTRIES_SHOWN);
  return (
    <ul className={styles.countries}>
      {shown.map((c) => (
        <li key={c.country_name} className={styles.country}>
          <Img src={countryImage(c.country_image)} alt="" className={styles.flag} />
          {c.country_name}
        </li>
      ))}
      {countries.length > COUNTRIES_SHOWN && (
        <li>
          <button type="button" className={styles.moreCountries} aria-expanded={all} onClick={() => setAll((v) => !v)}>
            {all ? 'Show less' : `+${countries.length - COUNTRIES_SHOWN} more`}
          </button>
        </li>
      )}
    </ul>
  );
}

/** A fact value that may be empty: the text, or null. */
export const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === '' || String(value) === '0' ? null : String(value);

/** A countries fact value: the flag list, or null ('Unspecified'). */
export const countriesValue = (countries: Pick<Country, 'country_name' | 'country_image'>[] | null | undefined) =>
  countries && countries.length > 0 ? <CountryList countries={countries} /> : null;

/** The facts Since, E-mail and Website of a source or brand page. */
export function contactFacts({ since, email, website }: { since: string | number | null | undefined; email: string | null | undefined; website: string | null | undefined }): Fact[] {
  const href = websiteHref(website);
  return [
    { icon: <CalendarIcon size={14} />, label: 'Since', value: text(since) },
    {
      icon: <GlobeIcon size={14} />,
      label: 'E-mail',
      value: text(email) && <a href={`mailto:${email}`}>{email}</a>,
    },
    {
      icon: <GlobeIcon size={14} />,
      label: 'Website',
      value: href && (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {hostOf(website)}
        </a>
      ),
    },
  ];
}
