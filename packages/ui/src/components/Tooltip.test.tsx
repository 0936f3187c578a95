import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Tooltip } from './Tooltip';
import { TooltipPopup } from './TooltipPopup';

describe('Tooltip', () => {
  it('renders the trigger as the Radix trigger renders it closed (the request-time render hydrates unchanged)', () => {
    const trigger = <button type="button">Karma</button>;
    const light = renderToString(<Tooltip content="Karma Point : 3">{trigger}</Tooltip>);
    const radix = renderToString(
      <TooltipPopup content="Karma Point : 3" side="top" delay={200} open={false} refocus={false}>
        {trigger}
      </TooltipPopup>,
    );
    expect(light).toBe(radix);
    expect(light).toBe('<button type="button" data-state="closed">Karma</button>');
  });

  it('shows on keyboard focus, describes its trigger, keeps the focus there and closes on Escape', async () => {
    render(
      <Tooltip content="Karma Point : 3">
        <button type="button">Karma</button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Karma Point : 3');
    const trigger = screen.getByRole('button', { name: 'Karma' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('does not show when the pointer leaves before the delay', async () => {
    jest.useFakeTimers();
    try {
      render(
        <Tooltip content="Karma Point : 3" delay={200}>
          <span>Karma</span>
        </Tooltip>,
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.hover(screen.getByText('Karma'));
      await user.unhover(screen.getByText('Karma'));
      await act(async () => jest.advanceTimersByTime(500));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
