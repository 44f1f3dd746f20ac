/**
 * The kinds of activity (issue 30 part 4's list; decision 801), each the area a manager acted in.
 * The page filters by them; `action` says what was done within the kind.
 */
export const ACTIVITY_KINDS = [
  'team',
  'squad',
  'campaign',
  'manager',
  'component',
  'compliance',
  'webhook',
  'report',
  'feature',
  'payouts',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
