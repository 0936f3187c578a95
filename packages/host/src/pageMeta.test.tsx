import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { emit } from '@ironscore/events';
import { PageMetaOutlet, usePageMeta, type PageMeta } from './pageMeta';

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
});
