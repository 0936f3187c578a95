/**
 * The approval gate (auth/business-accounts.ts businessApprovalBlock, applied by the dispatcher to every call
 * the contract marks `approvedBusiness`): a pending business account, e-mail verified, cannot open
 * conversations, save or delete products, change official sellers, or reply to and report reviews;
 * the setup wizard and the dashboard stay open. Once a manager approves it, the same calls work.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { MSG, REPORT_REASONS, calls, type CallName } from '@ironscore/contract';
import { fileTestAppWithChat } from '../test/realtime';
import { brandOfficialResellers, brands, messageThreads, products, sources, users } from '../db/schema';
import { DEMO_MEMBER, DEMO_PRODUCT, DEMO_SOURCE } from '../seed/fixed-accounts';
import { brandSetupPayload } from '../listings/test-helpers';
import { approveBusiness } from './business-accounts';

const { t } = fileTestAppWithChat();

let seq = 0;
const unique = () => `g${Date.now().toString(36).slice(-6)}${(seq++).toString(36)}`;

/** A business signed up and e-mail verified (pending approval); its token and listing. */
async function verifiedPendingBusiness(type: 'source' | 'brand') {
  const name = unique();
  const email = `owner@${name}.example`;
  const res = await t.call('Sign_UpBusiness', {
    user_type: type,
    user_name: name,
    source_or_brand_name: type === 'source' ? `${name}.shop` : `${name} labs`,
    offical_email: email,
    offical_website: `https://www.${name}.example`,
    user_password: 'secret123',
  });
  expect(res.status).toBe(true);
  const code = /Your code: ([A-Z0-9]{6})/.exec(t.mails.last(email)?.text ?? '')![1]!;
  const verified = await t.call('Set_UserVerification', { verification_code: code }, { token: res.data! });
  expect(verified.status).toBe(true);
  const [user] = await t.db.select().from(users).where(eq(users.user_name, name));
  expect(user).toMatchObject({ user_verification_status: 1, user_approval_status: 'pending' });
  return { name, token: res.data!, userId: user!.user_id };
}

const productPayload = (name: string, categoryId: number) => ({
  product_id: 0,
  category_id: categoryId,
  product_name: name,
  product_description: '<p>Strong stuff.</p>',
  product_type: 'Oral',
  product_status: '1',
});

test('the contract marks the calls that reach other users or the catalogue, and no read', () => {
  const gated = (Object.keys(calls) as CallName[]).filter((n) => calls[n].approvedBusiness).sort();
  expect(gated).toEqual(
    [
      'Set_BrandNewComment',
      'Set_BrandOfficalSellerUpdate',
      'Set_BrandProductDelete',
      'Set_BrandProductNewComment',
      'Set_BrandProductReviewCommentReport',
      'Set_BrandProductReviewReport',
      'Set_BrandProductSave',
      'Set_BrandReviewCommentReport',
      'Set_BrandReviewReport',
      'Set_SourceNewComment',
      'Set_SourcePrice',
      'Set_SourcePriceFeed',
      'Set_SourceReviewCommentReport',
      'Set_SourceReviewReport',
      'Set_UserNewMessage',
    ].sort(),
  );
  for (const name of gated) expect(calls[name].token).toBe(true);
});

test('a pending, verified brand: no conversation, product or official seller; setup and dashboard stay open; approved: all work', async () => {
  const brand = await verifiedPendingBusiness('brand');
  const auth = { token: brand.token };
  const [listing] = await t.db.select().from(brands).where(eq(brands.user_id, brand.userId));
  const category = (await t.pool.query<{ id: number }>('select category_id as id from product_categories order by category_id limit 1')).rows[0]!.id;
  const refused = { status: false, message: MSG.auth.businessAwaitingApproval };

  expect(await t.call('Set_UserNewMessage', { user_id: DEMO_MEMBER.user_id }, auth)).toMatchObject(refused);
  expect(await t.call('Set_BrandProductSave', productPayload(`Gated ${brand.name}`, category), auth)).toMatchObject(refused);
  expect(await t.call('Set_BrandProductDelete', { product_id: DEMO_PRODUCT.product_id }, auth)).toMatchObject(refused);
  expect(await t.call('Set_BrandOfficalSellerUpdate', { type: 'insert', source_id: DEMO_SOURCE.source_id }, auth)).toMatchObject(refused);
  expect(
    await t.call('Set_BrandNewComment', { brand_id: listing!.brand_id, parent_rating_id: 1, review_comment: 'Thanks for the review of our brand!' }, auth),
  ).toMatchObject(refused);
  expect(await t.call('Set_BrandReviewReport', { brand_id: listing!.brand_id, rating_id: 1, report_reason: REPORT_REASONS[0] }, auth)).toMatchObject(refused);

  // Nothing was written.
  const threads = () =>
    t.db.select().from(messageThreads).where(and(eq(messageThreads.user1_id, brand.userId), eq(messageThreads.user2_id, DEMO_MEMBER.user_id)));
  expect(await threads()).toHaveLength(0);
  expect(await t.db.select().from(products).where(eq(products.brand_id, listing!.brand_id))).toHaveLength(0);
  expect(await t.db.select().from(brandOfficialResellers).where(eq(brandOfficialResellers.brand_id, listing!.brand_id))).toHaveLength(0);
  expect(await t.db.select({ id: products.product_id }).from(products).where(eq(products.product_id, DEMO_PRODUCT.product_id))).toHaveLength(1);

  // What the spec lets a business do while its registration is reviewed.
  expect(await t.call('Get_BrandDashboard', {}, auth)).toMatchObject({ status: true });
  expect(await t.call('Set_BrandSetup', await brandSetupPayload(t), auth)).toMatchObject({ status: true });
  // the wizard's step 5 names the official sellers (at least one); they show once the brand is published
  const wizardSellers = await t.call('Get_BrandOfficalSellerList', {}, auth);
  expect(wizardSellers).toMatchObject({ status: true });
  expect(wizardSellers.data?.length).toBeGreaterThan(0);

  await approveBusiness(t.db, brand.name);
  const message = await t.call('Set_UserNewMessage', { user_id: DEMO_MEMBER.user_id }, auth);
  expect(message).toMatchObject({ status: true });
  expect(await threads()).toHaveLength(1);
  expect(await t.call('Set_BrandProductSave', productPayload(`Gated ${brand.name}`, category), auth)).toMatchObject({ status: true });
  const [another] = await t.db
    .select({ id: sources.source_id })
    .from(sources)
    .where(notInArray(sources.source_id, wizardSellers.data!.map((s) => s.source_id)))
    .limit(1);
  expect(await t.call('Set_BrandOfficalSellerUpdate', { type: 'insert', source_id: another!.id }, auth)).toMatchObject({ status: true });
  // Past the gate, the handler's own rules answer (product 1 belongs to another brand).
  expect(await t.call('Set_BrandProductDelete', { product_id: DEMO_PRODUCT.product_id }, auth)).toMatchObject({ status: false, message: MSG.business.productNotFound });
});

test('a pending source cannot reply to or report reviews, nor message; members are not concerned', async () => {
  const source = await verifiedPendingBusiness('source');
  const auth = { token: source.token };
  const refused = { status: false, message: MSG.auth.businessAwaitingApproval };
  expect(await t.call('Set_UserNewMessage', { user_id: DEMO_MEMBER.user_id }, auth)).toMatchObject(refused);
  expect(
    await t.call('Set_SourceNewComment', { source_id: DEMO_SOURCE.source_id, parent_rating_id: 1, review_comment: 'Thank you for shopping with us!' }, auth),
  ).toMatchObject(refused);
  expect(await t.call('Set_SourceReviewReport', { source_id: DEMO_SOURCE.source_id, rating_id: 1, report_reason: REPORT_REASONS[0] }, auth)).toMatchObject(refused);
  expect(await t.call('Get_SourceDashboard', {}, auth)).toMatchObject({ status: true });

  // A member opens a conversation with another member as before.
  const member = await t.loginAs(DEMO_MEMBER.user_name);
  const other = (await t.db.select({ id: users.user_id }).from(users).where(and(eq(users.user_type, 'member'), eq(users.user_approval_status, 'approved'))).limit(5))
    .map((r) => r.id)
    .find((id) => id !== DEMO_MEMBER.user_id && id !== 1)!;
  expect(await t.call('Set_UserNewMessage', { user_id: other }, { token: member.token })).toMatchObject({ status: true });
});
