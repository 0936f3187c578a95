/**
 * The Account tab of /profile/source-settings and /profile/brand-settings (spec/3 §2.5, §2.6, §4,
 * §5 "Source account edit" / "Brand account edit"): show mode and edit mode (Edit / Save), the name
 * read-only, every rule of the contract's account form, then show mode with fresh data and "Your
 * information has been updated!" above the approval notice. A saved edit waits for a manager (spec/1 §1):
 * the tab shows the submitted values and says the public page keeps the approved ones until then.
 */
import { useState } from 'react';
import {
  DELIVERY_TIMES,
  MSG,
  brandAccountForm,
  sourceAccountForm,
  type BrandAccount,
  type SourceAccount,
} from '@ironscore/contract';
import { useCallMutation, type FailableForm } from '@ironscore/data';
import {
  Button,
  CheckboxListField,
  FileField,
  Form,
  FormField,
  FormNotice,
  Img,
  Placeholder,
  SafeHtml,
  SelectField,
  TextAreaField,
  TextField,
  TextInput,
  htmlToText,
  textToHtml,
  useContractForm,
} from '@ironscore/ui';
import type { BusinessType } from '../../business';
import { countryOptions, ids, imageOf, useListing, type ListingOptions } from './listing';
import styles from './Settings.module.css';

export function AccountTab({ type }: { type: BusinessType }) {
  const listing = useListing(type);
  const [editing, setEditing] = useState(false);
  /** After a save: "Your information has been updated!" stays above the approval notice (both types). */
  const [updated, setUpdated] = useState(false);
  if (listing.error) return <p role="alert">{listing.error.message}</p>;
  if (listing.pending || !listing.account || !listing.options) return <Placeholder variant="line" count={6} />;
  const approval = listing.account.approval.submission;
  const done = (saved: boolean) => {
    setUpdated(saved);
    setEditing(false);
  };
  return (
    <div className={styles.account}>
      {updated && !editing && (
        <p role="status" className={styles.updated}>
          {MSG.success.informationUpdated}
        </p>
      )}
      {approval?.status === 'pending' && <p role="status" className={styles.notice}>{MSG.business.editPending}</p>}
      {approval?.status === 'rejected' && (
        <p role="status" className={styles.rejected}>
          {MSG.business.submissionRejected(approval.reason)}
        </p>
      )}
      {editing ? (
        type === 'source' ? (
          <SourceEdit account={listing.account as SourceAccount} options={listing.options} onDone={done} />
        ) : (
          <BrandEdit account={listing.account as BrandAccount} options={listing.options} onDone={done} />
        )
      ) : (
        <Show
          type={type}
          account={listing.account}
          options={listing.options}
          onEdit={() => {
            setUpdated(false);
            setEditing(true);
          }}
        />
      )}
    </div>
  );
}

function Show({ type, account, options, onEdit }: { type: BusinessType; account: SourceAccount | BrandAccount; options: ListingOptions; onEdit: () => void }) {
  const s = type === 'source' ? (account as SourceAccount) : null;
  const b = type === 'brand' ? (account as BrandAccount) : null;
  const names = (list: string[], all: { id: number; name: string }[]) => {
    const set = new Set(ids(list));
    return all.filter((x) => set.has(x.id)).map((x) => x.name).join(', ') || '-';
  };
  const countries = options.countries.map((c) => ({ id: c.country_id, name: c.country_name }));
  const rows: [string, React.ReactNode][] = [
    ['Name', s?.source_name ?? b!.brand_name],
    ['E-mail', s?.source_email ?? b!.brand_email],
    ['Website', s?.source_website ?? b!.brand_website],
    ['Year of foundation', s?.source_since ?? b!.brand_since],
    ['Country', s?.source_country ?? b!.brand_country],
    ...(s
      ? ([
          ['Category', options.categories.find((c) => c.category_id === s.category_id)?.category_name ?? '-'],
          ['Average delivery time', s.source_avg_delivery_time || '-'],
          ['Payment methods', names(s.source_payment_types, options.paymentMethods.map((p) => ({ id: p.payment_method_id, name: p.payment_method_name })))],
        ] as [string, React.ReactNode][])
      : []),
    ['Ships to', names(s?.source_delivery_countries ?? b!.brand_delivery_countries, countries)],
    ['Cannot ship to', names(s?.source_restricted_countries ?? b!.brand_restricted_countries, countries)],
  ];
  return (
    <>
      <div className={styles.images}>
        <figure>
          <Img src={imageOf(type, 'profile', s?.source_profile_image ?? b!.brand_profile_image)} alt="Logo" width={120} height={120} className={styles.logo} />
          <figcaption>Logo</figcaption>
        </figure>
        <figure>
          <Img src={imageOf(type, 'screenshots', s?.source_site_image ?? b!.brand_site_image)} alt="Site image" width={240} height={160} className={styles.site} />
          <figcaption>Site image</figcaption>
        </figure>
      </div>
      <dl className={styles.facts}>
        {rows.map(([k, value]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>Description</dt>
          <dd>
            <SafeHtml html={s?.source_description ?? b!.brand_description} />
          </dd>
        </div>
      </dl>
      <Button onClick={onEdit}>{MSG.labels.edit}</Button>
    </>
  );
}

/** Saving: the edit goes to Set_*Setup; on success the fresh account and dashboard are asked again. */
function useSave(type: BusinessType, onDone: (saved: boolean) => void) {
  const save = useCallMutation(type === 'source' ? 'Set_SourceSetup' : 'Set_BrandSetup');
  return async (payload: Record<string, unknown>, failed: FailableForm['failed']) => {
    if (await save.send(payload as never, { form: { failed } })) onDone(true);
  };
}

function SourceEdit({ account, options, onDone }: { account: SourceAccount; options: ListingOptions; onDone: (saved: boolean) => void }) {
  const form = useContractForm(sourceAccountForm, {
    source_email: account.source_email,
    source_website: account.source_website,
    payment_methods: ids(account.source_payment_types),
    continents_can_ship: ids(account.source_delivery_countries),
    continents_cannot_ship: ids(account.source_restricted_countries),
    source_category: account.category_id ? String(account.category_id) : '',
    source_country: account.source_country,
    source_since: account.source_since,
    source_delivery_time: account.source_avg_delivery_time as never,
    source_description: htmlToText(account.source_description),
    source_main_logo: null as never,
    source_site_logo_file: null as never,
  });
  const save = useSave('source', onDone);
  const submit = form.submit(async (value) => {
    await save({ ...value, source_description: textToHtml(String(value.source_description)) }, (r) => form.failed(r));
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-label="Edit your source">
      <ReadOnlyName name={account.source_name} />
      <ImageFields type="source" />
      <TextField name="source_email" label="E-mail" type="email" required />
      <TextField name="source_website" label="Website" type="url" required />
      <CheckboxListField name="payment_methods" label="Payment methods" options={options.paymentMethods.map((p) => ({ value: p.payment_method_id, label: p.payment_method_name }))} />
      <CheckboxListField name="continents_can_ship" label="Ships to" options={countryOptions(options.countries)} />
      <CheckboxListField name="continents_cannot_ship" label="Cannot ship to" options={countryOptions(options.countries)} />
      <SelectField name="source_category" label="Category" required placeholder="Choose..." options={options.categories.map((c) => ({ value: String(c.category_id), label: c.category_name }))} />
      <CommonFields type="source" options={options} />
      <SelectField name="source_delivery_time" label="Average delivery time" required placeholder="Choose..." options={DELIVERY_TIMES.map((d) => ({ value: d, label: d }))} />
      <TextAreaField name="source_description" label="Description" required rows={6} />
      <FormNotice />
      <EditButtons onCancel={() => onDone(false)} saving={form.formState.isSubmitting} />
    </Form>
  );
}

function BrandEdit({ account, options, onDone }: { account: BrandAccount; options: ListingOptions; onDone: (saved: boolean) => void }) {
  const form = useContractForm(brandAccountForm, {
    brand_email: account.brand_email,
    brand_website: account.brand_website,
    continents_can_ship: ids(account.brand_delivery_countries),
    continents_cannot_ship: ids(account.brand_restricted_countries),
    brand_country: account.brand_country,
    brand_since: account.brand_since,
    brand_description: htmlToText(account.brand_description),
    brand_main_logo: null as never,
    brand_site_logo_file: null as never,
  });
  const save = useSave('brand', onDone);
  const submit = form.submit(async (value) => {
    await save({ ...value, brand_description: textToHtml(String(value.brand_description)) }, (r) => form.failed(r));
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-label="Edit your brand">
      <ReadOnlyName name={account.brand_name} />
      <ImageFields type="brand" />
      <TextField name="brand_email" label="E-mail" type="email" required />
      <TextField name="brand_website" label="Website" type="url" required />
      <CheckboxListField name="continents_can_ship" label="Ships to" options={countryOptions(options.countries)} />
      <CheckboxListField name="continents_cannot_ship" label="Cannot ship to" options={countryOptions(options.countries)} />
      <CommonFields type="brand" options={options} />
      <TextAreaField name="brand_description" label="Description" required rows={6} />
      <FormNotice />
      <EditButtons onCancel={() => onDone(false)} saving={form.formState.isSubmitting} />
    </Form>
  );
}

/** The name cannot be changed (spec/3 §5). */
function ReadOnlyName({ name }: { name: string }) {
  return (
    <FormField label="Name" hint="The name cannot be changed.">
      <TextInput value={name} readOnly disabled />
    </FormField>
  );
}

function ImageFields({ type }: { type: BusinessType }) {
  return (
    <div className={styles.imageFields}>
      <FileField name={`${type}_main_logo`} label="New logo" hint="200x200 recommended; leave empty to keep the current one." />
      <FileField name={`${type}_site_logo_file`} label="New site image" hint="512x512; leave empty to keep the current one." />
    </div>
  );
}

function CommonFields({ type, options }: { type: BusinessType; options: ListingOptions }) {
  return (
    <div className={styles.row}>
      <SelectField name={`${type}_country`} label="Country" required placeholder="Choose..." options={[...options.countries].sort((a, b) => a.country_name.localeCompare(b.country_name)).map((c) => ({ value: c.country_name, label: c.country_name }))} />
      <TextField name={`${type}_since`} label="Year of foundation" required inputMode="numeric" maxLength={4} />
    </div>
  );
}

function EditButtons({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <div className={styles.buttons}>
      <Button variant="ghost" onClick={onCancel} disabled={saving}>
        {MSG.labels.cancel}
      </Button>
      <Button type="submit" loading={saving}>
        {MSG.labels.save}
      </Button>
    </div>
  );
}
