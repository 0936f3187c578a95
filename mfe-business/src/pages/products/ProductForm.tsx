/**
 * The add/edit product modal (spec/3 §2.6, §5 "Product save"): category, name, description,
 * image (768x768), type Other/Injectable/Oral, status Active/Passive, and the ten feature fields
 * (four levels -, YES, NO, LOW, HIGH; six free texts). Each required field: "This field cannot be
 * left blank!"; success: "Product saved.".
 */
import {
  MSG,
  PRODUCT_FEATURE_KEYS,
  PRODUCT_FEATURE_LABELS,
  PRODUCT_FEATURE_LEVEL_KEYS,
  PRODUCT_FEATURE_LEVELS,
  PRODUCT_FEATURE_MULTILINE_KEYS,
  PRODUCT_TYPES,
  productForm,
  type BrandProduct,
} from '@ironscore/contract';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import {
  FileField,
  Form,
  FormButtons,
  FormNotice,
  Modal,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  htmlToText,
  textToHtml,
  useContractForm,
} from '@ironscore/ui';
import styles from './Products.module.css';

const LEVEL = new Set<string>(PRODUCT_FEATURE_LEVEL_KEYS);
const MULTILINE = new Set<string>(PRODUCT_FEATURE_MULTILINE_KEYS);

export function ProductForm({ product, onClose }: { product: BrandProduct | null; onClose: () => void }) {
  const categories = useCallQuery('Get_ProductCategoriesPagination', { limit: -1, offset: -1, category_type: '' });
  // Levels show '-' as a choice; free texts show '-' (none) as an empty field and send '-' again.
  const features = Object.fromEntries(
    PRODUCT_FEATURE_KEYS.map((k) => {
      const value = product?.product_features?.[k] ?? '-';
      return [k, LEVEL.has(k) || value !== '-' ? value : ''];
    }),
  );
  const form = useContractForm(productForm, {
    product_id: product?.product_id ?? 0,
    category_id: product ? String(product.category_id) : '',
    product_name: product?.product_name ?? '',
    product_description: product ? htmlToText(product.product_description) : '',
    product_type: (product?.product_type ?? '') as never,
    product_status: product?.product_status ?? '1',
    product_image: null as never,
    ...features,
  } as never);
  const save = useCallMutation('Set_BrandProductSave', { feedback: { form } });
  const submit = form.submit(async (value) => {
    const all = form.getValues() as Record<string, string>;
    const product_features = JSON.stringify(Object.fromEntries(PRODUCT_FEATURE_KEYS.map((k) => [k, all[k] || '-'])));
    const saved = await save.send({
      ...value,
      product_description: textToHtml(String(value.product_description)),
      product_features,
    } as never);
    if (!saved) return;
    toast('success', MSG.success.productSaved);
    onClose();
  });
  return (
    <Modal open onClose={onClose} title={product ? `Edit ${product.product_name}` : 'Add product'} size="lg">
      <Form form={form} onSubmit={submit} className={styles.form} aria-label="Product">
        <SelectField
          name="category_id"
          label="Category"
          required
          placeholder="Choose..."
          options={(categories.data?.data ?? []).map((c) => ({ value: String(c.category_id), label: `${c.category_name} (${c.category_type})` }))}
        />
        <TextField name="product_name" label="Name" required />
        <TextAreaField name="product_description" label="Description" required rows={4} />
        <FileField name="product_image" label="Image" hint="768x768 recommended." />
        <div className={styles.row}>
          <RadioGroupField name="product_type" label="Type" options={PRODUCT_TYPES.map((t) => ({ value: t, label: t }))} />
          <RadioGroupField
            name="product_status"
            label="Status"
            options={[
              { value: '1', label: MSG.labels.active },
              { value: '0', label: MSG.labels.passive },
            ]}
          />
        </div>
        <fieldset className={styles.features}>
          <legend>Features</legend>
          {PRODUCT_FEATURE_KEYS.map((k) =>
            LEVEL.has(k) ? (
              <SelectField key={k} name={k} label={PRODUCT_FEATURE_LABELS[k]} options={PRODUCT_FEATURE_LEVELS.map((l) => ({ value: l, label: l }))} />
            ) : MULTILINE.has(k) ? (
              <TextAreaField key={k} name={k} label={PRODUCT_FEATURE_LABELS[k]} rows={2} />
            ) : (
              <TextField key={k} name={k} label={PRODUCT_FEATURE_LABELS[k]} />
            ),
          )}
        </fieldset>
        <FormNotice />
        <FormButtons onCancel={onClose} />
      </Form>
    </Modal>
  );
}

