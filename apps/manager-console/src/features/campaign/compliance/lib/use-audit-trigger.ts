import { firstErrorText } from '@advocate/api-client';
import { useToast } from '@advocate/ui-kit';
import { useState } from 'react';
import { useComplianceActions } from '../api/use-compliance.ts';
import { complianceTexts } from '../compliance-texts.ts';

/** Trigger Audit (spec 01 §4): one run at a time, its failure shown under the header. */
export function useAuditTrigger(slug: string) {
  const { triggerAudit } = useComplianceActions(slug);
  const { showToast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [auditing, setAuditing] = useState(false);
  const run = async () => {
    setAuditing(true);
    setError(null);
    try {
      await triggerAudit();
      showToast(complianceTexts.auditTriggered);
    } catch (failure) {
      setError(firstErrorText(failure));
    } finally {
      setAuditing(false);
    }
  };
  return { auditing, error, run: () => void run() };
}
