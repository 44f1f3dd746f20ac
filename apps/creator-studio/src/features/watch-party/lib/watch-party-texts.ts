/** Texts of the watch party page (spec 02 §2; empty text from the spec, the rest chosen: decision 447). */
export const watchPartyTexts = {
  page: 'Watch Party',
  loading: 'Loading Watch Party',
  empty: "You don't have any active Watch Parties right now.",
  frameTitle: (game: string) => (game ? `Watch party: ${game}` : 'Watch party'),
} as const;
