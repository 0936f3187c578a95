import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertDialog, on } from '@ironscore/events';
import { confirm } from '@ironscore/ui';
import { AlertHostSlot } from './AlertHostSlot';

describe('AlertHostSlot (the alert dialogs load on the first alert)', () => {
  it('shows an alert that arrived before the dialog code, and answers its closing', async () => {
    render(<AlertHostSlot />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    let closed = false;
    const off = on('alert:closed', ({ id }) => (closed ||= id === 'oops'));
    act(() => alertDialog('error', 'Oops...', 'Something went wrong.', { id: 'oops' }));
    expect(await screen.findByRole('alertdialog', { name: 'Oops...' })).toHaveTextContent('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => {});
    expect(closed).toBe(true);
    off();
  });

  it('asks a confirmation in the dialog (never window.confirm), in arrival order with a later alert', async () => {
    const native = jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(<AlertHostSlot />);
    let answer: boolean | undefined;
    act(() => {
      void confirm({ title: 'Are you sure you want to delete your post?', confirmLabel: 'Delete' }).then((ok) => (answer = ok));
      alertDialog('success', 'Deleted');
    });
    expect(await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete your post?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deleted' })).toBeInTheDocument();
    expect(answer).toBe(false);
    expect(native).not.toHaveBeenCalled();
    native.mockRestore();
  });
});
