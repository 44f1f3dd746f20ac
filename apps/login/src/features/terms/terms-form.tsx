import { firstErrorText } from '@advocate/api-client';
import type { User } from '@advocate/api-client';
import { fullPage } from '@advocate/auth-and-guards';
import { Button, CheckboxField, FormError } from '@advocate/ui-kit';
import { tosForm, validateForm } from '@advocate/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { afterTerms } from '../../shared/lib/destinations.ts';
import { broadcasterTerms } from './data/broadcaster-terms.ts';
import { managerTerms } from './data/manager-terms.ts';
import { hasReadTerms, offersSponsorshipChoice, termsControls, termsUpdate } from './terms-gate.ts';
import { TermsText } from './terms-text.tsx';
import { useAgreeToTerms } from './api/agree-to-terms.ts';

/** Read, tick, agree (spec 00 §2 terms screen). */
export function TermsForm({ user, next }: { user: User; next: string | null }) {
  const agreeToTerms = useAgreeToTerms();
  const box = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [sponsorshipOffers, setSponsorshipOffers] = useState(true);
  const [advocateUpdates, setAdvocateUpdates] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { agreeDisabled, submitDisabled } = termsControls({ read, agreed, submitting });
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForm(tosForm, { agreed }).agreed;
    if (problem) return setFormError(problem);
    setSubmitting(true);
    setFormError(null);
    try {
      const updated = await agreeToTerms(termsUpdate(user, { agreed, sponsorshipOffers, advocateUpdates }, new Date()));
      fullPage.assign(afterTerms(updated, next));
    } catch (error) {
      setFormError(firstErrorText(error));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <TermsText ref={box} document={broadcaster ? broadcasterTerms : managerTerms} onScroll={checkRead} />
      <CheckboxField label="I have read and agreed to the Terms of Service" name="agreed" checked={agreed} disabled={agreeDisabled} onChange={setAgreed} />
      {broadcaster ? (
        <CheckboxField label="Email me about sponsorship offers" name="sponsorshipOffers" checked={sponsorshipOffers} onChange={setSponsorshipOffers} />
      ) : null}
      <CheckboxField label="Email me about Advocate updates" name="advocateUpdates" checked={advocateUpdates} onChange={setAdvocateUpdates} />
      <Button type="submit" className="mt-3 w-full" disabled={submitDisabled}>
        I Agree
      </Button>
      <FormError centered message={formError} />
    </form>
  );
}
