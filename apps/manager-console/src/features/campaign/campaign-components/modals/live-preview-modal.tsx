import { appConfig } from '@advocate/api-client';
import { Button, EmptyState, Modal, SelectField } from '@advocate/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { livePreviewUrl } from './lib/preview-url.ts';
import { modalsTexts } from './modals-texts.ts';

export const PREVIEW_MODAL = 'components-preview-live-graphics';

/** Spec 01 §2: pick a broadcaster (alphabetical) and 'Open Preview' opens the preview address in a new tab. */
function PreviewForm({ broadcasters }: { broadcasters: readonly string[] }) {
  const [username, setUsername] = useState(broadcasters[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username) return;
    window.open(livePreviewUrl(appConfig().apiUrl, username), '_blank', 'noopener,noreferrer');
  };
  if (broadcasters.length === 0) return <EmptyState message={modalsTexts.noActiveBroadcasters} />;
  return (
    <form noValidate aria-label={modalsTexts.previewTitle} onSubmit={submit}>
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
      <div className="flex justify-end">
        <Button type="submit">{modalsTexts.openPreview}</Button>
      </div>
    </form>
  );
}

export function LivePreviewModal({ broadcasters }: { broadcasters: readonly string[] }) {
  return (
    <Modal name={PREVIEW_MODAL} title={modalsTexts.previewTitle}>
      <PreviewForm broadcasters={broadcasters} />
    </Modal>
  );
}
