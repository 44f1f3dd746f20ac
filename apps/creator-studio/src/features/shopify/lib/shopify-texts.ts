/** Texts of the Shopify install pages: the spec's (spec 02 §2, §8) where it gives them, chosen otherwise (decision 445). */
export const shopifyTexts = {
  installPage: 'Install Shopify App',
  confirmPage: 'Confirm Shopify App',
  installing: 'Getting Shopify Credentials...',
  finishing: 'Finishing App Installation',
  failureTitle: "Couldn't install Shopify app...",
  failureBody: 'Could Not install Shopify App. Please contact an Advocate Admin.',
  successTitle: 'Congratulations! The Advocate app is installed.',
  successIntro: (shop: string) => `${shop} can now feed conversion popups. To show its purchases on stream:`,
  steps: [
    'Open your campaign in the manager console.',
    'Go to the Components tab.',
    'Click Add New Component.',
    'Select Conversion Popup.',
    'Fill in the fields (images may be jpg, png, gif or webm) and choose your shop.',
    'Submit.',
  ],
  openConsole: 'Open the manager console',
} as const;
