import { fieldErrorText, firstErrorText, isApiError } from '@advocate/api-client';
import type { User } from '@advocate/api-client';
import { screenshotFile } from '@advocate/validation';
import { Button, useToast } from '@advocate/ui-kit';
import { useId, useState, type ChangeEvent } from 'react';
import { useUpdateStreamProfile } from '../api/update-stream-profile.ts';
import { BASE_RESOLUTIONS } from '../lib/canvas-geometry.ts';
import { streamPreviewTexts as texts } from '../lib/stream-preview-texts.ts';

export interface StreamSettingsProps {
  user: User;
  resolution: string;
  /** Called after the profile stored a new base resolution. */
  onResolution: (resolution: string) => void;
}

/** The field's own message when the server names one (a refused file, an unknown resolution), else spec 02 §8's rule. */
function saveErrorText(failure: unknown): string {
  if (isApiError(failure)) {
    const field =
      fieldErrorText(failure.body, 'stream_preview_screenshot') ?? fieldErrorText(failure.body, 'profile.base_canvas_resolution');
    if (field) return field;
  }
  return firstErrorText(failure);
}

const SCREENSHOT_ACCEPT = '.gif,.jpeg,.jpg,.png,image/gif,image/jpeg,image/png';

/**
 * The base resolution select and the optional screenshot (spec 02 §2, §5), both saved on the
 * profile at once (PUT rest-auth/user/; the screenshot as multipart).
 */
export function StreamSettings({ user, resolution, onResolution }: StreamSettingsProps) {
  const update = useUpdateStreamProfile();
  const { showToast } = useToast();
  const selectId = useId();
  const fileId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      showToast(success);
    } catch (failure) {
      setError(saveErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    void run(async () => {
      await update(user, { base_canvas_resolution: value });
      onResolution(value);
    }, texts.resolutionSaved);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const invalid = screenshotFile(file);
    if (invalid) {
      setError(invalid);
      input.value = '';
      return;
    }
    void run(async () => {
      await update(user, { screenshot: file });
      input.value = '';
    }, texts.screenshotSaved);
  };

  return (
    <div className="space-y-4 rounded-md border border-gray-200 bg-white p-4">
      <div className="space-y-1">
        <label htmlFor={selectId} className="block text-sm font-medium text-secondary">
          {texts.baseResolution}
        </label>
        <select
          id={selectId}
          value={resolution}
          onChange={onSelect}
          disabled={busy}
          className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-secondary"
        >
          {BASE_RESOLUTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={fileId} className="block text-sm font-medium text-secondary">
          {texts.screenshot}
        </label>
        <p id={hintId} className="text-xs text-gray-600">
          {texts.screenshotHint}
        </p>
        <input
          id={fileId}
          type="file"
          accept={SCREENSHOT_ACCEPT}
          disabled={busy}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={onFile}
          className="block w-full text-sm text-secondary file:mr-3 file:rounded-md file:border-0 file:bg-secondary-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary"
        />
        {user.profile.stream_preview_screenshot ? (
          <Button
            variant="ghost"
            className="px-0"
            disabled={busy}
            onClick={() => void run(() => update(user, { screenshot: null }), texts.screenshotSaved)}
          >
            {texts.removeScreenshot}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
