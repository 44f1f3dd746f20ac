import { appConfig } from '@advocate/api-client';
import { appHostUrl } from '@advocate/auth-and-guards';
import { appPaths } from '@advocate/auth-and-guards/policies';
import { profileTexts } from '../lib/profile-texts.ts';

/**
 * Terms of Service and Privacy Policy (spec 02 §2). The terms are the login host's terms screen;
 * the product has no privacy page yet, so that link writes to support, who hold the policy
 * (decision 357).
 */
export function LegalLinks() {
  return (
    <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <a className="text-primary-700 underline" href={`${appHostUrl('login')}${appPaths.login.terms}`}>
        {profileTexts.legal.terms}
      </a>
      <a
        className="text-primary-700 underline"
        href={`mailto:${appConfig().supportEmail}?subject=${encodeURIComponent(profileTexts.legal.privacy)}`}
      >
        {profileTexts.legal.privacy}
      </a>
    </nav>
  );
}
