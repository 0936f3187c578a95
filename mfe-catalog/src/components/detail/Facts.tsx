import type { ReactNode } from 'react';
import { Img } from '@ironscore/ui';
import { MSG, type Country } from '@ironscore/contract';
import { countryImage } from '../../lib/images';
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

/** Country flags with names; null when the list is empty (the fact then reads 'Unspecified'). */
export function CountryList({ countries }: { countries: Pick<Country, 'country_name' | 'country_image'>[] | null | undefined }) {
  if (!countries || countries.length === 0) return null;
  return (
    <ul className={styles.countries}>
      {countries.map((c) => (
        <li key={c.country_name} className={styles.country}>
          <Img src={countryImage(c.country_image)} alt="" className={styles.flag} />
          {c.country_name}
        </li>
      ))}
    </ul>
  );
}

/** A fact value that may be empty: the text, or null. */
export const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === '' || String(value) === '0' ? null : String(value);

/** A countries fact value: the flag list, or null ('Unspecified'). */
export const countriesValue = (countries: Pick<Country, 'country_name' | 'country_image'>[] | null | undefined) =>
  countries && countries.length > 0 ? <CountryList countries={countries} /> : null;
