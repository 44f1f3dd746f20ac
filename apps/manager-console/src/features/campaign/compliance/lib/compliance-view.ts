import type { BroadcasterCompliance, CampaignCompliance, ComplianceComponent, ComplianceEntry } from '@advocate/api-client';
import {
  complianceOf,
  complianceSummary,
  componentComplianceKind,
  overrideTransition,
  type ComplianceRecord,
  type ComplianceVerdict,
  type ComponentComplianceKind,
  type OverrideTransition,
} from '@advocate/metrics-math';
import { complianceTexts, type ShowFilter } from '../compliance-texts.ts';

/** The record `complianceOf` reads, from a broadcaster of the compliance answer. */
export function recordOf(broadcaster: BroadcasterCompliance, chatbotRequired: boolean): ComplianceRecord {
  return {
    name: broadcaster.name,
    mod_status: broadcaster.mod_status,
    compliance: broadcaster.compliance,
    chatbot_required: chatbotRequired,
  };
}

/** The overall verdict, with the same function the server uses (spec 01 §4; libs/metrics-math). */
export function verdictOf(broadcaster: BroadcasterCompliance, chatbotRequired: boolean): ComplianceVerdict {
  return complianceOf(recordOf(broadcaster, chatbotRequired));
}

/** 'n/total Broadcasters Compliant' counts. */
export function summaryOf(data: CampaignCompliance): { compliant: number; total: number } {
  return complianceSummary(data.broadcasters.map((b) => recordOf(b, data.chatbot_required)));
}

/** One component's result; without an entry the component was not audited for this broadcaster. */
export function kindOf(entry: ComplianceEntry | undefined): ComponentComplianceKind {
  return entry ? componentComplianceKind(entry) : 'unknown';
}

/** Legend label and colour of a result (legend Compliant, Incorrect Image, Non-Compliant; spec 01 §2). */
export const KIND_STYLE: Record<ComponentComplianceKind, { label: string; dot: string; badge: string }> = {
  compliant: { label: complianceTexts.compliant, dot: 'bg-green-600', badge: 'bg-green-50 text-green-800 ring-green-600/30' },
  'incorrect-image': { label: complianceTexts.incorrectImage, dot: 'bg-amber-500', badge: 'bg-amber-50 text-amber-900 ring-amber-600/30' },
  noncompliant: { label: complianceTexts.nonCompliant, dot: 'bg-red-600', badge: 'bg-red-50 text-red-800 ring-red-600/30' },
  'cant-connect': { label: complianceTexts.cantConnect, dot: 'bg-gray-400', badge: 'bg-gray-50 text-gray-700 ring-gray-500/30' },
  unknown: { label: complianceTexts.notAudited, dot: 'bg-gray-300', badge: 'bg-white text-gray-600 ring-gray-400/30' },
};

const nameMatches = (name: string, filter: string) => name.toLowerCase().includes(filter.trim().toLowerCase());

/** The Broadcasters view: by name filter and Show filter (verdict). */
export function filterBroadcasters(
  data: CampaignCompliance,
  filter: { name: string; show: ShowFilter },
): Array<{ broadcaster: BroadcasterCompliance; verdict: ComplianceVerdict }> {
  return data.broadcasters
    .map((broadcaster) => ({ broadcaster, verdict: verdictOf(broadcaster, data.chatbot_required) }))
    .filter(({ broadcaster, verdict }) => nameMatches(broadcaster.name, filter.name) && (filter.show === 'all' || filter.show === verdict));
}

/** Whether a component result passes the Show filter: Compliant, or Non-Compliant (incorrect image included). */
export function kindShown(kind: ComponentComplianceKind, show: ShowFilter): boolean {
  if (show === 'all') return true;
  if (show === 'compliant') return kind === 'compliant';
  return kind === 'noncompliant' || kind === 'incorrect-image';
}

/** The Components view: each broadcaster's result for one component, by name and Show filter. */
export function componentRows(
  data: CampaignCompliance,
  componentId: number | null,
  filter: { name: string; show: ShowFilter },
): Array<{ broadcaster: BroadcasterCompliance; entry: ComplianceEntry | undefined; kind: ComponentComplianceKind }> {
  if (componentId === null) return [];
  return data.broadcasters
    .map((broadcaster) => {
      const entry = broadcaster.compliance[String(componentId)];
      return { broadcaster, entry, kind: kindOf(entry) };
    })
    .filter(({ broadcaster, kind }) => nameMatches(broadcaster.name, filter.name) && kindShown(kind, filter.show));
}

/** Components of one type, in the answer's order. */
export const componentsOfType = (components: readonly ComplianceComponent[], type: string) => components.filter((c) => c.type === type);

/**
 * The override a component's current result leads to, read as `complianceOf` reads it: a result that
 * counts against the broadcaster (Non-Compliant, Incorrect Image) → compliant; one that does not
 * (Compliant, Can't Connect, not audited yet) → noncompliant (decisions 125, 573).
 */
export function overrideFor(entry: ComplianceEntry | undefined): OverrideTransition {
  const kind = kindOf(entry);
  return overrideTransition(kind === 'noncompliant' || kind === 'incorrect-image' ? 'noncompliant' : 'compliant');
}

/** A time as the page shows it, in the viewer's locale. */
export function formatTime(value: string): string {
  return new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
