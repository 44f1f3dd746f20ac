import type { WatchParty } from '@advocate/api-client';
import { useEffect, useRef } from 'react';
import { frameOrigin } from '../lib/frame-source.ts';
import { isSettingsRequest, SETTINGS_ANSWER, type WatchPartySettings } from '../lib/settings-messages.ts';
import { watchPartyTexts } from '../lib/watch-party-texts.ts';

/**
 * The watch party in a frame; answers the frame's settings request with the widget id, the
 * broadcaster's username and the api key, posted to the frame's origin only (decision 447).
 */
export function WatchPartyFrame({ party, src, username }: { party: WatchParty; src: string; username: string }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const origin = frameOrigin(src);
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || !isSettingsRequest(event, target, origin)) return;
      const settings: WatchPartySettings = {
        type: SETTINGS_ANSWER,
        widget_id: party.component_id,
        watch_party_id: party.id,
        username,
        api_key: party.api_key,
      };
      target.postMessage(settings, origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, party.component_id, party.id, party.api_key, username]);

  return (
    <div className="relative w-full overflow-hidden rounded-lg bg-black shadow" style={{ paddingTop: '56.25%' }}>
      <iframe
        ref={frame}
        src={src}
        title={watchPartyTexts.frameTitle(party.game)}
        className="absolute inset-0 h-full w-full border-0"
        allow="autoplay; fullscreen; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
