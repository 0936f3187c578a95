import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AnalyticsProvider, PageViewReporter } from './PageViewReporter';

describe('PageViewReporter', () => {
  it('reports each navigation once, with the previous page as referrer', async () => {
    const pageView = jest.fn();
    const router = createMemoryRouter([{ path: '*', element: <PageViewReporter /> }], { initialEntries: ['/'] });
    render(
      <StrictMode>
        <AnalyticsProvider value={{ pageView }}>
          <RouterProvider router={router} />
        </AnalyticsProvider>
      </StrictMode>,
    );
    await act(() => router.navigate('/sources'));
    await act(() => router.navigate('/sources?page=2'));
    await act(() => router.navigate('/source/alpha'));
    expect(pageView.mock.calls.map(([view]) => view)).toEqual([
      { path: '/', referrer: '' },
      { path: '/sources', referrer: '/' },
      { path: '/sources?page=2', referrer: '/sources' },
      { path: '/source/alpha', referrer: '/sources?page=2' },
    ]);
  });
});
