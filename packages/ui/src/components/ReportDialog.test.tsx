import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_REASONS } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { ReportDialog } from './ReportDialog';

describe('ReportDialog', () => {
  it('lists every reason and requires one, with the spec message', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const toasts = jest.fn();
    const off = on('toast', toasts);
    render(<ReportDialog open onClose={() => {}} onSubmit={onSubmit} />);
    expect(await screen.findAllByRole('radio')).toHaveLength(REPORT_REASONS.length);
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a reason for complaint!');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toasts).toHaveBeenCalledWith({ kind: 'warning', text: 'Please check all fields!' });
    off();
  });

  it('sends the chosen reason and closes on success', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    render(<ReportDialog open onClose={onClose} onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Spam or Promotion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith('Spam or Promotion');
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open and re-enables the button when sending fails', async () => {
    let reject!: (e: Error) => void;
    const onSubmit = jest.fn(() => new Promise((_, r) => (reject = r)));
    const onClose = jest.fn();
    render(<ReportDialog open onClose={onClose} onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Off-Topic' }));
    await userEvent.click(screen.getByRole('button', { name: /Send report/ }));
    expect(screen.getByRole('button', { name: /Send report/ })).toBeDisabled();
    await act(async () => reject(new Error('boom')));
    expect(screen.getByRole('button', { name: /Send report/ })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
