import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        title="New comment"
      >
        <input aria-label="Comment" />
        <button>Send</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens titled, traps Tab, closes on Escape and gives focus back', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'New comment' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Comment' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes once on Escape pressed with the focus outside it; nested dialogs close innermost first', async () => {
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    render(
      <>
        <Modal open onClose={outerClose} title="Outer">
          <p>outer</p>
        </Modal>
        <Modal open onClose={innerClose} title="Inner">
          <p>inner</p>
        </Modal>
      </>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('Escape inside the dialog closes it exactly once', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
