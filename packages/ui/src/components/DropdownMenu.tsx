import clsx from 'clsx';
import { DropdownMenu as Radix } from 'radix-ui';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styles from './DropdownMenu.module.css';

export interface DropdownMenuProps {
  /** The button that opens the menu (one element; Radix adds aria-haspopup/expanded). */
  trigger: ReactElement;
  /** Accessible name of the menu. */
  label: string;
  /** MenuItem, MenuSeparator and any header content. */
  children: ReactNode;
  /** Hide this many ms after the pointer leaves the button and the menu (re-entering cancels). */
  hideDelay?: number;
  align?: 'start' | 'center' | 'end';
  /** Class of the element around the button and the menu. */
  className?: string;
  /** Class of the menu panel (added to the default look). */
  contentClassName?: string;
  /** Open at mount (a stand-in button was pressed before the menu's code arrived). */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A dropdown menu (Radix DropdownMenu, non-modal): the button toggles it (pointer, Enter, Space,
 * ArrowDown), arrow keys move between items, Escape and a click outside close it, choosing an item
 * closes it. With `hideDelay` it also hides that long after the pointer leaves (the top bar's
 * profile menu: 200 ms, spec/1 §2).
 */
export function DropdownMenu({ trigger, label, children, hideDelay, align = 'end', className, contentClassName, defaultOpen = false, onOpenChange }: DropdownMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelHide = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const change = (next: boolean) => {
    cancelHide();
    setOpen(next);
    onOpenChange?.(next);
  };
  const hover =
    hideDelay === undefined
      ? {}
      : {
          onMouseEnter: cancelHide,
          onMouseLeave: () => {
            cancelHide();
            timer.current = setTimeout(() => change(false), hideDelay);
          },
        };
  useEffect(() => cancelHide, []);

  return (
    <div className={clsx(styles.root, className)} {...hover}>
      <Radix.Root open={open} onOpenChange={change} modal={false}>
        <Radix.Trigger asChild>{trigger}</Radix.Trigger>
        {/* Not portalled: the menu stays inside the root, so leaving the root is leaving both. */}
        <Radix.Content aria-label={label} align={align} sideOffset={8} className={clsx(styles.menu, contentClassName)}>
          {children}
        </Radix.Content>
      </Radix.Root>
    </div>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  /** Chosen with a click, Enter or Space; the menu closes afterwards. */
  onSelect?: () => void;
  /** Render the child (a router Link) as the item. */
  asChild?: boolean;
  className?: string;
}

/** One item of a DropdownMenu. */
export function MenuItem({ children, onSelect, asChild, className }: MenuItemProps) {
  return (
    <Radix.Item asChild={asChild} onSelect={onSelect} className={clsx(styles.item, className)}>
      {children}
    </Radix.Item>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Radix.Separator className={styles.separator} />;
}
