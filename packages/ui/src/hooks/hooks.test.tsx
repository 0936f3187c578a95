import { act, render, screen } from '@testing-library/react';
import { emit } from '@ironscore/events';
import { useDebouncedValue, useEvent } from './index';

function Listener() {
  const seen: string[] = [];
  useEvent('toast', (d) => {
    seen.push(d.text);
    document.body.dataset.lastToast = d.text;
  });
  return null;
}

function Debounced({ v }: { v: string }) {
  const d = useDebouncedValue(v, 500);
  return <span>value:{d}</span>;
}

describe('hooks', () => {
  it('useEvent bridges the event bus and unsubscribes on unmount', () => {
    const { unmount } = render(<Listener />);
    act(() => emit('toast', { kind: 'info', text: 'one' }));
    expect(document.body.dataset.lastToast).toBe('one');
    unmount();
    act(() => emit('toast', { kind: 'info', text: 'two' }));
    expect(document.body.dataset.lastToast).toBe('one');
  });

  it('useDebouncedValue waits', () => {
    jest.useFakeTimers();
    const { rerender } = render(<Debounced v="a" />);
    rerender(<Debounced v="ab" />);
    expect(screen.getByText('value:a')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText('value:ab')).toBeInTheDocument();
    jest.useRealTimers();
  });
});
