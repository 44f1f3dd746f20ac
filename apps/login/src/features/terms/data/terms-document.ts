/** A Terms of Service text as data: the screen renders it, the tests read its figures. */
export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export interface TermsDocument {
  title: string;
  /** Who the version is for, shown under the title. */
  audience: string;
  lastUpdated: string;
  sections: TermsSection[];
}

/** The figures of spec 00 §1, shared by both versions so they can never disagree. */
export const termsFigures = {
  minimumAge: 18,
  cureDays: 30,
  negotiationDays: 30,
  arbitrationOptOutDays: 30,
  rejectChangesDays: 30,
  feeRulingDays: 14,
  nonCircumventionMonths: 24,
  optOutFeeMinimumDollars: '2,500',
  optOutFeePercentOfCost: 15,
  optOutFeeLookbackWeeks: 8,
  annualInterestPercent: 18,
  minimumAwardDollars: '1,000',
  filingFeeThresholdDollars: '15,000',
} as const;
