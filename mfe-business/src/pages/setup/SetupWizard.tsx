/**
 * The source (nine steps) and brand (eight steps) setup wizards (spec/3 §2.5, §2.6, §4, §5), opened
 * from the dashboard's "GO TO PROFILE SETUP". Progress: source 12, 24, 36, 48, 60, 72, 84, 96,
 * 100 %; brand 12, 24, 36, 48, 60, 72, 96, 100 %. NEXT STEP runs the step's gating (the contract's
 * step schemas, messages in the spec's order); BACK is always allowed. The save step validates
 * the whole setup and sends Set_SourceSetup / Set_BrandSetup (empty website and e-mail); the badge
 * step shows the three designs; the last step says the administration reviews the changes.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DELIVERY_TIMES,
  MSG,
  brandSetupForm,
  brandSetupSteps,
  sourceSetupForm,
  sourceSetupSteps,
  siteUrlFormFor,
  validateForm,
  type BadgeView,
  type OfficialSeller,
} from '@ironscore/contract';
import { isCallError, useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import {
  Button,
  CheckboxListField,
  FileField,
  Form,
  FormNotice,
  Img,
  Placeholder,
  SelectField,
  TextAreaField,
  TextField,
  TextInput,
  FormField,
  textToHtml,
  useContractForm,
} from '@ironscore/ui';
import type { BusinessType } from '../../business';
import { BadgeCodes } from '../badge/BadgeCodes';
import { SellerSearch } from '../sellers/SellerSearch';
import { countryOptions, imageOf, useListing, type ListingOptions } from '../settings/listing';
import styles from './SetupWizard.module.css';

export const PROGRESS: Record<BusinessType, readonly number[]> = {
  source: [12, 24, 36, 48, 60, 72, 84, 96, 100],
  brand: [12, 24, 36, 48, 60, 72, 96, 100],
};

/** Index of the save step (country, year, … and "SAVE AND PROCEED"). */
const SAVE_STEP = { source: 6, brand: 5 } as const;

export function SetupWizard({ type, onDone }: { type: BusinessType; onDone: () => void }) {
  const listing = useListing(type);
  if (listing.error) return <p role="alert">{listing.error.message}</p>;
  if (listing.pending || !listing.options || !listing.account) return <Placeholder variant="card" count={2} />;
  return <Wizard type={type} options={listing.options} badge={listing.account.badge} onDone={onDone} />;
}

function Wizard({ type, options, badge, onDone }: { type: BusinessType; options: ListingOptions; badge: BadgeView; onDone: () => void }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [sellers, setSellers] = useState<OfficialSeller[]>([]);
  const schema = type === 'source' ? sourceSetupForm : brandSetupForm;
  const steps = type === 'source' ? sourceSetupSteps : brandSetupSteps;
  const form = useContractForm(schema as typeof sourceSetupForm, {
    [`${type}_main_logo`]: null,
    [`${type}_site_logo_file`]: null,
    payment_methods: [],
    continents_can_ship: [],
    continents_cannot_ship: [],
    brand_offical_resellers: [],
    source_category: '',
    [`${type}_country`]: '',
    [`${type}_since`]: '',
    source_delivery_time: '',
    [`${type}_description`]: '',
  } as never);
  const save = useCallMutation(type === 'source' ? 'Set_SourceSetup' : 'Set_BrandSetup', { feedback: { form } });
  const progress = PROGRESS[type];
  const last = progress.length - 1;
  const saveStep = SAVE_STEP[type];

  /** The step's gating: its first message as a warning, under the field too. */
  const gate = (i: number): boolean => {
    const stepSchema = steps[i];
    if (!stepSchema) return true;
    const values = { ...form.getValues(), brand_offical_resellers: sellers.map((s) => s.source_id) };
    const result = validateForm(stepSchema, values);
    if (result.ok) return true;
    // Steps with one requirement, or the save step's fields in the spec's order: the first message.
    const [field, message] = Object.entries(result.errors)[0]!;
    form.setError(field as never, { message });
    toast('warning', message);
    return false;
  };

  const next = () => {
    if (gate(step)) setStep(step + 1);
  };

  const submit = form.submit(async (value) => {
    const description = textToHtml(String((value as Record<string, unknown>)[`${type}_description`] ?? ''));
    const saved = await save.send({
      ...value,
      [`${type}_description`]: description,
      [`${type}_website`]: '',
      [`${type}_email`]: '',
      ...(type === 'brand' ? { brand_offical_resellers: sellers.map((s) => s.source_id) } : {}),
    } as never);
    if (saved) setStep(saveStep + 1);
  });

  const C = type === 'source';
  const B = MSG.business;
  return (
    <section aria-label={`${C ? 'Source' : 'Brand'} setup`} className={styles.wizard}>
      <div className={styles.progress} role="progressbar" aria-label="Setup progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress[step]}>
        <span style={{ width: `${progress[step]}%` }} />
      </div>
      <p className={styles.stepNo}>
        Step {step + 1} of {progress.length} · {progress[step]}%
      </p>
      <Form form={form} onSubmit={submit} className={styles.body} aria-label={`Step ${step + 1}`}>
        {step === 0 && <FileField name={`${type}_main_logo`} label="Main logo" hint={C ? '200x200 recommended.' : 'Also used as your profile photo. 512x512 recommended.'} />}
        {step === 1 && <SiteImageStep type={type} onShot={(name) => form.setValue(`${type}_site_logo_file` as never, name as never)} shot={form.watch(`${type}_site_logo_file` as never) as unknown} />}
        {C && step === 2 && (
          <CheckboxListField name="payment_methods" label="Payment methods" options={options.paymentMethods.map((p) => ({ value: p.payment_method_id, label: p.payment_method_name }))} />
        )}
        {step === (C ? 3 : 2) && <CheckboxListField name="continents_can_ship" label="Continents and countries you ship to" options={countryOptions(options.countries)} />}
        {step === (C ? 4 : 3) && <CheckboxListField name="continents_cannot_ship" label="Continents and countries you cannot ship to" options={countryOptions(options.countries)} />}
        {C && step === 5 && (
          <SelectField name="source_category" label="Category of your source" required placeholder="Choose..." options={options.categories.map((c) => ({ value: String(c.category_id), label: c.category_name }))} />
        )}
        {!C && step === 4 && (
          <SellersStep
            sellers={sellers}
            error={typeof form.formState.errors.brand_offical_resellers?.message === 'string' ? form.formState.errors.brand_offical_resellers.message : null}
            onChange={(list) => {
              setSellers(list);
              if (list.length) form.clearErrors('brand_offical_resellers' as never);
            }}
          />
        )}
        {step === saveStep && (
          <>
            <div className={styles.row}>
              <SelectField name={`${type}_country`} label="Country" required placeholder="Choose..." options={[...options.countries].sort((a, b) => a.country_name.localeCompare(b.country_name)).map((c) => ({ value: c.country_name, label: c.country_name }))} />
              <TextField name={`${type}_since`} label="Year of foundation" required inputMode="numeric" maxLength={4} />
            </div>
            {C && <SelectField name="source_delivery_time" label="Average delivery time" required placeholder="Choose..." options={DELIVERY_TIMES.map((d) => ({ value: d, label: d }))} />}
            <TextAreaField name={`${type}_description`} label="Description" required rows={5} />
            <FormNotice />
          </>
        )}
        {step === saveStep + 1 && <BadgeCodes badge={badge} upperCase={C} />}
        {step === last && (
          <div className={styles.done}>
            <h2>Congratulations!</h2>
            <p>{B.setupCongratulations}</p>
          </div>
        )}
        <div className={styles.buttons}>
          {step > 0 && step < last && (
            <Button variant="ghost" onClick={() => setStep(step - 1)}>
              {MSG.labels.back}
            </Button>
          )}
          {step === 0 && (
            <Button variant="ghost" onClick={onDone}>
              {MSG.labels.cancel}
            </Button>
          )}
          {step < saveStep && <Button onClick={next}>{MSG.labels.nextStep}</Button>}
          {step === saveStep && (
            <Button type="submit" loading={form.formState.isSubmitting}>
              {C ? B.saveAndProceed : B.brandSaveAndProceed}
            </Button>
          )}
          {step === saveStep + 1 && <Button onClick={() => setStep(last)}>{C ? B.setupFinished : B.brandSetupFinished}</Button>}
          {step === last && (
            <Button
              onClick={() => {
                onDone();
                navigate('/');
              }}
            >
              {C ? B.goToHome : B.brandGoToHome}
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}

/** Step 2: a screenshot the server takes of the entered URL, or a manual 512x512 upload. */
function SiteImageStep({ type, onShot, shot }: { type: BusinessType; onShot: (name: string) => void; shot: unknown }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const take = useCallMutation('Get_SiteScreenshot');
  const urlRule = siteUrlFormFor();
  const run = async () => {
    const parsed = validateForm(urlRule, { website_url: url });
    if (!parsed.ok) {
      setError(parsed.errors.website_url ?? MSG.pleaseCheckAllFields);
      return;
    }
    setError(null);
    try {
      const reply = await take.mutateAsync({ website_url: parsed.value.website_url, type });
      if (reply.data?.screenshot) onShot(reply.data.screenshot);
    } catch (e) {
      setError(isCallError(e) ? e.message : MSG.screenshotFailure);
    }
  };
  return (
    <div className={styles.site}>
      <FormField label="Site URL" error={error} hint="We take a screenshot of your site's home page.">
        <TextInput type="url" value={url} placeholder="https://www.example.com" onChange={(e) => setUrl(e.target.value)} />
      </FormField>
      {error === MSG.screenshotFailure && <p className={styles.failHint}>{MSG.business.screenshotFailedHint}</p>}
      <Button variant="secondary" loading={take.isPending} onClick={() => void run()}>
        Take a screenshot
      </Button>
      {typeof shot === 'string' && shot && <Img src={imageOf(type, 'screenshots', shot)} alt="Screenshot of your site" className={styles.shot} />}
      <p className={styles.or}>or</p>
      <FileField name={`${type}_site_logo_file`} label="Upload an image of your site" hint="512x512 recommended." />
    </div>
  );
}

/** Brand step 5: official sellers (at least one to move on, spec/3 §4). */
function SellersStep({ sellers, error, onChange }: { sellers: OfficialSeller[]; error: string | null; onChange: (list: OfficialSeller[]) => void }) {
  return (
    <div className={styles.site}>
      <SellerSearch chosen={sellers.map((s) => s.source_id)} onAdd={(s) => onChange(sellers.some((x) => x.source_id === s.source_id) ? sellers : [...sellers, s])} />
      {error && (
        <p className={styles.error}>
          {error}
        </p>
      )}
      {sellers.length > 0 && (
        <ul className={styles.sellers} aria-label="Official sellers to add">
          {sellers.map((s) => (
            <li key={s.source_id}>
              {s.source_name}
              <Button size="sm" variant="ghost" onClick={() => onChange(sellers.filter((x) => x.source_id !== s.source_id))} aria-label={`Remove ${s.source_name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
