import { failureText } from '@advocate/api-client';
import { useState } from 'react';

/** A card's one action at a time: busy while it runs, its failure (or the fallback text) shown after. */
export function useCardAttempt() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async (action: () => Promise<unknown> | void, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(failureText(caught, failure));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, attempt };
}
