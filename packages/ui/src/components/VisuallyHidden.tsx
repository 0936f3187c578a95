import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ComponentProps } from 'react';

export type VisuallyHiddenProps = ComponentProps<typeof RadixVisuallyHidden.Root>;

/**
 * What only screen readers read (a heading or label the page shows otherwise): the primitive
 * library's visually hidden span; `asChild` hides the one element inside instead (a caption, a
 * heading).
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
