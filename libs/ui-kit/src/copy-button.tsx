import { useEffect, useState } from 'react';
import { Button } from './button.tsx';

export interface CopyButtonProps {
  value: string;
  /** Accessible name, e.g. 'Copy Browser Source Link'; defaults to the button text. */
  label?: string;
  disabled?: boolean;
  /** Button texts before and after a successful copy. */
  texts?: { copy: string; copied: string };
}

const DEFAULT_TEXTS = { copy: 'Copy', copied: 'Copied!' };

/**
 * Copies `value` to the clipboard and reads 'Copied!' for two seconds, only once the write
 * succeeded: a browser that refuses the clipboard leaves the button as it was.
 */
export function CopyButton({ value, label, disabled, texts = DEFAULT_TEXTS }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} disabled={disabled} aria-label={label}>
      <span aria-live="polite">{copied ? texts.copied : texts.copy}</span>
    </Button>
  );
}
