import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StateButton } from './StateButton';

const labels = { off: 'Favorite', on: 'Unfavorite' };

describe('StateButton', () => {
  it('shows no state while the answer is unknown: neutral, disabled and busy, a click does nothing', async () => {
    const onClick = jest.fn();
    render(<StateButton on={null} labels={labels} pressed onClick={onClick} />);
    const button = screen.getByRole('button', { busy: true });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-pressed');
    expect(button).toHaveAttribute('data-state', 'unknown');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the label, variant and pressed state of the known state', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<StateButton on={false} labels={labels} pressed onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Favorite', pressed: false }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<StateButton on labels={labels} pressed onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Unfavorite', pressed: true })).toBeEnabled();
    rerender(<StateButton on labels={{ off: 'Follow', on: 'Unfollow' }} onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Unfollow' })).not.toHaveAttribute('aria-pressed');
  });
});
