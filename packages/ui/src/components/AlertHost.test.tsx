import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertDialog, on } from '@ironscore/events';
import { AlertHost, confirm } from './AlertHost';

describe('AlertHost', () => {
  it('shows the title and text of an alert event and closes on OK', async () => {
    render(<AlertHost />);
    act(() => alertDialog('warning', 'Oops...', 'Your session has expired, please log in again!'));
    const dialog = screen.getByRole('alertdialog', { name: 'Oops...' });
    expect(dialog).toHaveTextContent('Your session has expired, please log in again!');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("queues alerts and answers an alert's closing by its id", async () => {
    render(<AlertHost />);
    let closed = false;
    const off = on('alert:closed', ({ id }) => (closed ||= id === 'report-sent'));
    act(() => {
      alertDialog('success', 'Report Sent', 'Thank you for your feedback.', { id: 'report-sent' });
      alertDialog('error', 'Error!', 'boom');
    });
    expect(screen.getByRole('alertdialog', { name: 'Report Sent' })).toHaveTextContent('Thank you for your feedback.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(closed).toBe(true);
    expect(screen.getByRole('alertdialog', { name: 'Error!' })).toHaveTextContent('boom');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    off();
  });

  it('answers confirm() with the button chosen', async () => {
    render(<AlertHost />);
    let answer: boolean | undefined;
    act(() => {
      void confirm({ title: 'Are you sure you want to delete your post?', confirmLabel: 'Delete' }).then((ok) => {
        answer = ok;
      });
    });
    expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to delete your post?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(answer).toBe(true);

    act(() => {
      void confirm('Do you want to leave the community?').then((ok) => {
        answer = ok;
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(answer).toBe(false);
  });
});
