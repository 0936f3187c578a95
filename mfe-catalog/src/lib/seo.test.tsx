import '../test/polyfills';
import { useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { answerCalls, callMock, ok } from '../testing/helpers';
import { fillTemplate, useSeo } from './seo';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

afterEach(() => callMock().mockReset());

/** The shell's TitleManager: the site title on every navigation, in a layout effect. */
function ShellTitleReset() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    document.title = 'IronScore';
  }, [key]);
  return null;
}

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

  it('writes the title again when only the query changes (the shell resets it on every navigation)', async () => {
    answerCalls({ Get_GeneralSettings: ok({ general_site_title: 'IronScore', seo_source_list: 'Best Sources | {site_title}' }) });
    render(
      <MemoryRouter initialEntries={['/sources']}>
        <ShellTitleReset />
        <ListPage />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(document.title).toBe('Best Sources | IronScore');
    await act(async () => navigate('/sources?page=2'));
    expect(document.title).toBe('Best Sources | IronScore');
  });
});
