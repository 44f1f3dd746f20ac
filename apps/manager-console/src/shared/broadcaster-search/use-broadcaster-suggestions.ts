import { BROADCASTER_SEARCH_MIN_CHARACTERS } from '@advocate/api-client';
import type { BroadcasterSearchFilters, BroadcasterSuggestion } from '@advocate/api-client';
import { useEffect, useState } from 'react';
import { useBroadcasterSearch } from './api/search-broadcasters.ts';

/** Wait after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;

const NONE: BroadcasterSuggestion[] = [];

/**
 * Suggestions for the typed text: none below 2 characters (spec 01 §5 'more than 1 typed
 * character'), at most 10 (§9). The server is asked once the text has rested for
 * SEARCH_DEBOUNCE_MS; the last suggestions stay on show (loading) until the new ones come.
 */
export function useBroadcasterSuggestions(text: string, filters: BroadcasterSearchFilters, enabled: boolean) {
  const query = text.trim();
  const wanted = enabled && query.length >= BROADCASTER_SEARCH_MIN_CHARACTERS ? query : null;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (wanted === null) {
      setSettled(null);
      return;
    }
    const timer = setTimeout(() => setSettled(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const { team, excludeOnTeam, campaign, excludeOnCampaign } = filters;
  const search = useBroadcasterSearch(wanted === null ? null : settled, { team, excludeOnTeam, campaign, excludeOnCampaign });
  if (wanted === null) return { suggestions: NONE, loading: false };
  // Between a cleared text and the first search after it, nothing shows.
  return { suggestions: settled === null ? NONE : (search.data ?? NONE), loading: settled !== wanted || search.isLoading };
}
