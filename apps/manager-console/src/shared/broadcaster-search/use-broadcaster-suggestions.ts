import { BROADCASTER_SEARCH_MAX_RESULTS, BROADCASTER_SEARCH_MIN_CHARACTERS, searchBroadcasters, useApiClient } from '@advocate/api-client';
import type { BroadcasterSearchFilters, BroadcasterSuggestion } from '@advocate/api-client';
import { useEffect, useState } from 'react';

/** Wait after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * Suggestions for the typed text: none below 2 characters (spec 01 §5 'more than 1 typed
 * character'), at most 10 (§9). Each new text cancels the request of the previous one.
 */
export function useBroadcasterSuggestions(text: string, filters: BroadcasterSearchFilters, enabled: boolean) {
  const api = useApiClient();
  const [suggestions, setSuggestions] = useState<BroadcasterSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const query = text.trim();
  const { team, excludeOnTeam, campaign, excludeOnCampaign } = filters;

  useEffect(() => {
    if (!enabled || query.length < BROADCASTER_SEARCH_MIN_CHARACTERS) {
      setSuggestions([]);
      setLoading(false);
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      searchBroadcasters(api, query, { team, excludeOnTeam, campaign, excludeOnCampaign }, abort.signal)
        .then((found) => {
          if (abort.signal.aborted) return;
          setSuggestions(found.slice(0, BROADCASTER_SEARCH_MAX_RESULTS));
          setLoading(false);
        })
        .catch(() => {
          if (abort.signal.aborted) return;
          setSuggestions([]);
          setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, query, enabled, team, excludeOnTeam, campaign, excludeOnCampaign]);

  return { suggestions, loading };
}
