import { act, render, screen } from '@testing-library/react';
import { Countdown, CodeTimer, formatCountdown, formatMMSS, useCountdown } from './Countdown';

describe('formatting', () => {
  it('mm:ss and days hh:mm:ss', () => {
    expect(formatMMSS(900)).toBe('15:00');
    expect(formatMMSS(65)).toBe('01:05');
    expect(formatMMSS(-3)).toBe('00:00');
    expect(formatCountdown(93784)).toBe('1 day 02:03:04');
    expect(formatCountdown(2 * 86400 + 5)).toBe('2 days 00:00:05');
    expect(formatCountdown(0)).toBe('0 days 00:00:00');
  });
});

describe('useCountdown / CodeTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 900 seconds down as mm:ss and calls back once at zero', () => {
    const onZero = jest.fn();
    render(<CodeTimer seconds={900} onZero={onZero} />);
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('14:59');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('13:59');
    act(() => jest.advanceTimersByTime(838_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(onZero).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('reset restarts the timer', () => {
    let api: ReturnType<typeof useCountdown> | null = null;
    function Probe() {
      api = useCountdown(10);
      return <span>{api.text}</span>;
    }
    render(<Probe />);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('00:06')).toBeInTheDocument();
    act(() => api!.reset(900));
    expect(screen.getByText('15:00')).toBeInTheDocument();
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2024-06-01T00:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('counts down to an end date and ends at zero', () => {
    const onEnd = jest.fn();
    render(<Countdown to="2024-06-02T01:02:03Z" onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('1 day 01:02:03');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('1 day 01:02:00');
    act(() => jest.advanceTimersByTime(91_000_000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('0 days 00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('a past date shows zero (or the ended text)', () => {
    render(<Countdown to="2024-01-01T00:00:00Z" variant="compact" endedText="Expired" />);
    expect(screen.getByRole('timer')).toHaveTextContent('Expired');
  });
});
