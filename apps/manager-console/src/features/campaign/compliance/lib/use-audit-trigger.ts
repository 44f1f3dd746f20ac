import { firstErrorText } from '@advocate/api-client';
import { useToast } from '@advocate/ui-kit';
import { useTriggerComplianceAudit } from '../api/trigger-compliance-audit.ts';
import { complianceTexts } from '../compliance-texts.ts';

/** Trigger Audit (spec 01 §4): one run at a time, its failure shown under the header. */
export function useAuditTrigger(slug: string) {
  const audit = useTriggerComplianceAudit(slug);
  const { showToast } = useToast();
  const run = () =>
    void audit.trigger().then(
      () => showToast(complianceTexts.auditTriggered),
      // The failure is audit.error.
      () => undefined,
    );
  return { auditing: audit.pending, error: audit.error ? firstErrorText(audit.error) : null, run };
}
