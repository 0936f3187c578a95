import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { emit } from '@ironscore/events';
import { renderToString } from 'react-dom/server';
import { PageMetaCollectorContext, PageMetaOutlet, usePageMeta, type PageMeta } from './pageMeta';

let navigate: NavigateFunction = () => undefined;
function Page({ meta, ready }: { meta: PageMeta; ready?: boolean }) {
  navigate = useNavigate();
  usePageMeta(meta, ready);
  return null;
}

function renderAt(url: string, page: React.ReactNode, outlet: React.ReactNode, outletFirst = false) {
  const routes = (
    <Routes>
      <Route path="/source/:slug" element={page} />
      <Route path="*" element={<Page meta={{}} ready={false} />} />
    </Routes>
  );
  return render(
    <MemoryRouter initialEntries={[url]}>
      {outletFirst ? outlet : routes}
      {outletFirst ? routes : outlet}
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.title = '';
  document.head.innerHTML = '';
});

describe('page metadata', () => {
  it.each([false, true])('applies what the shown page sent, whichever renders first (outlet first: %s)', (outletFirst) => {
    renderAt(
      '/source/alpha',
      <Page meta={{ title: 'Alpha Reviews | IronScore', description: 'Reviews of Alpha' }} />,
      <PageMetaOutlet fallbackTitle="IronScore" fallbackDescription="Site description" />,
      outletFirst,
    );
    expect(document.title).toBe('Alpha Reviews | IronScore');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Reviews of Alpha');
  });

  it('falls back to the site title on a page that sent nothing, never keeping the previous page\'s', () => {
    renderAt('/source/alpha', <Page meta={{ title: 'Alpha' }} />, <PageMetaOutlet fallbackTitle="IronScore" fallbackDescription="Site" />);
    expect(document.title).toBe('Alpha');
    act(() => navigate('/news'));
    expect(document.title).toBe('IronScore');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Site');
  });

  it('sends nothing while the page is not ready', () => {
    renderAt('/source/gamma', <Page meta={{ title: 'Gamma' }} ready={false} />, <PageMetaOutlet fallbackTitle="IronScore" />);
    expect(document.title).toBe('IronScore');
  });

  it('ignores metadata sent for another path (a late answer of the previous page)', () => {
    renderAt('/source/alpha', <Page meta={{ title: 'Alpha' }} />, <PageMetaOutlet fallbackTitle="IronScore" />);
    act(() => emit('page:meta', { path: '/source/beta', title: 'Beta' }));
    expect(document.title).toBe('IronScore');
  });

  it('keeps a title the host fixed, whatever the page sends', () => {
    renderAt('/source/alpha', <Page meta={{ title: 'Alpha' }} />, <PageMetaOutlet fallbackTitle="IronScore" fixedTitle="demo | Profile" />);
    expect(document.title).toBe('demo | Profile');
  });

  it('keeps the canonical URL, Open Graph and Twitter tags and the JSON-LD in step with the shown page', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Alpha' };
    renderAt('/source/alpha', <Page meta={{ title: 'Alpha', description: 'About Alpha', structuredData: data }} />, <PageMetaOutlet fallbackTitle="IronScore" fallbackDescription="Site" />);
    const head = document.head;
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/source/alpha`);
    expect(head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Alpha');
    expect(head.querySelector('meta[property="og:description"]')).toHaveAttribute('content', 'About Alpha');
    expect(head.querySelector('meta[name="twitter:title"]')).toHaveAttribute('content', 'Alpha');
    expect(JSON.parse(head.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual(data);
    act(() => navigate('/news'));
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/news`);
    expect(head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'IronScore');
    expect(head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('hands the metadata to a server render’s collector (effects do not run there), once the page is ready', () => {
    const collected: PageMeta[] = [];
    const serverRender = (ready: boolean) =>
      renderToString(
        <PageMetaCollectorContext.Provider value={{ record: (meta) => void collected.push(meta) }}>
          <MemoryRouter initialEntries={['/source/alpha']}>
            <Page meta={{ title: 'Alpha', description: 'About', structuredData: { '@type': 'Organization' } }} ready={ready} />
          </MemoryRouter>
        </PageMetaCollectorContext.Provider>,
      );
    serverRender(false);
    expect(collected).toEqual([]);
    serverRender(true);
    expect(collected).toEqual([{ title: 'Alpha', description: 'About', structuredData: { '@type': 'Organization' } }]);
  });
});
