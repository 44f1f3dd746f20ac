/** Texts of the conversion secret section of campaign management (decision 662: the spec has none). */
export const conversionSecretTexts = {
  title: 'Verified Conversions',
  intro:
    'Shops report purchases with the advref value the visitor arrived with. Calls from the shop’s server signed with this secret, and orders from a confirmed Shopify store, count as verified; anonymous calls from shop pages count as unverified.',
  secretLabel: 'Conversion Secret',
  signingNote:
    'POST /api/v1/conversion/signed/ with the header X-Advocate-Conversion-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with this secret>. Calls more than 5 minutes old are refused.',
  loading: 'Loading conversion secret',
  show: 'Show Secret',
  hide: 'Hide Secret',
  copy: 'Copy Secret',
  copied: 'Copied!',
  rotate: 'Rotate Secret',
  rotateTitle: 'Rotate Conversion Secret',
  rotateQuestion: 'Calls signed with the current secret will be refused from now on. Rotate it?',
  rotated: 'Secret Rotated!',
  rotatedAt: (when: string) => `Last rotated ${when}`,
} as const;
