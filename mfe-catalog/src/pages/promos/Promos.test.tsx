import '../../testing/polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import { MSG, PAGE_SIZE } from '@ironscore/contract';
import { answerCalls, callMock, currentUrl, ok, payloadsOf, refused, renderRoute } from '../../testing/helpers';
import { promo } from '../../testing/fixtures';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../../actions/ShareButton', () => jest.requireActual('../../testing/stubs').shareButtonStub);

afterEach(() => callMock().mockReset());

describe('promotions list', () => {
  it("is titled 'Promotions Ads', shows 8 placeholders, then cards with countdowns; pages via the address", async () => {
    let answer: (v: unknown) => void = () => undefined;
    answerCalls({ Get_PromoPagination: () => new Promise((r) => (answer = r)) });
    const view = renderRoute('promos', '/promos', '/promos');
    expect(screen.getByRole('heading', { name: MSG.catalogue.promotionsAds })).toBeInTheDocument();
    expect(screen.getByTestId('placeholder').childElementCount - 1).toBe(PAGE_SIZE.promos);
    expect(payloadsOf('Get_PromoPagination')).toEqual([{ limit: 8, offset: 0 }]);
    await act(async () =>
      answer(ok(Array.from({ length: 8 }, (_, i) => promo({ promo_id: i + 1, promo_name: `Promo ${i + 1}`, promo_slug_url: `p-${i + 1}` })), 12)),
    );
    expect(screen.getAllByTestId('countdown')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Promo 1' })).toHaveAttribute('href', '/promo/p-1');
    // The first card's image is the page's largest paint above the fold: loaded at once, first.
    const images = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual(['eager', ...Array(7).fill('lazy')]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentUrl(view)).toBe('/promos?page=2');
    expect(payloadsOf('Get_PromoPagination').at(-1)).toEqual({ limit: 8, offset: 8 });
    await act(async () => answer(ok([], 12)));
  });

  it('shows the empty text', async () => {
    answerCalls({ Get_PromoPagination: ok([], 0) });
    renderRoute('promos', '/promos', '/promos');
    expect(await screen.findByText(MSG.empty.noRecordFound)).toBeInTheDocument();
  });
});

describe('promotion detail', () => {
  it('shows the coupon code box with a copy button, views, source link and the countdown (/promos/ alias too)', async () => {
    answerCalls({ Get_Promo: ok(promo()) });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderRoute('promo-alias', '/promos/:promo_slug_url', '/promos/spring-sale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring sale 20% off' })).toBeInTheDocument();
    expect(payloadsOf('Get_Promo')).toEqual([{ promo_slug_url: 'spring-sale' }]);
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('SPRING20');
    expect(screen.getAllByText(MSG.catalogue.couponCode).length).toBeGreaterThan(0);
    expect(screen.getByText(/88 views/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alpha Labs/ })).toHaveAttribute('href', '/source/alpha-labs');
    expect(screen.getByTestId('countdown')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/3 days/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('SPRING20');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(payloadsOf('Set_PageViews')).toEqual([{ parent_id: 41, view_type: 'promo' }]);
  });

  it("shows a 'Promotion' label when the promo has no code", async () => {
    answerCalls({ Get_Promo: ok(promo({ promo_code: undefined })) });
    renderRoute('promo', '/promo/:promo_slug_url', '/promo/spring-sale');
    expect(await screen.findByText(MSG.catalogue.promotion)).toBeInTheDocument();
    expect(screen.queryByTestId('coupon-code')).not.toBeInTheDocument();
  });

  it('goes to /404 for an unknown promo', async () => {
    answerCalls({ Get_Promo: refused() });
    const view = renderRoute('promo', '/promo/:promo_slug_url', '/promo/nope');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
    expect(currentUrl(view)).toBe('/404');
  });
});
