import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CodeInput } from './CodeInput';

function Harness({ onChange, onComplete }: { onChange?: (c: string) => void; onComplete?: (c: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeInput
        value={code}
        onChange={(c) => {
          setCode(c);
          onChange?.(c);
        }}
        onComplete={onComplete}
      />
      <output>code:{code}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('CodeInput', () => {
  it('renders six boxes', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('upper-cases typing and advances focus; ignores other characters', async () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('a');
    expect(boxes()[0]).toHaveValue('A');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('-');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('b3x9z');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['A', 'B', '3', 'X', '9', 'Z']);
    expect(screen.getByText('code:AB3X9Z')).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledWith('AB3X9Z');
  });

  it('retyping a code over the same characters moves through every box', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('ab12cd');
    expect(screen.getByText('code:AB12CD')).toBeInTheDocument();
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('ab12ce');
    expect(screen.getByText('code:AB12CE')).toBeInTheDocument();
    expect(boxes()[5]).toHaveFocus();
  });

  it('Backspace on an empty box moves back', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('ab');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveValue('');
    expect(screen.getByText('code:A')).toBeInTheDocument();
  });

  it('pasting a six-character code fills every box', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(boxes()[2]);
    await userEvent.paste(' q1w2e3 ');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['Q', '1', 'W', '2', 'E', '3']);
    expect(onChange).toHaveBeenLastCalledWith('Q1W2E3');
    expect(boxes()[5]).toHaveFocus();
  });

  it('follows a controlled reset', () => {
    const { rerender } = render(<CodeInput value="ABC" onChange={() => {}} />);
    expect(boxes()[2]).toHaveValue('C');
    rerender(<CodeInput value="" onChange={() => {}} />);
    expect(boxes().every((b) => (b as HTMLInputElement).value === '')).toBe(true);
  });
});
