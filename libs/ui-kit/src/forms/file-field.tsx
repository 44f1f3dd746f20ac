import { useRef } from 'react';
import { Button } from '../button.tsx';
import { FieldFrame } from './field-frame.tsx';

export interface FileFieldProps {
  label: string;
  name: string;
  /** The chosen file, or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** The one visible message (spec 00 §5), or the server's. */
  error: string | undefined;
  /** The input's accept list, e.g. ".png,.jpg,.jpeg" (a hint only: the rules and the server decide). */
  accept?: string;
  description?: string;
}

/**
 * A labelled file input that hands the form a File (null when none), with the chosen file's name and
 * a Clear button. A form sending a File goes as multipart/form-data (api-client `hasFile`).
 */
export function FileField({ label, name, value, onChange, onBlur, error, accept, description }: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(null);
    onBlur?.();
  };
  return (
    <FieldFrame
      label={label}
      error={error}
      description={description}
      render={({ id, describedBy, className }) => (
        <div className="flex items-center gap-2">
          <input
            ref={input}
            id={id}
            name={name}
            type="file"
            accept={accept}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={`${className} file:mr-3 file:rounded file:border-0 file:bg-secondary-50 file:px-3 file:py-1 file:text-sm file:text-secondary`}
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              onBlur?.();
            }}
          />
          {value ? (
            <Button variant="ghost" aria-label={`Clear ${label}`} onClick={clear}>
              Clear
            </Button>
          ) : null}
        </div>
      )}
    />
  );
}
