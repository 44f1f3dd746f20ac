/** Every text of the Custom Links page (spec 02 §2 where quoted; the rest decision 451). */
export const linksTexts = {
  title: 'Custom Links',
  loading: 'Loading Custom Links',
  /** Spec 02 §2 empty state. */
  empty: "You don't have any custom links assigned",
  intro: 'Share these links with your audience: every click is counted for you.',
  campaign: 'Campaign',
  leadsTo: 'Leads to',
  copy: 'Copy Link',
  copied: 'Copied!',
  yourLink: (component: string) => `Your link for ${component}`,
} as const;
