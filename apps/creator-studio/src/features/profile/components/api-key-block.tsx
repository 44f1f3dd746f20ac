import { firstErrorText } from '@advocate/api-client';
import { Button, CopyButton } from '@advocate/ui-kit';
import { useState } from 'react';
import { useGenerateApiKey } from '../api/generate-api-key.ts';
import { profileTexts } from '../lib/profile-texts.ts';

const t = profileTexts.apiKey;

/**
 * The API key block (spec 02 §2): masked, with a reveal toggle, copy and 'generate new key'. The
 * server keeps only a hint of the key (decision 194), so the full key exists here only right after
 * it is generated; until then reveal shows the hint and copy is off.
 */
export function ApiKeyBlock({ masked }: { masked: string | null }) {
  const generate = useGenerateApiKey();
  const [fullKey, setFullKey] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onGenerate = async () => {
    setBusy(true);
    setError(null);
    try {
      setFullKey(await generate());
      setRevealed(false);
    } catch (failure) {
      setError(firstErrorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const shown = fullKey ? (revealed ? fullKey : `${'•'.repeat(12)}${fullKey.slice(-4)}`) : masked;
  return (
    <section aria-labelledby="api-key-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id="api-key-heading" className="mb-3 text-lg font-semibold text-secondary">
        {t.heading}
      </h2>
      <p className="break-all rounded-md bg-gray-50 px-3 py-2 font-mono text-sm text-secondary" data-testid="api-key-value">
        {shown ?? t.none}
      </p>
      {fullKey ? (
        <p className="mt-2 text-xs text-gray-600">{t.generated}</p>
      ) : masked ? (
        <p className="mt-2 text-xs text-gray-600">{t.onlyOnce}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" aria-pressed={revealed} disabled={!fullKey} onClick={() => setRevealed(!revealed)}>
          {revealed ? t.hide : t.reveal}
        </Button>
        <CopyButton value={fullKey ?? ''} label={`${profileTexts.copy} ${t.heading}`} disabled={!fullKey} texts={profileTexts} />
        <Button onClick={() => void onGenerate()} disabled={busy}>
          {t.generate}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </section>
  );
}
