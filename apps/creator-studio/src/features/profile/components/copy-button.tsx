import { Button } from '@advocate/ui-kit';
import { useState } from 'react';
import { profileTexts } from '../lib/profile-texts.ts';

/** Copies `value` to the clipboard and says so for a moment. */
export function CopyButton({ value, label, disabled }: { value: string; label: string; disabled?: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} disabled={disabled} aria-label={label}>
      <span aria-live="polite">{copied ? profileTexts.copied : profileTexts.copy}</span>
    </Button>
  );
}
