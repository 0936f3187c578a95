import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageOffset, totalPages } from './Pagination';

describe('totalPages', () => {
  it('is ceil(total / size)', () => {
    expect(totalPages(0, 20)).toBe(0);
    expect(totalPages(1, 20)).toBe(1);
    expect(totalPages(20, 20)).toBe(1);
    expect(totalPages(21, 20)).toBe(2);
    expect(totalPages(95, 8)).toBe(12);
    expect(pageOffset(3, 20)).toBe(40);
  });
});

describe('Pagination', () => {
  it('disables Previous on page 1', async () => {
    const onChange = jest.fn();
    render(<Pagination page={1} total={45} pageSize={20} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    expect(screen.getByText(/Page/)).toHaveTextContent('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page', async () => {
    const onChange = jest.fn();
    render(<Pagination page={3} pages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('with a single page both are disabled, or nothing renders when asked', () => {
    const { rerender } = render(<Pagination page={1} total={5} pageSize={20} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    rerender(<Pagination page={1} total={5} pageSize={20} onChange={() => {}} hideIfSinglePage />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
