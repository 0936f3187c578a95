import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import confetti from 'canvas-confetti';
import { Button } from './Button';
import { Blurred, Placeholder } from './Placeholder';
import { EmptyState } from './EmptyState';
import { Tabs } from './Tabs';
import { Checkbox, FormField, Select, TextArea, TextInput } from './Form';
import { FileInput } from './FileInput';
import { Confetti, fireConfetti } from './Confetti';

jest.mock('canvas-confetti', () => jest.fn());

describe('Button', () => {
  it('is disabled and busy while loading', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>SEND REVIEW</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'SEND REVIEW' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        SEND REVIEW
      </Button>,
    );
    expect(screen.getByRole('button', { name: /SEND REVIEW/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /SEND REVIEW/ })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Placeholder and Blurred', () => {
  it('renders count skeletons announced as loading', () => {
    const { container } = render(<Placeholder variant="card" count={10} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(container.querySelectorAll('[role="status"] > div')).toHaveLength(10);
  });

  it('blurs children for visitors and hides them from assistive technology', () => {
    const { rerender } = render(
      <Blurred overlay={<button>Sign in to see prices</button>}>
        <span>$0.00</span>
      </Blurred>,
    );
    expect(screen.getByText('$0.00').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in to see prices' })).toBeInTheDocument();
    rerender(
      <Blurred active={false}>
        <span>$19.99</span>
      </Blurred>,
    );
    expect(screen.getByText('$19.99').closest('[aria-hidden="true"]')).toBeNull();
  });
});

describe('EmptyState', () => {
  it('shows the text', () => {
    render(<EmptyState text="Sorry, no record found..." />);
    expect(screen.getByText('Sorry, no record found...')).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('switches with clicks and arrow keys', async () => {
    function T() {
      const [tab, setTab] = useState<'all' | 'source' | 'brand'>('all');
      return (
        <Tabs
          label="Favorites"
          tabs={[
            { id: 'all', label: 'All' },
            { id: 'source', label: 'Source' },
            { id: 'brand', label: 'Brand' },
          ]}
          value={tab}
          onChange={setTab}
        >
          <p>panel {tab}</p>
        </Tabs>
      );
    }
    render(<T />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Brand' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel brand');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel all');
  });
});

describe('Form controls', () => {
  it('FormField wires label, error and invalid state', () => {
    render(
      <>
        <FormField label="Full name" error="This field cannot be left blank!" required>
          <TextInput value="" onChange={() => {}} />
        </FormField>
        <FormField label="Bio" hint="At most 250">
          <TextArea value="abc" maxLength={250} showCount onChange={() => {}} />
        </FormField>
        <FormField label="Country">
          <Select placeholder="Unspecified" options={[{ value: 'TR', label: 'Turkey' }]} defaultValue="" />
        </FormField>
        <Checkbox label="Verified Source" defaultChecked />
      </>,
    );
    const name = screen.getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field cannot be left blank!');
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAccessibleDescription('At most 250');
    expect(screen.getByText('3 / 250')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Unspecified');
    expect(screen.getByRole('checkbox', { name: 'Verified Source' })).toBeChecked();
  });

  it('FileInput refuses a wrong type with the spec message and accepts, previews and removes an image', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const onError = jest.fn();
    function F() {
      const [file, setFile] = useState<File | null>(null);
      return (
        <FormField label="Review image">
          <FileInput value={file} onChange={setFile} onError={onError} />
        </FormField>
      );
    }
    render(<F />);
    const input = screen.getByLabelText('Review image') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(onError).toHaveBeenCalledWith('Only JPG, JPEG, and PNG files are allowed!');
    await userEvent.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen file' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Preview of the chosen file' })).not.toBeInTheDocument();
  });
});

describe('Confetti', () => {
  it('fires 250 particles with a lifetime of 250 ticks, loading canvas-confetti with the burst (not under jsdom by default)', async () => {
    const mock = confetti as unknown as jest.Mock;
    render(<Confetti />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mock).not.toHaveBeenCalled();
    const ua = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome');
    fireConfetti();
    await waitFor(() => expect(mock).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 250, ticks: 250 })));
    ua.mockRestore();
  });
});
