import clsx from 'clsx';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from '@ironscore/contract';
import styles from './CodeInput.module.css';

/** Letters and digits of a text, upper-cased. */
export function cleanCode(text: string): string {
  return text.replace(/[^a-z0-9]/gi, '').toUpperCase();
}

function toChars(value: string, length: number): string[] {
  const chars = cleanCode(value).slice(0, length).split('');
  return Array.from({ length }, (_, i) => chars[i] ?? '');
}

export interface CodeInputProps {
  /** Controlled value (upper-cased code, may be shorter than `length`). */
  value?: string;
  /** Called with the code (upper-case, gaps removed) after every change. */
  onChange: (code: string) => void;
  /** Called when all boxes are filled. */
  onComplete?: (code: string) => void;
  /** Default CODE_LENGTH (6). */
  length?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Accessible name of the group. */
  label?: string;
  /** id of the first box (for a FormField label). */
  id?: string;
  className?: string;
}

/**
 * Six single-character boxes for verification codes: letters or digits, shown upper-cased; focus
 * advances; Backspace on an empty box moves back; pasting a code fills the boxes.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  length = CODE_LENGTH,
  autoFocus,
  disabled,
  invalid,
  label = 'Verification code',
  id,
  className,
}: CodeInputProps) {
  const [chars, setChars] = useState<string[]>(() => toChars(value ?? '', length));
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  // Follow a controlled value (e.g. cleared by the parent when the form changes).
  useEffect(() => {
    if (value === undefined) return;
    setChars((current) => (current.join('') === cleanCode(value).slice(0, length) ? current : toChars(value, length)));
  }, [value, length]);

  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, i))];
    el?.focus();
    el?.select();
  };

  const commit = (next: string[]) => {
    setChars(next);
    const code = next.join('');
    onChange(code);
    if (code.length === length && next.every(Boolean)) onComplete?.(code);
  };

  const fillFrom = (start: number, text: string) => {
    const incoming = cleanCode(text);
    if (!incoming) return;
    // A full code always fills from the first box.
    const from = incoming.length >= length ? 0 : start;
    const next = [...chars];
    let i = from;
    for (const ch of incoming) {
      if (i >= length) break;
      next[i] = ch;
      i += 1;
    }
    commit(next);
    focus(Math.min(i, length - 1));
  };

  const onInput = (i: number, raw: string) => {
    const cleaned = cleanCode(raw);
    if (!cleaned) {
      if (raw === '') {
        const next = [...chars];
        next[i] = '';
        commit(next);
      }
      return;
    }
    if (cleaned.length > 1) {
      // Typing over an existing character, or autofill: keep the newest character for this box,
      // or spread a multi-character entry (autofill of the whole code).
      const typedOver = chars[i] && cleaned.length === 2 && cleaned.includes(chars[i]);
      if (typedOver) {
        const ch = cleaned[0] === chars[i] ? cleaned[1] : cleaned[0];
        const next = [...chars];
        next[i] = ch;
        commit(next);
        if (i < length - 1) focus(i + 1);
        return;
      }
      fillFrom(i, cleaned);
      return;
    }
    const next = [...chars];
    next[i] = cleaned;
    commit(next);
    if (i < length - 1) focus(i + 1);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    // A typed letter or digit replaces the box's character and moves on, even when it is the same
    // character (the input's value would not change, so no input event would follow).
    if (e.key.length === 1 && /[a-z0-9]/i.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      const next = [...chars];
      next[i] = e.key.toUpperCase();
      commit(next);
      if (i < length - 1) focus(i + 1);
      return;
    }
    if (e.key === 'Backspace' && !chars[i] && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight' && i < length - 1) {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fillFrom(i, e.clipboardData.getData('text'));
  };

  return (
    <div className={clsx(styles.group, invalid && styles.invalid, className)} role="group" aria-label={label}>
      {chars.map((ch, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={i === 0 ? id : undefined}
          className={clsx(styles.box, ch && styles.filled)}
          type="text"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          spellCheck={false}
          maxLength={length}
          value={ch}
          disabled={disabled}
          autoFocus={autoFocus && i === 0}
          aria-label={`Character ${i + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
