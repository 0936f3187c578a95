import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RankBadge } from './RankBadge';

describe('RankBadge', () => {
  it.each([
    [0, 'Newcomer'],
    [1, 'Iron Seeker'],
    [2, 'Steel Grinder'],
    [3, 'Muscle Architect'],
    [4, 'Titan of Iron'],
    [999, 'Source Rank'],
    [998, 'Brand Rank'],
    [5, 'Unknown'],
    [-1, 'Unknown'],
  ])('rank %p reads %p', (rankNo, name) => {
    render(<RankBadge rankNo={rankNo} score={10} />);
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('reads the API user_rank object and a missing rank as Unknown', () => {
    const { rerender } = render(<RankBadge rank={{ rank_no: '3' }} score={120} />);
    expect(screen.getByText('Muscle Architect')).toBeInTheDocument();
    rerender(<RankBadge rank={null} />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('shows the karma points in a tooltip on hover', async () => {
    render(<RankBadge rankNo={2} score={345} />);
    const badge = screen.getByRole('img', { name: 'Steel Grinder, Karma Point : 345' });
    expect(badge).toHaveTextContent('Steel Grinder');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Karma Point : 345');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
