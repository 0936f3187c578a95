/** Business accounts: sign-up with a pending listing, manager approval, the approval gate, ownership claim. */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { MSG } from '@ironscore/contract';
import { createTestApp, fileTestApp } from '../test/harness';
import { brands, sources, users } from '../db/schema';
import { UNCLAIMED_BRAND, UNCLAIMED_SOURCE, DEMO_SOURCE, SOURCE_OWNER } from '../seed/fixed-accounts';
import { businessApprovalBlock, listBusinessAccounts } from '../auth/business-accounts';
import { runManager } from '../cli/manager';
import { brandSetupPayload, latestSubmission, sourceSetupPayload } from '../listings/test-helpers';

const t = fileTestApp();

let seq = 0;
const unique = () => `b${Date.now().toString(36).slice(-6)}${(seq++).toString(36)}`;

function codeOf(to: string): string {
  const m = /Your code: ([A-Z0-9]{6})/.exec(t.mails.last(to)?.text ?? '');
  if (!m) throw new Error(`no code mailed to ${to}`);
  return m[1]!;
}
const wrongCode = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

async function signUpBusiness(type: 'source' | 'brand', name = unique()) {
  const listing = type === 'source' ? `${name}.shop` : `${name} labs`;
  const email = `owner@${name}.example`;
  const res = await t.call('Sign_UpBusiness', {
    user_type: type,
    user_name: name,
    source_or_brand_name: listing,
    offical_email: email,
    offical_website: `https://www.${name}.example`,
    user_password: 'secret123',
  });
  return { res, name, listing, email };
}

async function manager(...argv: string[]) {
  const lines: string[] = [];
  const code = await runManager(argv, { db: t.db, mailer: t.mails, out: (l) => lines.push(l) });
  return { code, text: lines.join('\n') };
}

describe('Sign_UpBusiness', () => {
  test('source: a pending account and an unpublished listing with setup status 0; a code is mailed; signed in', async () => {
    const { res, name, listing, email } = await signUpBusiness('source');
    expect(res).toMatchObject({ status: true, message: MSG.registrationSuccessful });
    expect(decodeJwt(res.data!)).toMatchObject({ user_name: name, user_email: email, user_type: 'source', user_verification_status: 0 });
    const [user] = await t.db.select().from(users).where(eq(users.user_name, name));
    expect(user).toMatchObject({ user_approval_status: 'pending', rank_no: 999 });
    const [row] = await t.db.select().from(sources).where(eq(sources.user_id, user!.user_id));
    expect(row).toMatchObject({ source_name: listing, source_setup_status: 0, source_status: 0, source_verification_status: 0 });
    expect(row!.source_slug_url).toMatch(/^[a-z0-9-]+$/);
    expect(row!.source_website).toBe(`https://www.${name}.example`);
    expect(codeOf(email)).toHaveLength(6);
  });

  test('brand: the brand listing and rank 998', async () => {
    const { res, name, listing } = await signUpBusiness('brand');
    expect(res.status).toBe(true);
    const [user] = await t.db.select().from(users).where(eq(users.user_name, name));
    expect(user!.rank_no).toBe(998);
    const [row] = await t.db.select().from(brands).where(eq(brands.user_id, user!.user_id));
    expect(row).toMatchObject({ brand_name: listing, brand_setup_status: 0, brand_status: 0 });
  });

  test('name rules per type and duplicate names', async () => {
    const brandWithDot = await t.call('Sign_UpBusiness', {
      user_type: 'brand',
      user_name: unique(),
      source_or_brand_name: 'bad.brand',
      offical_email: 'a@b.example',
      offical_website: 'https://b.example',
      user_password: 'secret123',
    });
    expect(brandWithDot).toMatchObject({ status: false, errors: { source_or_brand_name: MSG.validation.brandNameChars } });
    const badSite = await t.call('Sign_UpBusiness', {
      user_type: 'source',
      user_name: unique(),
      source_or_brand_name: 'goodname',
      offical_email: 'a@b.example',
      offical_website: 'ftp://b.example',
      user_password: 'secret123',
    });
    expect(badSite).toMatchObject({ status: false });
    expect(badSite.errors?.offical_website).toMatch(/^Website is not valid! Example: /);

    const taken = await t.call('Sign_UpBusiness', {
      user_type: 'source',
      user_name: unique(),
      source_or_brand_name: DEMO_SOURCE.source_name,
      offical_email: `${unique()}@x.example`,
      offical_website: 'https://x.example',
      user_password: 'secret123',
    });
    expect(taken).toMatchObject({ status: false, message: MSG.auth.sourceNameTaken, errors: { source_or_brand_name: MSG.auth.sourceNameTaken } });
    const dupUser = await t.call('Sign_UpBusiness', {
      user_type: 'source',
      user_name: SOURCE_OWNER.user_name,
      source_or_brand_name: unique(),
      offical_email: `${unique()}@x.example`,
      offical_website: 'https://x.example',
      user_password: 'secret123',
    });
    expect(dupUser).toMatchObject({ status: false, errors: { user_name: MSG.auth.userNameTaken } });
  });

  test('the e-mail is verified with the code like a member account', async () => {
    const { res, email } = await signUpBusiness('source');
    const verified = await t.call('Set_UserVerification', { verification_code: codeOf(email) }, { token: res.data! });
    expect(verified.status).toBe(true);
  });
});

describe('approval gate and the manager command', () => {
  test('before approval: not on the public lists, profile hidden, gate message; sign-in works with the pending notice', async () => {
    const { name, listing } = await signUpBusiness('source');
    const [row] = await t.db.select().from(sources).where(eq(sources.source_name, listing));
    expect(await t.call('Get_Source', { source_slug_url: row!.source_slug_url })).toMatchObject({ status: false });
    expect(await t.call('Get_User', { user_name: name })).toMatchObject({ status: false });
    const [user] = await t.db.select().from(users).where(eq(users.user_name, name));
    expect(await businessApprovalBlock(t.db, user!.user_id)).toBe(MSG.auth.businessAwaitingApproval);
    const signIn = await t.call('Sign_In', { user_name: name, user_password: 'secret123' });
    expect(signIn).toMatchObject({ status: true, message: MSG.auth.businessPendingApproval });
  });

  test('list shows pending accounts; approve (and an approved setup) publishes the listing and mails the owner', async () => {
    const { res, name, listing, email } = await signUpBusiness('source');
    const listed = await manager('list');
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(name);
    expect(listed.text).toContain(`source "${listing}"`);

    const approved = await manager('approve', name);
    expect(approved.code).toBe(0);
    expect(approved.text).toMatch(/^Approved: /);
    // published once the setup is approved too
    const [before] = await t.db.select().from(sources).where(eq(sources.source_name, listing));
    expect(before!.source_status).toBe(0);
    expect(await t.call('Set_SourceSetup', await sourceSetupPayload(t), { token: res.data! })).toMatchObject({ status: true });
    const setup = await latestSubmission(t, 'source', before!.source_id);
    expect((await manager('approve', 'setup', String(setup!.submission_id))).code).toBe(0);
    const [row] = await t.db.select().from(sources).where(eq(sources.source_name, listing));
    expect(row!.source_status).toBe(1);
    const detail = await t.call('Get_Source', { source_slug_url: row!.source_slug_url });
    expect(detail).toMatchObject({ status: true });
    expect(detail.data!.source_ranked).toBeGreaterThan(0);
    const all = await t.call('Get_SourcePagination', { limit: 100, offset: 0, category_id: 0, rating_id: 0, verification: false });
    const total = all.totalData!;
    const last = await t.call('Get_SourcePagination', { limit: 100, offset: Math.max(0, total - 100), category_id: 0, rating_id: 0, verification: false });
    expect(last.data!.map((s) => s.source_name)).toContain(listing);
    expect(t.mails.last(email)!.subject).toMatch(/approved/);
    expect((await manager('list')).text).not.toContain(name);
    const [user] = await t.db.select().from(users).where(eq(users.user_name, name));
    expect(await businessApprovalBlock(t.db, user!.user_id)).toBeNull();
    expect((await t.call('Sign_In', { user_name: name, user_password: 'secret123' })).message).toBe(MSG.loginSuccessful);
    expect((await t.call('Get_User', { user_name: name })).status).toBe(true);
  });

  test('approve a brand by e-mail publishes the brand (its setup approved first)', async () => {
    const { res, listing, email } = await signUpBusiness('brand');
    expect(await t.call('Set_BrandSetup', await brandSetupPayload(t), { token: res.data! })).toMatchObject({ status: true });
    const [pending] = await t.db.select().from(brands).where(eq(brands.brand_name, listing));
    expect((await manager('approve', 'setup', String((await latestSubmission(t, 'brand', pending!.brand_id))!.submission_id))).code).toBe(0);
    expect((await t.db.select().from(brands).where(eq(brands.brand_name, listing)))[0]!.brand_status).toBe(0);
    expect((await manager('approve', email)).code).toBe(0);
    const [row] = await t.db.select().from(brands).where(eq(brands.brand_name, listing));
    expect(row!.brand_status).toBe(1);
    expect(await t.call('Get_Brand', { brand_slug_url: row!.brand_slug_url })).toMatchObject({ status: true });
  });

  test('reject: sessions end, sign-in refused, listing stays unpublished', async () => {
    const { res, name, listing } = await signUpBusiness('brand');
    const rejected = await manager('reject', name);
    expect(rejected.code).toBe(0);
    expect(await t.call('Get_UserToken', {}, { token: res.data! })).toMatchObject({ token_error: true });
    expect(await t.call('Sign_In', { user_name: name, user_password: 'secret123' })).toMatchObject({ status: false, message: MSG.auth.businessRejected });
    const [row] = await t.db.select().from(brands).where(eq(brands.brand_name, listing));
    expect(row!.brand_status).toBe(0);
    expect((await listBusinessAccounts(t.db, 'rejected')).map((a) => a.user_name)).toContain(name);
  });

  test('the command refuses members, unknown accounts and bad usage', async () => {
    expect(await manager('approve', 'demo')).toMatchObject({ code: 1, text: expect.stringMatching(/member account/) });
    expect(await manager('approve', 'nobody-here')).toMatchObject({ code: 1 });
    expect((await manager('approve')).code).toBe(2);
    expect((await manager('frobnicate')).code).toBe(2);
  });
});

describe('ownership claim', () => {
  const mailsTo = (email: string) => t.mails.mails.filter((m) => m.to === email).length;
  const claim = (over: Record<string, unknown> = {}) =>
    t.call('Set_BusinessOwnership', {
      business_id: UNCLAIMED_SOURCE.source_id,
      business_type: 'source',
      business_email: 'boss@muscle-outlet.example',
      business_password: 'secret123',
      business_password_confirm: 'secret123',
      terms: true,
      ...over,
    });

  test('the e-mail must be on the listing website domain (field key MemberEmail)', async () => {
    const res = await claim({ business_email: 'boss@gmail.com' });
    expect(res).toMatchObject({ status: false, message: MSG.validation.emailCompanyDomain, errors: { MemberEmail: MSG.validation.emailCompanyDomain } });
    const mismatch = await claim({ business_password_confirm: 'other123' });
    expect(mismatch).toMatchObject({ status: false, errors: { MemberConfirmPassword: MSG.validation.passwordMismatch } });
  });

  test('a claimed listing cannot be claimed', async () => {
    const res = await t.call('Set_BusinessOwnership', {
      business_id: DEMO_SOURCE.source_id,
      business_type: 'source',
      business_email: 'boss@irondepot.example',
      business_password: 'secret123',
    });
    expect(res).toMatchObject({ status: false, message: MSG.claim.listingClaimed });
  });

  test('a code for one listing does not verify another', async () => {
    const res = await t.call('Set_BusinessOwnership', {
      business_id: UNCLAIMED_BRAND.brand_id,
      business_type: 'brand',
      business_email: 'ceo@olympuspharma.example',
      business_password: 'secret123',
    });
    expect(res.status).toBe(true);
    const code = codeOf('ceo@olympuspharma.example');
    const other = await t.call('BusinessVerification', {
      business_id: UNCLAIMED_SOURCE.source_id,
      business_type: 'source',
      business_email: 'ceo@olympuspharma.example',
      business_code: code,
    });
    expect(other).toMatchObject({ status: false, errors: { VERIFY_ACCOUNT_code: MSG.auth.codeMismatch } });
  });

  test('full flow: wrong code counted, right code makes the user the owner and signs in', async () => {
    const step0 = await claim();
    expect(step0).toMatchObject({ status: true });
    const email = 'boss@muscle-outlet.example';
    expect(t.mails.last(email)!.subject).toContain(UNCLAIMED_SOURCE.source_name);
    const code = codeOf(email);
    const verify = (c: string) =>
      t.call('BusinessVerification', { business_id: UNCLAIMED_SOURCE.source_id, business_type: 'source', business_email: email, business_code: c });
    expect(await verify(wrongCode(code))).toMatchObject({ status: false, message: MSG.auth.codeMismatch, errors: { VERIFY_ACCOUNT_code: MSG.auth.codeMismatch } });
    // signing in before the claim is confirmed is refused
    const [pending] = await t.db.select().from(users).where(eq(users.user_email, email));
    expect(await t.call('Sign_In', { user_name: pending!.user_name, user_password: 'secret123' })).toMatchObject({ status: false, message: MSG.auth.claimPending });

    const done = await verify(code);
    expect(done).toMatchObject({ status: true, message: MSG.loginSuccessful });
    const claims = decodeJwt(done.data!);
    expect(claims).toMatchObject({ user_email: email, user_type: 'source', user_verification_status: 1 });
    const [row] = await t.db.select().from(sources).where(eq(sources.source_id, UNCLAIMED_SOURCE.source_id));
    expect(row!.user_id).toBe(claims.user_id);
    const [user] = await t.db.select().from(users).where(eq(users.user_id, claims.user_id as number));
    expect(user!.user_approval_status).toBe('approved');
    // the welcome mail tells the user name
    expect(t.mails.last(email)!.text).toContain(user!.user_name);
    // reused code / second claim
    expect((await verify(code)).status).toBe(false);
    expect(await claim({ business_email: 'other@muscle-outlet.example' })).toMatchObject({ status: false, message: MSG.claim.listingClaimed });
    // the new owner signs in with the chosen password
    expect((await t.call('Sign_In', { user_name: user!.user_name, user_password: 'secret123' })).status).toBe(true);
  });

  test('three wrong claim codes invalidate the code', async () => {
    const other = await createTestApp();
    try {
      const email = 'x@olympuspharma.example';
      await other.call('Set_BusinessOwnership', { business_id: UNCLAIMED_BRAND.brand_id, business_type: 'brand', business_email: email, business_password: 'secret123' });
      const code = /Your code: ([A-Z0-9]{6})/.exec(other.mails.last(email)!.text)![1]!;
      const verify = (c: string) =>
        other.call('BusinessVerification', { business_id: UNCLAIMED_BRAND.brand_id, business_type: 'brand', business_email: email, business_code: c });
      await verify(wrongCode(code));
      await verify(wrongCode(code));
      expect(await verify(wrongCode(code))).toMatchObject({ status: false, message: MSG.auth.tooManyWrongCodes });
      expect((await verify(code)).status).toBe(false);
    } finally {
      await other.close();
    }
  });

  test('repeats of a pending claim are rate-limited per address', async () => {
    const email = 'spam-target@olympuspharma.example';
    const send = () =>
      t.call('Set_BusinessOwnership', { business_id: UNCLAIMED_BRAND.brand_id, business_type: 'brand', business_email: email, business_password: 'secret123' });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(true);
    const sent = mailsTo(email);
    const limited = await send();
    expect(limited.status).toBe(false);
    expect(limited.message).toMatch(/^Too many attempts/);
    expect(mailsTo(email)).toBe(sent);
  });

  test('an e-mail of an existing account cannot be used for a claim', async () => {
    const email = 'member@olympuspharma.example';
    expect((await t.call('Sign_Up', { user_name: unique(), user_email: email, user_password: 'secret123' })).status).toBe(true);
    const res = await t.call('Set_BusinessOwnership', {
      business_id: UNCLAIMED_BRAND.brand_id,
      business_type: 'brand',
      business_email: email,
      business_password: 'secret123',
    });
    expect(res).toMatchObject({ status: false, message: MSG.auth.emailTaken, errors: { MemberEmail: MSG.auth.emailTaken } });
  });

  test('a repeat claim re-sends a code but keeps the first password; the claim e-mail (with -) signs in', async () => {
    const email = 'first-owner@olympuspharma.example';
    const send = (password: string) =>
      t.call('Set_BusinessOwnership', { business_id: UNCLAIMED_BRAND.brand_id, business_type: 'brand', business_email: email, business_password: password });
    expect(await send('first123')).toMatchObject({ status: true, message: MSG.claim.codeSent });
    const [before] = await t.db.select().from(users).where(eq(users.user_email, email));
    const mailsBefore = mailsTo(email);
    expect(await send('second123')).toMatchObject({ status: true, message: MSG.claim.codeSent });
    expect(mailsTo(email)).toBe(mailsBefore + 1);
    const [after] = await t.db.select().from(users).where(eq(users.user_email, email));
    expect(after!.user_password_hash).toBe(before!.user_password_hash);

    const done = await t.call('BusinessVerification', {
      business_id: UNCLAIMED_BRAND.brand_id,
      business_type: 'brand',
      business_email: email,
      business_code: codeOf(email),
    });
    expect(done).toMatchObject({ status: true, message: MSG.loginSuccessful });
    expect(await t.call('Sign_In', { user_name: email, user_password: 'second123' })).toMatchObject({ status: false, message: MSG.auth.wrongLogin });
    expect(await t.call('Sign_In', { user_name: email, user_password: 'first123' })).toMatchObject({ status: true });
  });
});
