import '../testing/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MSG, SEARCH_CLEAR_MS } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { SearchBox } from './SearchBox';
import { useSearch, SEARCH_DEBOUNCE_MS, type SearchCall } from '../lib/useSearch';
import { callMock, ok, payloadsOf } from '../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

function Harness({ call, onlyProducts }: { call: SearchCall; onlyProducts?: boolean }) {
  const search = useSearch(call, onlyProducts ? { onlyType: 'product' } : {});
  return (
    <MemoryRouter>
      <SearchBox search={search} label="Search" placeholder="Search..." />
    </MemoryRouter>
  );
}

const results = [
  { type: 'source', name: 'Alpha Labs', image: 'a.jpg', url: '/source/alpha-labs' },
  { type: 'product', name: 'Alpha Test 250', image: 'b.jpg', url: '/brand/alpha/alpha-test-250' },
  { type: 'news', name: 'Alpha news', image: 'c.jpg', url: '/news/alpha-news' },
];

beforeEach(() => {
  jest.useFakeTimers();
  callMock().mockImplementation(() => Promise.resolve(ok(results)));
});
afterEach(() => {
  jest.useRealTimers();
  callMock().mockReset();
});

const type = (value: string) => fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value } });
const settle = async (ms = SEARCH_DEBOUNCE_MS) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  // The reply of a search started by that pause reaches React after the first flush (it travels
  // through the query cache); let React's scheduler, also on fake timers, render it.
  await act(async () => {
    jest.advanceTimersByTime(0);
  });
};

describe('search box (home and price matcher)', () => {
  it('sends nothing below 3 trimmed characters', async () => {
    render(<DataProvider><Harness call="Get_SearchText" /></DataProvider>);
    type('al');
    await settle();
    type('  al  ');
    await settle();
    expect(callMock()).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches from 3 trimmed characters and lists results with links', async () => {
    render(<DataProvider><Harness call="Get_SearchText" /></DataProvider>);
    type(' alp ');
    await settle();
    expect(payloadsOf('Get_SearchText')).toEqual([{ searchText: 'alp' }]);
    expect(screen.getByRole('link', { name: /Alpha Labs/ })).toHaveAttribute('href', '/source/alpha-labs');
    expect(screen.getByRole('link', { name: /Alpha news/ })).toHaveAttribute('href', '/news/alpha-news');
  });

  it("shows 'Search result not found!' for an empty answer", async () => {
    callMock().mockImplementation(() => Promise.resolve(ok([])));
    render(<DataProvider><Harness call="Get_SearchText" /></DataProvider>);
    type('zzzz');
    await settle();
    expect(screen.getByText(MSG.empty.searchNotFound)).toBeInTheDocument();
  });

  it('clears the text and results 500 ms after the field loses focus (not before)', async () => {
    render(<DataProvider><Harness call="Get_SearchText" /></DataProvider>);
    const input = screen.getByRole('combobox', { name: 'Search' });
    type('alpha');
    await settle();
    expect(screen.getByRole('link', { name: /Alpha Labs/ })).toBeInTheDocument();
    fireEvent.blur(input);
    await settle(SEARCH_CLEAR_MS - 1);
    expect(input).toHaveValue('alpha');
    expect(screen.getByRole('link', { name: /Alpha Labs/ })).toBeInTheDocument();
    await settle(1);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('link', { name: /Alpha Labs/ })).not.toBeInTheDocument();
  });

  it('keeps the text when focused again within 500 ms', async () => {
    render(<DataProvider><Harness call="Get_SearchText" /></DataProvider>);
    const input = screen.getByRole('combobox', { name: 'Search' });
    type('alpha');
    await settle();
    fireEvent.blur(input);
    await settle(200);
    fireEvent.focus(input);
    await settle(SEARCH_CLEAR_MS);
    expect(input).toHaveValue('alpha');
  });

  it('price matcher keeps only product results (Get_BrandProductSearchtext)', async () => {
    render(<DataProvider><Harness call="Get_BrandProductSearchtext" onlyProducts /></DataProvider>);
    type('alpha');
    await settle();
    expect(payloadsOf('Get_BrandProductSearchtext')).toEqual([{ searchText: 'alpha' }]);
    expect(screen.getByRole('link', { name: /Alpha Test 250/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Alpha Labs/ })).not.toBeInTheDocument();
  });
});
