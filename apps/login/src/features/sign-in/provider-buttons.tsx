import { fullPage } from '@advocate/auth-and-guards';
import type { Platform } from '@advocate/api-client';
import { Button, useHydrated } from '@advocate/ui-kit';
import { prepareProviderSignIn } from '../../shared/lib/oauth.ts';

const labels: Record<Platform, string> = { twitch: 'Sign in with Twitch', youtube: 'Sign in with YouTube' };
const colours: Record<Platform, string> = {
  twitch: '!bg-[#6441a5] hover:!bg-[#4e3482]',
  youtube: '!bg-[#cc0000] hover:!bg-[#a30000]',
};

/**
 * Full-page redirects to the providers' authorisation pages (spec 00 §7 social sign-in redirects).
 * Disabled until the prerendered screen has hydrated (decision 746): before, a click would be lost.
 */
export function ProviderButtons({ providers, next }: { providers: Platform[]; next: string | null }) {
  const hydrated = useHydrated();
  return (
    <div className="grid gap-3">
      {providers.map((provider) => (
        <Button
          key={provider}
          className={`w-full ${colours[provider]}`}
          disabled={!hydrated}
          onClick={() => fullPage.assign(prepareProviderSignIn(provider, next))}
        >
          {labels[provider]}
        </Button>
      ))}
    </div>
  );
}
