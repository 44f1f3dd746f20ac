import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

/** Texts of the compliance page (labelled Fulfillment): the spec's where it gives them (spec 01 §2, §8), chosen otherwise (decisions 570–574). */
export const complianceTexts = {
  page: 'Fulfillment',
  loading: 'Loading Fulfillment',
  // Toolbar (spec 01 §2).
  broadcastersView: 'Broadcasters',
  componentsView: 'Components',
  view: 'View',
  triggerAudit: 'Trigger Audit',
  auditTriggered: 'Audit Triggered',
  summary: (compliant: number, total: number) => `${compliant}/${total} Broadcasters Compliant`,
  final: 'Final compliance shown from end of campaign',
  legendLabel: 'Legend',
  compliant: 'Compliant',
  incorrectImage: 'Incorrect Image',
  nonCompliant: 'Non-Compliant',
  cantConnect: "Can't Connect",
  notAudited: 'Not audited yet',
  hideDetails: 'Hide details',
  broadcasterFilter: 'Broadcaster',
  broadcasterFilterPlaceholder: 'Filter by broadcaster',
  show: 'Show',
  showAll: 'All',
  componentType: 'Component Type',
  component: 'Component',
  noComponents: 'No Components Available',
  empty: 'There are no broadcasters on this campaign yet!',
  noMatches: 'No broadcasters match these filters.',
  lastAudit: (when: string) => `Last audit: ${when}`,
  neverAudited: 'No audit has run yet',
  neverAuditedEnded: 'No audit ran before the campaign ended',
  auditPending: 'An audit is under way; results may take up to an hour.',
  auditSchedule: 'Audits run daily at 7AM ET.',
  chatbot: 'Chatbot',
  modStatus: (status: string) => `Chatbot: ${status}`,
  overridden: 'Overridden',
  // Per-broadcaster buttons and modals.
  actionsButton: (name: string) => `Broadcaster actions of ${name}`,
  historyButton: (name: string) => `Compliance history of ${name}`,
  overrideButton: (name: string) => `Override compliance of ${name}`,
  actions: 'Actions',
  history: 'History',
  override: 'Override',
  actionsTitle: (name: string) => `Broadcaster Actions: ${name}`,
  historyTitle: (name: string) => `Compliance History: ${name}`,
  overrideTitle: (name: string) => `Override Compliance: ${name}`,
  noActions: 'This broadcaster has no actions on this campaign.',
  noHistory: 'No compliance history yet.',
  loadingActions: 'Loading Actions',
  loadingHistory: 'Loading History',
  created: 'Created',
  completed: (when: string) => `Completed ${when}`,
  incomplete: 'Incomplete',
  markComplete: 'Mark Complete',
  markIncomplete: 'Mark Incomplete',
  byAudit: 'Audit',
  byOverride: (who: string | null) => `Override by ${who ?? 'a removed manager'}`,
  currentStatus: 'Current status',
  overrideTo: (verdict: 'compliant' | 'noncompliant') => (verdict === 'compliant' ? 'Mark Compliant' : 'Mark Non-Compliant'),
  note: 'Note (optional)',
  updated: 'Update Succeeded!',
  close: 'Close',
  time: 'Time',
  status: 'Status',
  source: 'Source',
} as const;

/** The Component Type select (spec 01 §2): its labels by component type slug. */
export const COMPONENT_TYPE_OPTIONS = [
  { slug: COMPONENT_TYPE.bannerGraphics, label: 'Banner Graphics' },
  { slug: COMPONENT_TYPE.suggestedTweet, label: 'Sponsored Tweets' },
  { slug: COMPONENT_TYPE.suggestedRetweet, label: 'Sponsored Retweets' },
] as const;

/** The Show filter (spec 01 §2). */
export type ShowFilter = 'all' | 'compliant' | 'noncompliant';
export const SHOW_OPTIONS: ReadonlyArray<{ value: ShowFilter; label: string }> = [
  { value: 'all', label: complianceTexts.showAll },
  { value: 'compliant', label: complianceTexts.compliant },
  { value: 'noncompliant', label: complianceTexts.nonCompliant },
];
