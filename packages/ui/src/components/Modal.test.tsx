import { act, fireEvent, render, screen } from '@testing-library/react';
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

/**
 * Every app bundles its own copy of this package (and of Radix): a dialog of the shell's copy
 * (an alert) may open over a remote's dialog. A second copy of the module graph with the one React
 * (a shared singleton in the federation) stands for the other app.
 */
describe('Modal across two copies of the package', () => {
  const React = jest.requireActual('react');
  const ReactDOM = jest.requireActual('react-dom');
  const jsxRuntime = jest.requireActual('react/jsx-runtime');
  let OtherModal: typeof Modal;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('react-dom', () => ReactDOM);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    OtherModal = (jest.requireActual('./Modal') as typeof import('./Modal')).Modal;
  });

  // Browsers do not focus an element inside an inert subtree (jsdom does not know inert).
  const focus = HTMLElement.prototype.focus;
  beforeAll(() => {
    HTMLElement.prototype.focus = function focusUnlessInert(this: HTMLElement, options?: FocusOptions) {
      if (this.closest('[inert]')) return;
      focus.call(this, options);
    };
  });
  afterAll(() => {
    HTMLElement.prototype.focus = focus;
  });

  function TwoCopies({ onOuterClose, onInnerClose }: { onOuterClose: () => void; onInnerClose: () => void }) {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    return (
      <>
        <Modal open={outer} onClose={() => (setOuter(false), onOuterClose())} title="Write a review">
          <input aria-label="Comment" />
          <button onClick={() => setInner(true)}>Send</button>
        </Modal>
        <OtherModal open={inner} onClose={() => (setInner(false), onInnerClose())} title="Error!" role="alertdialog" layer="alert">
          <button>OK</button>
        </OtherModal>
      </>
    );
  }

  it('keeps one stack, one focus trap and one scroll lock for the page', async () => {
    const onOuterClose = jest.fn();
    const onInnerClose = jest.fn();
    render(<TwoCopies onOuterClose={onOuterClose} onInnerClose={onInnerClose} />);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    // The other copy's dialog is on top: focus stays in it, the one below is inert.
    const alert = screen.getByRole('alertdialog', { name: 'Error!' });
    expect(alert).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getAllByTestId('modal-backdrop')[0]).toHaveAttribute('inert');

    // Escape closes only the innermost dialog, whichever copy it belongs to.
    await userEvent.keyboard('{Escape}');
    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('modal-backdrop')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(onOuterClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('a backdrop click below the innermost dialog closes nothing; closing out of order leaves the page usable', async () => {
    const onOuterClose = jest.fn();
    const { rerender } = render(
      <>
        <Modal open onClose={onOuterClose} title="Outer">
          <button>outer</button>
        </Modal>
        <OtherModal open onClose={() => undefined} title="Inner">
          <button>inner</button>
        </OtherModal>
      </>,
    );
    const [outerBackdrop] = screen.getAllByTestId('modal-backdrop');
    fireEvent.mouseDown(outerBackdrop);
    fireEvent.click(outerBackdrop);
    expect(onOuterClose).not.toHaveBeenCalled();

    // The lower dialog closes first, then the upper one.
    rerender(
      <>
        <Modal open={false} onClose={onOuterClose} title="Outer" />
        <OtherModal open onClose={() => undefined} title="Inner">
          <button>inner</button>
        </OtherModal>
      </>,
    );
    rerender(
      <>
        <Modal open={false} onClose={onOuterClose} title="Outer" />
        <OtherModal open={false} onClose={() => undefined} title="Inner" />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.body.style.pointerEvents).toBe('');
    expect(document.body.style.overflow).toBe('');
  });
});
