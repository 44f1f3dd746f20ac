import type { BroadcasterCompliance, ComplianceComponent, ComplianceEntry } from '@advocate/api-client';
import type { ComplianceVerdict, ComponentComplianceKind } from '@advocate/metrics-math';
import type { RowHandlers, RowPermissions } from './row-buttons.tsx';

/** What the Broadcasters view shows, as a table (desktop) or as cards (phones). */
export interface BroadcastersViewProps {
  rows: ReadonlyArray<{ broadcaster: BroadcasterCompliance; verdict: ComplianceVerdict }>;
  components: readonly ComplianceComponent[];
  hideDetails: boolean;
  can: RowPermissions;
  handlers: RowHandlers;
}

/** What the Components view shows for the chosen component, as a table or as cards. */
export interface ComponentViewProps {
  componentId: number;
  rows: ReadonlyArray<{ broadcaster: BroadcasterCompliance; entry: ComplianceEntry | undefined; kind: ComponentComplianceKind }>;
  can: RowPermissions;
  handlers: RowHandlers;
}
