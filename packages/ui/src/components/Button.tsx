import clsx from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and disables the button. */
  loading?: boolean;
  /** Full width. */
  block?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  children?: ReactNode;
}

export interface ButtonProps extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  ref?: Ref<HTMLButtonElement>;
}

/** Class names of a button, for styling another element (e.g. a router Link) as a button. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  options: { block?: boolean; loading?: boolean; className?: string } = {},
): string {
  return clsx(
    styles.button,
    styles[variant],
    styles[size],
    options.block && styles.block,
    options.loading && styles.loading,
    options.className,
  );
}

function Content({ loading, icon, children }: Pick<CommonProps, 'loading' | 'icon' | 'children'>) {
  return (
    <>
      <span className={styles.label}>
        {icon}
        {children}
      </span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size="sm" tone="current" label="Please wait..." />
        </span>
      )}
    </>
  );
}

/** The platform button: variants primary, secondary, ghost and danger; sizes sm, md, lg. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block,
  icon,
  className,
  disabled,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, { block, loading, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <Content loading={loading} icon={icon}>
        {children}
      </Content>
    </button>
  );
}

export interface LinkButtonProps extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** An anchor that looks like a Button (external links, mailto, downloads). */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  loading,
  block,
  icon,
  className,
  children,
  ref,
  ...rest
}: LinkButtonProps) {
  return (
    <a ref={ref} className={buttonClass(variant, size, { block, loading, className })} {...rest}>
      <Content loading={loading} icon={icon}>
        {children}
      </Content>
    </a>
  );
}
