import { isApiError } from '@advocate/api-client';
import { useToast } from '@advocate/ui-kit';
import { useCallback, useState } from 'react';
import { useSaveRotations } from '../api/save-rotations.ts';
import { streamPreviewTexts as texts } from './stream-preview-texts.ts';

type Changes = Parameters<ReturnType<typeof useSaveRotations>>[0];

/**
 * 'Save Positioning' (spec 02 §4): the changed placements in one PUT, refused while graphics
 * overlap (the overlap text shows until `unblock`, once they no longer do); a failure other than a
 * lost session shows until the next edit, reset or save.
 */
export function useLayoutSave() {
  const save = useSaveRotations();
  const { showToast } = useToast();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState(false);

  const clearFailure = useCallback(() => setFailed(false), []);
  const unblock = useCallback(() => setRefused(false), []);
  const reset = () => {
    setFailed(false);
    setRefused(false);
  };

  const run = async (changes: Changes, blocked: boolean) => {
    if (blocked) {
      setRefused(true);
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      await save(changes);
      showToast(texts.saved);
    } catch (failure) {
      if (!isApiError(failure) || failure.status !== 401) setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (blocked: boolean) => (refused && blocked ? texts.overlap : failed ? texts.saveFailed : null);
  return { saving, errorOf, clearFailure, unblock, reset, run };
}
