// Money is integer cents everywhere (issue 30 part 3): these two functions are the only places the
// pages turn cents into dollars (for display) or dollars typed by a person into cents (by string).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Integer cents shown as US dollars. Display only: the division by 100 is never stored or summed.
 * @example formatCents(123456) // '$1,234.56'
 * @example formatCents(-50) // '-$0.50'
 */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

// An optional sign, an optional '$' (either order), whole dollars (plain, or grouped by commas of
// three), then at most two decimals. At least one digit somewhere.
const DOLLARS = /^([+-]?)\$?([+-]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Dollars as a person types them into integer cents, by string: the digits of the dollars and the
 * cents (padded to two) are read as one whole number, so no float ever carries the amount
 * ('0.29' is 29, where 0.29 * 100 is 28.999999999999996). Null for anything else: letters, more
 * than two decimals, two signs, an empty text. Spaces around the text and after '$' are ignored.
 * Amounts beyond 15 digits lose exactness but stay far beyond any limit a form accepts.
 * @example parseDollarsToCents('-12.5') // -1250
 * @example parseDollarsToCents('$1,234.56') // 123456
 * @example parseDollarsToCents('1.005') // null
 */
export function parseDollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text.trim().replace(/^([+-]?\$?[+-]?)\s+/, '$1'));
  if (!match) return null;
  const [, before = '', after = '', whole = '', decimals] = match;
  if (before && after) return null;
  const fraction = decimals ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = Number(`${whole.replaceAll(',', '')}${fraction.padEnd(2, '0')}`);
  if (cents === 0) return 0;
  return (before || after) === '-' ? -cents : cents;
}
