import '../../testing/polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MSG } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { answerCalls, callMock, currentUrl, ok, payloadsOf, refused, renderRoute } from '../../testing/helpers';
import { promo, sourceDetail } from '../../testing/fixtures';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../../reviews/ReviewSection', () => jest.requireActual('../../testing/stubs').reviewSectionStub);
jest.mock('../../actions/FavoriteButton', () => jest.requireActual('../../testing/stubs').favoriteButtonStub);
jest.mock('../../actions/ShareButton', () => jest.requireActual('../../testing/stubs').shareButtonStub);

const member = { user_id: 3, user_email: 'm@x.example', user_name: 'member', user_verification_status: 1, user_type: 'member' as const };

afterEach(() => {
  callMock().mockReset();
  useSession.setState({ user: null, token: null });
});

describe('source detail', () => {
  it('shows placeholders, then the source with header, sub-ratings, facts and the review section', async () => {
    let answer: (v: unknown) => void = () => undefined;
    answerCalls({
      Get_Source: () => new Promise((r) => (answer = r)),
      Get_PromoBySource: ok([promo()]),
      Get_GeneralSettings: ok({ general_site_title: 'IronScore', seo_source_detail: '{source_name} Reviews | IronScore' }),
    });
    renderRoute('source', '/source/:source_slug_url', '/source/alpha-labs');
    expect(screen.getAllByTestId('placeholder').length).toBeGreaterThan(0);
    expect(payloadsOf('Get_Source')).toEqual([{ source_slug_url: 'alpha-labs' }]);

    await act(async () => answer(ok(sourceDetail())));
    expect(screen.getByRole('heading', { level: 1, name: 'Alpha Labs' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByTestId('review-section')).toHaveTextContent('source:7');
    expect(screen.getByText('since 2015')).toBeInTheDocument();
    for (const label of ['Contact', 'Delivery', 'Quality', 'Pricing', 'Support']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    // Facts: restricted countries is empty → 'Unspecified'.
    const restricted = screen.getByText('Restricted countries').closest('div') as HTMLElement;
    expect(within(restricted).getByText(MSG.unspecified)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bitcoin' })).toBeInTheDocument();
    // Active promo on top, the countdown running.
    expect(await screen.findByRole('link', { name: 'Spring sale 20% off' })).toHaveAttribute('href', '/promo/spring-sale');
    expect(screen.getAllByTestId('countdown').length).toBeGreaterThan(0);
    expect(payloadsOf('Get_PromoBySource')).toEqual([{ source_id: 7 }]);
    expect(document.title).toBe('Alpha Labs Reviews | IronScore');
  });

  it('shows the unusual-activity notice while new reviews are held (review_hold), and none otherwise', async () => {
    answerCalls({ Get_Source: ok(sourceDetail({ review_hold: 1 })), Get_PromoBySource: ok([]) });
    const first = renderRoute('source', '/source/:source_slug_url', '/source/alpha-labs');
    expect(await screen.findByText(MSG.manage.unusualActivity)).toHaveAttribute('role', 'status');
    first.unmount();
    answerCalls({ Get_Source: ok(sourceDetail()), Get_PromoBySource: ok([]) });
    renderRoute('source', '/source/:source_slug_url', '/source/beta-labs');
    await screen.findByRole('heading', { level: 1, name: 'Alpha Labs' });
    expect(screen.queryByText(MSG.manage.unusualActivity)).not.toBeInTheDocument();
  });

  it('records one page view per load', async () => {
    answerCalls({ Get_Source: ok(sourceDetail()), Get_PromoBySource: ok([]) });
    renderRoute('source', '/source/:source_slug_url', '/source/alpha-labs');
    await screen.findByRole('heading', { level: 1, name: 'Alpha Labs' });
    await act(async () => undefined);
    expect(payloadsOf('Set_PageViews')).toEqual([{ parent_id: 7, view_type: 'source' }]);
  });

  it('goes to /404 for an unknown slug', async () => {
    answerCalls({ Get_Source: refused('Source not found.') });
    const view = renderRoute('source', '/source/:source_slug_url', '/source/nope');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
    expect(currentUrl(view)).toBe('/404');
    expect(payloadsOf('Set_PageViews')).toEqual([]);
  });

  it('goes to /404 when the load fails', async () => {
    answerCalls({ Get_Source: null });
    renderRoute('source', '/source/:source_slug_url', '/source/alpha-labs');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
  });

  it('offers an unclaimed listing to a signed-out visitor and starts the claim', async () => {
    answerCalls({ Get_Source: ok(sourceDetail({ user_id: 1 })), Get_PromoBySource: ok([]) });
    const claims: unknown[] = [];
    const off = on('auth:claim', (d) => claims.push(d));
    renderRoute('source', '/source/:source_slug_url', '/source/alpha-labs');
    expect(await screen.findByRole('heading', { name: MSG.claim.isThisYourCompany })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: MSG.claim.getFreeAccount }));
    expect(claims).toEqual([{ business_id: 7, business_type: 'source', name: 'Alpha Labs', website: 'https://www.alpha-labs.example' }]);
    off();
  });

  it('does not show the claim card to a signed-in user nor for a claimed listing', async () => {
    answerCalls({ Get_Source: ok(sourceDetail({ user_id: 1 })), Get_PromoBySource: ok([]) });
    useSession.setState({ user: member, token: 't' });
    const first = renderRoute('source', '/source/:source_slug_url', '/source/alpha-labs');
    await screen.findByRole('heading', { level: 1, name: 'Alpha Labs' });
    expect(screen.queryByText(MSG.claim.isThisYourCompany)).not.toBeInTheDocument();
    first.unmount();

    useSession.setState({ user: null, token: null });
    answerCalls({ Get_Source: ok(sourceDetail({ user_id: 55 })), Get_PromoBySource: ok([]) });
    renderRoute('source', '/source/:source_slug_url', '/source/alpha-labs');
    await screen.findByRole('heading', { level: 1, name: 'Alpha Labs' });
    expect(screen.queryByText(MSG.claim.isThisYourCompany)).not.toBeInTheDocument();
  });
});
