import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { compressImage, IMAGE_ACCEPT, type CompressOptions } from '../lib/image';
import { Button } from './Button';
import { ImageIcon } from 'lucide-react';
import { useFieldControl } from './Form';
import styles from './Form.module.css';

export interface FileInputProps {
  /** The chosen (already validated and compressed) file, or null. */
  value: File | null;
  /** Called with the processed file, or null when removed. */
  onChange: (file: File | null) => void;
  /** Called with the spec message when a file is refused or processing fails (show it as a toast). */
  onError?: (message: string) => void;
  /** The image currently stored on the server (shown until a new file is chosen). */
  currentUrl?: string | null;
  /** Compression options (maxSide 1024 by default; 1280 for community covers). */
  compress?: CompressOptions;
  /** Hint under the drop zone, e.g. "Recommended 200x200 px". */
  hint?: string;
  /** Text of the drop zone. */
  prompt?: string;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  className?: string;
}

/**
 * Image chooser with preview and remove: checks type (JPG/JPEG/PNG) and size (2 MB), compresses to
 * about 1 MB and the maximum side, then reports the processed File. Removing reverts to no file.
 */
export function FileInput({
  value,
  onChange,
  onError,
  currentUrl,
  compress,
  hint = 'JPG, JPEG or PNG, at most 2 MB',
  prompt = 'Choose an image',
  disabled,
  invalid,
  id,
  className,
}: FileInputProps) {
  const control = useFieldControl({ id, invalid });
  const autoId = useId();
  const inputId = control.id ?? `file${autoId.replace(/:/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!value || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL?.(url);
  }, [value]);

  const take = async (file: File | undefined | null) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await compressImage(file, compress));
    } catch (error) {
      onError?.(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) void take(e.dataTransfer.files?.[0]);
  };

  const shown = preview ?? currentUrl ?? null;
  return (
    <div className={clsx(styles.file, className)}>
      {shown && (
        <div className={styles.preview}>
          <img src={shown} alt="Preview of the chosen file" />
        </div>
      )}
      <label
        className={clsx(styles.drop, dragging && styles.dragging, control.invalid && styles.invalid)}
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <ImageIcon size={22} />
        <span>
          <strong>{busy ? 'Processing...' : prompt}</strong> or drop it here
        </span>
        {hint && <span>{hint}</span>}
        <input
          ref={inputRef}
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled || busy}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          onChange={(e) => void take(e.target.files?.[0])}
        />
      </label>
      {value && (
        <div className={styles.fileActions}>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled || busy}>
            Remove image
          </Button>
        </div>
      )}
    </div>
  );
}
