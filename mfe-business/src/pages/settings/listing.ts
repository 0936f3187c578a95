/**
 * The listing as the owner's settings read it: Get_SourceToken / Get_BrandToken plus the options of
 * the pickers (payment methods, countries by continent, categories), in one shape for both types.
 */
import { uploadUrl } from '@ironscore/api';
import { useCallQuery } from '@ironscore/data';
import type { BrandAccount, ListingApproval, SetupCountry, SourceAccount, SourceDashboard } from '@ironscore/contract';
import type { CheckboxListOption } from '@ironscore/ui';
import type { BusinessType } from '../../business';

export interface ListingOptions {
  countries: SetupCountry[];
  paymentMethods: SourceDashboard['payment_methods'];
  categories: SourceDashboard['source_categories'];
}

/** The account of `type` and the picker options; `data` once both are there. */
export function useListing(type: BusinessType) {
  const source = useCallQuery('Get_SourceToken', type === 'source' ? {} : null);
  const brand = useCallQuery('Get_BrandToken', type === 'brand' ? {} : null);
  // The source's options come with its dashboard (spec/3 §3); the brand's with its account.
  const dashboard = useCallQuery('Get_SourceDashboard', type === 'source' ? {} : null);
  const account = type === 'source' ? source : brand;
  const error = account.error ?? (type === 'source' ? dashboard.error : null);
  const accountData = account.data?.data ?? null;
  const options: ListingOptions | null =
    type === 'source'
      ? dashboard.data?.data
        ? {
            countries: dashboard.data.data.countries,
            paymentMethods: dashboard.data.data.payment_methods,
            categories: dashboard.data.data.source_categories,
          }
        : null
      : accountData
        ? { countries: (accountData as BrandAccount).countries, paymentMethods: [], categories: [] }
        : null;
  return {
    account: accountData as SourceAccount | BrandAccount | null,
    options,
    error,
    pending: !error && (!accountData || !options),
    refetch: () => {
      void account.refetch();
      if (type === 'source') void dashboard.refetch();
    },
  };
}

/** Countries grouped by continent for CheckboxListField. */
export const countryOptions = (countries: SetupCountry[]): CheckboxListOption[] =>
  [...countries]
    .sort((a, b) => a.continent_name.localeCompare(b.continent_name) || a.country_name.localeCompare(b.country_name))
    .map((c) => ({ value: c.country_id, label: c.country_name, group: c.continent_name }));

export const ids = (list: string[] | undefined): number[] => (list ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0);

export const approvalOf = (a: SourceAccount | BrandAccount): ListingApproval => a.approval;

export const imageOf = (type: BusinessType, kind: 'profile' | 'screenshots', file: string) =>
  uploadUrl(type === 'source' ? `sources/${kind}` : `brands/${kind}`, file);
