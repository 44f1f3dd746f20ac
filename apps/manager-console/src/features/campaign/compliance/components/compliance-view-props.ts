import type { BroadcasterCompliance, ComplianceComponent, ComplianceEntry } from '@advocate/api-client';
import type { ComplianceVerdict, ComponentComplianceKind } from '@advocate/metrics-math';

export interface RowPermissions {
  /** Broadcaster actions (canEditCampaigns, spec 01 §6). */
  actions: boolean;
  /** Override (canEditCampaigns and the campaign has not ended, spec 01 §4). */
  override: boolean;
}

export interface RowHandlers {
  onActions: (name: string) => void;
  onHistory: (name: string) => void;
  onOverride: (name: string, componentId?: number) => void;
}

/** What every row's buttons need: who may do what, and what the buttons open. */
export interface RowActionProps {
  can: RowPermissions;
  handlers: RowHandlers;
}

/** What the Broadcasters view shows, as a table (desktop) or as cards (phones). */
export interface BroadcastersViewProps extends RowActionProps {
  rows: ReadonlyArray<{ broadcaster: BroadcasterCompliance; verdict: ComplianceVerdict }>;
  components: readonly ComplianceComponent[];
  hideDetails: boolean;
}

/** What the Components view shows for the chosen component, as a table or as cards. */
export interface ComponentViewProps extends RowActionProps {
  componentId: number;
  rows: ReadonlyArray<{ broadcaster: BroadcasterCompliance; entry: ComplianceEntry | undefined; kind: ComponentComplianceKind }>;
}
