import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type BrandProduct } from '@ironscore/contract';
import { answerCalls, ok, payloadsOf, renderPage } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const product = (over: Partial<BrandProduct> = {}): BrandProduct => ({
  product_id: 11,
  category_id: 3,
  category_name: 'Testosterone',
  total_review: 0,
  product_name: 'Test E 250',
  product_slug_url: 'test-e-250',
  product_description: '<p>Ester.</p>',
  product_image: '',
  product_type: 'Injectable',
  product_status: '1',
  product_features: { product_features_acne: 'HIGH' } as never,
  reviews: [],
  ...over,
});

const categories = ok([{ category_id: 3, category_name: 'Testosterone', category_slug_url: 't', category_type: 'Injectable', product_count: 4 }], 1);

test('the table; add: every required field says "This field cannot be left blank!", then "Product saved." with the features', async () => {
  answerCalls({
    Get_BrandProductsPaginationToken: ok([product()], 1),
    Get_ProductCategoriesPagination: categories,
    Set_BrandProductSave: ok({ product_id: 12 }),
  });
  renderPage('brand-products', 'brand');
  const row = (await screen.findByText('Test E 250')).closest('tr')!;
  expect(within(row).getByText(/Testosterone · Injectable · Active/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add product' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findAllByText(MSG.validation.fieldBlank)).toHaveLength(4);
  expect(payloadsOf('Set_BrandProductSave')).toHaveLength(0);

  await userEvent.selectOptions(within(dialog).getByLabelText(/Category/), '3');
  await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Deca 300');
  await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Nandrolone.');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Oral' }));
  await userEvent.selectOptions(within(dialog).getByLabelText('Acne'), 'LOW');
  await userEvent.type(within(dialog).getByLabelText('Dosage'), '300 mg');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(payloadsOf('Set_BrandProductSave')).toHaveLength(1));
  const sent = payloadsOf('Set_BrandProductSave')[0]!;
  expect(sent).toMatchObject({ product_id: 0, category_id: 3, product_name: 'Deca 300', product_description: '<p>Nandrolone.</p>', product_type: 'Oral', product_status: '1' });
  expect(JSON.parse(String(sent.product_features))).toMatchObject({ product_features_acne: 'LOW', product_features_dosage: '300 mg', product_features_hbr: '-' });
  expect(await screen.findByText(MSG.success.productSaved)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add product' })).not.toBeInTheDocument());
});

test('delete asks first; the reviews button shows "There has been no review of the product."', async () => {
  answerCalls({ Get_BrandProductsPaginationToken: ok([product()], 1), Set_BrandProductDelete: ok(null) });
  renderPage('brand-products', 'brand');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Test E 250' }));
  const ask = await screen.findByRole('alertdialog');
  expect(ask).toHaveTextContent(MSG.confirm.deleteProduct);
  await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(payloadsOf('Set_BrandProductDelete')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Test E 250' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(payloadsOf('Set_BrandProductDelete')).toEqual([{ product_id: 11 }]));

  await userEvent.click(screen.getByRole('button', { name: '0 reviews of Test E 250' }));
  expect(await screen.findByText(MSG.empty.noProductReview)).toBeInTheDocument();
});
