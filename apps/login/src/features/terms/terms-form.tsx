import type { User } from '@advocate/api-client';
import { fullPage } from '@advocate/auth-and-guards';
import { CheckboxField, FormError } from '@advocate/ui-kit';
import { tosForm } from '@advocate/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterTerms } from '../../shared/lib/destinations.ts';
import { useAuthForm } from '../../shared/lib/use-auth-form.ts';
import { broadcasterTerms } from './data/broadcaster-terms.ts';
import { managerTerms } from './data/manager-terms.ts';
import { hasReadTerms, offersSponsorshipChoice, termsControls, termsUpdate } from './terms-gate.ts';
import type { TermsChoices } from './terms-gate.ts';
import { TermsText } from './terms-text.tsx';
import { useAgreeToTerms } from './api/agree-to-terms.ts';
import { AuthForm, SubmitButton } from '../../shared/components/auth-form.tsx';

/** Read, tick, agree (spec 00 §2 terms screen). */
export function TermsForm({ user, next }: { user: User; next: string | null }) {
  const agreeToTerms = useAgreeToTerms();
  const box = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState(false);
  const form = useAuthForm<Record<keyof TermsChoices, boolean>>(tosForm, { agreed: false, sponsorshipOffers: true, advocateUpdates: true });
  // After a save the page is left: I Agree stays disabled until it is gone.
  const [leaving, setLeaving] = useState(false);
  const { agreed, sponsorshipOffers, advocateUpdates } = form.values;
  const { agreeDisabled, submitDisabled } = termsControls({ read, agreed, submitting: form.submitting || leaving });
  const broadcaster = offersSponsorshipChoice(user);

  const checkRead = useCallback(() => {
    if (box.current && hasReadTerms(box.current)) setRead(true);
  }, []);

  // A box that already shows its end (a tall window) counts as viewed without scrolling.
  useEffect(() => {
    checkRead();
    window.addEventListener('resize', checkRead);
    return () => window.removeEventListener('resize', checkRead);
  }, [checkRead]);

  const onSubmit = form.handleSubmit(async (choices) => {
    const updated = await agreeToTerms(termsUpdate(user, choices, new Date()));
    setLeaving(true);
    fullPage.assign(afterTerms(updated, next));
  });

  return (
    <AuthForm onSubmit={(event) => void onSubmit(event)}>
      <TermsText ref={box} document={broadcaster ? broadcasterTerms : managerTerms} onScroll={checkRead} />
      <CheckboxField
        label="I have read and agreed to the Terms of Service"
        name="agreed"
        checked={agreed}
        disabled={agreeDisabled}
        onChange={(on) => form.set('agreed', on)}
      />
      {broadcaster ? (
        <CheckboxField
          label="Email me about sponsorship offers"
          name="sponsorshipOffers"
          checked={sponsorshipOffers}
          onChange={(on) => form.set('sponsorshipOffers', on)}
        />
      ) : null}
      <CheckboxField
        label="Email me about Advocate updates"
        name="advocateUpdates"
        checked={advocateUpdates}
        onChange={(on) => form.set('advocateUpdates', on)}
      />
      <SubmitButton className="mt-3 w-full" disabled={submitDisabled}>
        I Agree
      </SubmitButton>
      <FormError centered message={form.errorOf('agreed') ?? form.formError} />
    </AuthForm>
  );
}
