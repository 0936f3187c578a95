import './testing/polyfills';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import App from './App';
import { answerCalls, renderRoute, signedIn } from './testing/helpers';
import { resetStartLoader, START_LOADER_MS } from './lib/useStartLoader';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

beforeEach(() => {
  signedIn(null);
  answerCalls({});
});

test('the view shows its loader for 1.5 s at start, then the page; later pages come without it', async () => {
  jest.useFakeTimers();
  try {
    resetStartLoader();
    const first = renderRoute('search', '/community/search', '/community/search');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the community...');
    expect(screen.queryByText(MSG.verySoon)).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(START_LOADER_MS - 10);
    });
    expect(screen.queryByText(MSG.verySoon)).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(20);
    });
    expect(screen.getByText(MSG.verySoon)).toBeInTheDocument();
    first.unmount();
    renderRoute('search', '/community/search', '/community/search');
    expect(screen.getByText(MSG.verySoon)).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a page the server rendered (the served page) is hydrated as it is: its content, no loader over it, nothing rendered again', async () => {
  resetStartLoader();
  const page = (
    <MemoryRouter initialEntries={['/community/search']}>
      <Routes>
        <Route path="/community/search" element={<App route="search" />} />
      </Routes>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  // The server's markup is the page, not the loader.
  expect(container).toHaveTextContent(MSG.verySoon);
  expect(container.querySelector('[role="status"]')).toBeNull();
  document.body.append(container);
  const text = container.querySelector('p, h1, h2, div');
  const recoverable = jest.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByText(MSG.verySoon)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('p, h1, h2, div')).toBe(text); // the same elements: hydrated, not replaced
  } finally {
    act(() => root?.unmount());
    container.remove();
  }
});

test('/community/search reads "Very soon"', async () => {
  renderRoute('search', '/community/search', '/community/search');
  expect(await screen.findByText('Very soon')).toBeInTheDocument();
});
