import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { Modal } from '../components/Modal';
import { lazyForm } from './lazyForm';

function NoteForm({ label }: { label: string }) {
  return (
    <form aria-label={label}>
      <button type="submit">Send</button>
    </form>
  );
}

function Page({ Form }: { Form: ReturnType<typeof lazyForm<{ label: string }>> }) {
  return (
    <main>
      <h1>The page</h1>
      <Modal open onClose={() => {}} title="Write a note">
        <Form label="Note" />
      </Modal>
    </main>
  );
}

describe('lazyForm', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the error a boundary caught.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the form once its chunk has loaded', async () => {
    const Form = lazyForm(() => Promise.resolve(NoteForm));
    render(<Page Form={Form} />);
    expect(await screen.findByRole('form', { name: 'Note' })).toBeInTheDocument();
  });

  it('a chunk that fails shows the message with Retry in the dialog; Retry loads it again; the page stays', async () => {
    const load = jest.fn<Promise<typeof NoteForm>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(NoteForm);
    const Form = lazyForm(load);
    render(<Page Form={Form} />);

    const dialog = await screen.findByRole('dialog', { name: 'Write a note' });
    expect(await screen.findByRole('heading', { name: 'The form could not be loaded.' })).toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.queryByRole('form', { name: 'Note' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page', hidden: true })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'The page', hidden: true })).toBeInTheDocument();
  });

  it('an error of the form itself is not taken for a failed load (it goes to the boundary above)', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    const Form = lazyForm(() => Promise.resolve(Broken as unknown as typeof NoteForm));
    class Above extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      render() {
        return this.state.failed ? <p>Area fallback</p> : this.props.children;
      }
    }
    render(
      <Above>
        <Form label="Note" />
      </Above>,
    );
    expect(await screen.findByText('Area fallback')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
