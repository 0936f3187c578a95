import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarRating, starBucket } from './StarRating';
import { StarInput } from './StarInput';

describe('StarRating', () => {
  it.each([
    [0, 0],
    [0.24, 0],
    [0.25, 0.5],
    [3.74, 3.5],
    [3.75, 4],
    [4.9, 5],
    [5, 5],
    [7, 5],
    [-1, 0],
  ])('%p shows %p stars', (value, bucket) => {
    expect(starBucket(value)).toBe(bucket);
    render(<StarRating value={value} />);
    expect(screen.getByRole('img', { name: `Rated ${bucket} out of 5` })).toBeInTheDocument();
  });

  it.each([
    // value, size, coloured width: whole stars with the 2 px gap after each, then half a star
    [3.74, 16, '62px'],
    [4, 20, '88px'],
    [0.3, 14, '7px'],
    [0, 16, '0px'],
    [5, 16, '90px'],
  ])('colours %p stars of %p px up to %s and labels them with one decimal', (value, size, filled) => {
    render(<StarRating value={value} size={size} showValue />);
    const stars = screen.getByRole('img');
    expect(stars.style.getPropertyValue('--star-filled')).toBe(filled);
    expect(stars.style.getPropertyValue('--star-size')).toBe(`${size}px`);
    expect(screen.getByText(value.toFixed(1))).toBeInTheDocument();
  });

  it('accepts the API string form', () => {
    render(<StarRating value="4.25" showValue />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
  });
});

describe('StarInput', () => {
  function Harness({ onChange }: { onChange?: (n: number) => void }) {
    const [value, setValue] = useState(0);
    return (
      <StarInput
        label="Delivery"
        value={value}
        onChange={(n) => {
          setValue(n);
          onChange?.(n);
        }}
      />
    );
  }

  it('chooses whole stars by click', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('is keyboard accessible with arrows, Home and End, staying within 1–5', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('previews on hover without changing the value', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.hover(screen.getByRole('radio', { name: '4 stars' }));
    const on = screen.getAllByRole('radio').filter((b) => b.hasAttribute('data-on'));
    expect(on).toHaveLength(4);
    expect(onChange).not.toHaveBeenCalled();
  });
});
