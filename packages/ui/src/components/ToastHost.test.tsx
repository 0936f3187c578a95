import { act, render, screen } from '@testing-library/react';
import { emit, toast } from '@ironscore/events';
import { ToastHost } from './ToastHost';

describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast on the toast event and hides it after 2 s', () => {
    render(<ToastHost />);
    act(() => emit('toast', { kind: 'success', text: 'Your comment is live!' }));
    expect(screen.getByText('Your comment is live!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('Your comment is live!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(150));
    expect(screen.queryByText('Your comment is live!')).not.toBeInTheDocument();
  });

  it('honours ms and title, and the toast() helper', () => {
    render(<ToastHost />);
    act(() => toast('error', 'Bad things', { title: 'Error!', ms: 1000 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error!');
    expect(screen.getByRole('alert')).toHaveTextContent('Bad things');
    act(() => jest.advanceTimersByTime(1001));
    expect(screen.queryByText('Bad things')).not.toBeInTheDocument();
  });

  it('can be closed by hand', () => {
    render(<ToastHost />);
    act(() => toast('info', 'Hello'));
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});
