import type { Random } from '../random.ts';

/** ~30 countries with rough shares of a gaming audience; '' = unknown. */
const COUNTRIES: ReadonlyArray<readonly [string, number]> = [
  ['US', 30],
  ['GB', 8],
  ['DE', 7],
  ['CA', 5],
  ['FR', 5],
  ['BR', 5],
  ['MX', 3],
  ['ES', 3],
  ['IT', 3],
  ['PL', 3],
  ['NL', 2],
  ['SE', 2],
  ['AU', 2],
  ['JP', 2],
  ['KR', 2],
  ['RU', 2],
  ['TR', 2],
  ['AR', 2],
  ['IN', 2],
  ['PH', 1],
  ['ID', 1],
  ['CL', 1],
  ['CO', 1],
  ['PT', 1],
  ['BE', 1],
  ['AT', 1],
  ['CH', 1],
  ['DK', 1],
  ['NO', 1],
  ['FI', 1],
  ['IE', 1],
  ['NZ', 1],
  ['', 1],
];

export const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
export const BOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export interface Visitor {
  ip: string;
  country: string | null;
  agent: string;
}

function newVisitor(random: Random): Visitor {
  const country = random.weighted(COUNTRIES);
  return {
    ip: `${random.int(11, 223)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
    country: country || null,
    agent: random.pick(AGENTS),
  };
}

/**
 * A broadcaster's audience: a pool of regular viewers (an IP keeps its country and browser) who
 * come back and click again, so unique-clicks mode counts fewer than all clicks, plus a share of
 * one-time visitors.
 */
export class Audience {
  private readonly regulars: Visitor[];

  constructor(
    private readonly random: Random,
    size: number,
  ) {
    this.regulars = Array.from({ length: Math.max(20, size) }, () => newVisitor(random));
  }

  visitor(): Visitor {
    return this.random.chance(0.35) ? newVisitor(this.random) : this.random.pick(this.regulars);
  }
}
