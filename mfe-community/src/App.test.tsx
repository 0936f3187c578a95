import './testing/polyfills';
import { act, screen } from '@testing-library/react';
import { MSG } from '@ironscore/contract';
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

test('/community/search reads "Very soon"', async () => {
  renderRoute('search', '/community/search', '/community/search');
  expect(await screen.findByText('Very soon')).toBeInTheDocument();
});
