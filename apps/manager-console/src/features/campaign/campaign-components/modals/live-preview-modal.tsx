import { firstErrorText } from '@advocate/api-client';
import { Button, EmptyState, Modal, SelectField } from '@advocate/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLivePreviewUrl } from '../api/preview-browsersource.ts';
import { modalsTexts } from './modals-texts.ts';

export const PREVIEW_MODAL = 'components-preview-live-graphics';

/**
 * Spec 01 §2: pick a broadcaster (alphabetical) and 'Open Preview' opens the preview address in a
 * new tab; the address is signed by the API for this campaign (decision 504).
 */
function PreviewForm({ campaign, broadcasters }: { campaign: string; broadcasters: readonly string[] }) {
  const livePreviewUrl = useLivePreviewUrl().trigger;
  const [username, setUsername] = useState(broadcasters[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username) return;
    setBusy(true);
    setError(null);
    try {
      window.open(await livePreviewUrl(campaign, username), '_blank', 'noopener,noreferrer');
    } catch (failure) {
      setError(firstErrorText(failure));
    } finally {
      setBusy(false);
    }
  };
  if (broadcasters.length === 0) return <EmptyState message={modalsTexts.noActiveBroadcasters} />;
  return (
    <form noValidate aria-label={modalsTexts.previewTitle} onSubmit={(event) => void submit(event)}>
      <SelectField
        label={modalsTexts.broadcaster}
        field={{ name: 'broadcaster', value: username, onChange: setUsername, onBlur: () => undefined, error: undefined }}
      >
        {broadcasters.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <p className="mb-4 text-xs text-gray-600">{modalsTexts.previewNote}</p>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {modalsTexts.openPreview}
        </Button>
      </div>
    </form>
  );
}

export function LivePreviewModal({ campaign, broadcasters }: { campaign: string; broadcasters: readonly string[] }) {
  return (
    <Modal name={PREVIEW_MODAL} title={modalsTexts.previewTitle}>
      <PreviewForm campaign={campaign} broadcasters={broadcasters} />
    </Modal>
  );
}
