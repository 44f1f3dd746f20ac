import { bindingProps, FieldFrame } from './field-frame.tsx';

/** What a form hook hands a field: its value, its one visible message, and how to change it. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The message to show now (spec 00 §5: first error only, once touched and a submit failed), or the server's. */
  error: string | undefined;
}

interface TextFieldProps {
  label: string;
  field: FieldBinding;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  /** A short note under the input, read out with it. */
  description?: string;
}

/** A labelled input with its note and its one visible validation message underneath. */
export function TextField({ label, field, type = 'text', autoComplete, autoFocus, description }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={field.error}
      description={description}
      render={({ id, describedBy, className }) => (
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-describedby={describedBy}
          className={className}
          {...bindingProps(field)}
        />
      )}
    />
  );
}
