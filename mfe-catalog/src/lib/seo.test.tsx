import '../testing/polyfills';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { PageMetaOutlet } from '@ironscore/host';
import { DataProvider } from '@ironscore/data';
import { answerCalls, callMock, ok } from '../testing/helpers';
import { fillTemplate, useSeo } from './seo';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

afterEach(() => callMock().mockReset());

let navigate: NavigateFunction = () => undefined;
function ListPage() {
  navigate = useNavigate();
  useSeo('seo_source_list', {}, 'Best in Sources');
  return null;
}

describe('useSeo', () => {
  it('fills placeholders and drops unknown ones', () => {
    expect(fillTemplate('{source_name} Reviews | {site_title}', { source_name: 'irondepot', site_title: 'IronScore' })).toBe(
      'irondepot Reviews | IronScore',
    );
    expect(fillTemplate('{nope} Reviews', {})).toBe('Reviews');
  });

  it('keeps the title when only the query changes, whatever order the effects run in', async () => {
    answerCalls({ Get_GeneralSettings: ok({ general_site_title: 'IronScore', seo_source_list: 'Best Sources | {site_title}' }) });
    render(
      <DataProvider>
        <MemoryRouter initialEntries={['/sources']}>
          <Routes>
            <Route path="/sources" element={<ListPage />} />
            <Route path="*" element={null} />
          </Routes>
          <PageMetaOutlet fallbackTitle="IronScore" />
        </MemoryRouter>
      </DataProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Best Sources | IronScore'));
    expect(document.querySelector('meta[name="description"]')).toBeNull();
    await act(async () => navigate('/sources?page=2'));
    expect(document.title).toBe('Best Sources | IronScore');
    // Another page that sends nothing gets the fallback, never the previous page's title.
    await act(async () => navigate('/elsewhere'));
    expect(document.title).toBe('IronScore');
  });
});
