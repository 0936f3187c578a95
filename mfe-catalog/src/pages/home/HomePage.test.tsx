import '../../testing/polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import { COUNTS, MSG, PLACEHOLDERS } from '@ironscore/contract';
import { answerCalls, callMock, ok, payloadsOf, renderRoute } from '../../testing/helpers';
import { promo } from '../../testing/fixtures';
import { PRICE_DROP_PLACEHOLDERS } from '../../components/prices/PriceDrops';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const topSource = (i: number, category = 0) => ({
  source_id: i,
  source_name: `Top ${category}-${i}`,
  source_slug_url: `top-${category}-${i}`,
  source_profile_image: 'default.jpg',
  source_rating: 4.5,
  total_review: 3,
  total_views: 10,
  source_verification_status: '1',
  category_name: 'Pharma',
  user_name: 'o',
  user_profile_image: 'default.jpg',
  source_ranked: i,
});

afterEach(() => callMock().mockReset());

describe('home', () => {
  it('shows each block’s placeholders (spec counts) until its call answers', () => {
    answerCalls({
      Get_SourceCategories: 'pending',
      Get_TopSources: 'pending',
      Get_LastSourceReviews: 'pending',
      Get_LastBrandReviews: 'pending',
      Get_TopBrands: 'pending',
      Get_BrandProductMostViewed: 'pending',
      Get_PriceDrops: 'pending',
      Get_TopPromos: 'pending',
      Get_TopNews: 'pending',
      Get_LastTopComments: 'pending',
      Get_GeneralSettings: 'pending',
    });
    renderRoute('home', '/', '/');
    const counts = screen.getAllByTestId('placeholder').map((group) => group.childElementCount - 1);
    const [left, center, right] = PLACEHOLDERS.homeNews;
    expect(counts).toEqual([
      PLACEHOLDERS.homeSources,
      PLACEHOLDERS.homeReviews,
      PLACEHOLDERS.homeReviews,
      PLACEHOLDERS.homeBrands,
      PLACEHOLDERS.homeProducts,
      PRICE_DROP_PLACEHOLDERS,
      PLACEHOLDERS.homePromos,
      left,
      center,
      right,
      PLACEHOLDERS.homeReviews,
    ]);
    expect(payloadsOf('Get_BrandProductMostViewed')).toEqual([{ limit: COUNTS.mostViewedProducts }]);
    expect(payloadsOf('Get_TopSources')).toEqual([{ category_id: 0 }]);
  });

  it('reloads the top sources for a category button (0 for ALL)', async () => {
    answerCalls({
      Get_SourceCategories: ok([{ category_id: 4, category_name: 'Pharma', category_abbreviation: 'PH' }]),
      Get_TopSources: (p: Record<string, unknown>) => ok([1, 2, 3].map((i) => topSource(i, Number(p.category_id)))),
    });
    renderRoute('home', '/', '/');
    expect(await screen.findByRole('heading', { name: 'Top 0-1' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Pharma' }));
    expect(await screen.findByRole('heading', { name: 'Top 4-1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ALL' }));
    expect(await screen.findByRole('heading', { name: 'Top 0-1' })).toBeInTheDocument();
    // Get_TopSources is one of the spec's 5-minute cached lists: ALL again is served from the cache.
    expect(payloadsOf('Get_TopSources')).toEqual([{ category_id: 0 }, { category_id: 4 }]);
  });

  /** Renders the home page with three top sources; `current()` is the active slide's index. */
  async function renderCoverflow() {
    answerCalls({ Get_TopSources: ok([1, 2, 3].map((i) => topSource(i))) });
    renderRoute('home', '/', '/');
    await act(async () => undefined);
    // The reply reaches React after that flush (through the query cache): let React's scheduler, on fake timers too, render it.
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    return () => screen.getAllByRole('button', { name: /Go to slide/ }).findIndex((b) => b.getAttribute('aria-current'));
  }
  // jsdom runs no CSS transitions: end each slide's move as a browser does (Swiper's autoplay waits for
  // it), once a move that started Swiper (its chunk loads first) has begun.
  const advance = async (ms: number) => {
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
    await act(async () => {
      document.querySelector('.swiper-wrapper')?.dispatchEvent(new Event('transitionend'));
    });
  };

  it('autoplays the top sources coverflow every 3 s (the first move starts Swiper)', async () => {
    jest.useFakeTimers();
    try {
      const current = await renderCoverflow();
      expect(current()).toBe(0);
      // Nothing moves before the first 3 s (Swiper is not started while the page loads).
      await advance(100);
      expect(current()).toBe(0);
      await advance(3000);
      expect(current()).toBe(1);
      await advance(3000);
      expect(current()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not autoplay the coverflow under prefers-reduced-motion', async () => {
    jest.useFakeTimers();
    // jsdom's matchMedia (jest.polyfills-dom.cjs), matching the reduced-motion query only.
    const plain = window.matchMedia.bind(window);
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ ...plain(query), matches: query.includes('prefers-reduced-motion: reduce') }));
    try {
      const current = await renderCoverflow();
      await advance(100);
      await advance(3000);
      await advance(3000);
      expect(current()).toBe(0);
    } finally {
      matchMedia.mockRestore();
      jest.useRealTimers();
    }
  });

  it('shows promos with coupon code or Promotion badge and a countdown, news columns and links', async () => {
    answerCalls({
      Get_TopPromos: ok([promo(), promo({ promo_id: 42, promo_name: 'Free shipping', promo_slug_url: 'free-shipping', promo_code: '' })]),
      Get_TopNews: ok([
        { news_name: 'Left one', news_slug_url: 'left-one', news_image: 'a.jpg', position: 'left' },
        { news_name: 'Center one', news_slug_url: 'center-one', news_image: 'b.jpg', position: 'center' },
        { news_name: 'Right one', news_slug_url: 'right-one', news_image: 'c.jpg', position: 'right' },
      ]),
      Get_TopBrands: ok([]),
    });
    renderRoute('home', '/', '/');
    expect(await screen.findByText('SPRING20')).toBeInTheDocument();
    expect(screen.getByText(MSG.catalogue.promotion)).toBeInTheDocument();
    expect(screen.getAllByTestId('countdown').length).toBe(2);
    expect(screen.getByRole('link', { name: 'Free shipping' })).toHaveAttribute('href', '/promo/free-shipping');
    // The sections under the first screen show one after the other (one idle period each).
    expect(await screen.findByRole('link', { name: 'Center one' })).toHaveAttribute('href', '/news/center-one');
    expect(screen.getByRole('link', { name: MSG.catalogue.priceMatcher })).toHaveAttribute('href', '/product-price-matcher');
    expect(screen.getByRole('link', { name: /All brands/ })).toHaveAttribute('href', '/brands');
    expect(screen.getByRole('link', { name: /All news/ })).toHaveAttribute('href', '/news');
  });
});
