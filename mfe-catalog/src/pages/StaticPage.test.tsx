import '../testing/polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '@ironscore/api';
import { PageMetaOutlet } from '@ironscore/host';
import App, { preloadPages } from '../App';

jest.mock('@ironscore/api', () => ({
  ...jest.requireActual('@ironscore/api'),
  api: { call: jest.fn() },
}));
const call = api.call as unknown as jest.Mock;

function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/page/:page_slug_url" element={<App route="page" />} />
        <Route path="/404" element={<p>not found view</p>} />
      </Routes>
      <PageMetaOutlet fallbackTitle="IronScore" />
    </MemoryRouter>,
  );
}

// The page is a lazy chunk: load it first, so it renders synchronously.
beforeAll(() => preloadPages());
afterEach(() => call.mockReset());

describe('static page /page/{slug}', () => {
  it('shows placeholders, then page_name as heading, the seo_page_detail title and the sanitized content', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pageReply = new Promise((resolve) => (answer = resolve));
    const settings = { general_site_title: 'IronScore', seo_page_detail: '{page_name} | {site_title}' };
    call.mockImplementation((name: string) =>
      name === 'Get_GeneralSettings' ? Promise.resolve({ status: true, message: '', data: settings }) : pageReply,
    );
    renderPage('/page/about-us');
    expect(screen.getAllByTestId('placeholder').length).toBeGreaterThan(0);
    expect(call).toHaveBeenCalledWith('Get_Page', { page_slug_url: 'about-us' }, { signal: expect.any(AbortSignal) });

    answer({
      status: true,
      message: '',
      data: {
        page_id: 1,
        page_name: 'About Us',
        page_slug_url: 'about-us',
        page_content: '<p>We review <strong>supplements</strong>.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
      },
    });
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('supplements')).toBeInTheDocument();
    expect(document.title).toBe('About Us | IronScore');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByTestId('placeholder')).not.toBeInTheDocument();
  });

  it('goes to the not-found view for an unknown slug', async () => {
    call.mockResolvedValue({ status: false, message: 'Page not found', data: null });
    renderPage('/page/nope');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
  });

  it('goes to the not-found view when the load fails', async () => {
    call.mockResolvedValue(null);
    renderPage('/page/about-us');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
  });
});
