/** Texts of the dynamic call to action form (spec 01 §2 'one text input per text widget and an Update button'). */
export const dctaTexts = {
  update: 'Update',
  updated: 'Update Succeeded!',
  loading: 'Loading',
  formLabel: (name: string) => `Text of ${name}`,
  noWidgets: 'This call to action has no text widgets.',
  rendered: 'Current graphic',
  renderedAlt: (name: string) => `Current graphic of ${name}`,
} as const;

/** Longest widget text the API keeps (decision 441). */
export const WIDGET_TEXT_MAX_LENGTH = 280;
