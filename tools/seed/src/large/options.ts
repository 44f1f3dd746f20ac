/** Size of the large dataset (issue 9 "Scale"); every figure can be lowered with a flag. */
export interface LargeOptions {
  broadcasters: number;
  /** Total clicks over the whole period (humans and bots). */
  clicks: number;
  days: number;
  /** Viewership poll interval in minutes. */
  sampleMinutes: number;
  /** Average hours live per broadcaster per day. */
  liveHours: number;
  /**
   * Write every event through the live recorders (rollups moved batch by batch, hours at full
   * size) instead of the bulk import and one rollup rebuild at the end (decision 620).
   */
  throughRecorders: boolean;
}

export const FULL_SIZE: LargeOptions = {
  broadcasters: 1000,
  clicks: 10_000_000,
  days: 365,
  sampleMinutes: 5,
  liveHours: 3,
  throughRecorders: false,
};

const FLAGS: Record<string, Exclude<keyof LargeOptions, 'throughRecorders'>> = {
  '--broadcasters': 'broadcasters',
  '--clicks': 'clicks',
  '--days': 'days',
  '--sample-minutes': 'sampleMinutes',
  '--live-hours': 'liveHours',
};

/** `--clicks 1000000 --days 90 …` over FULL_SIZE; throws on an unknown flag or a value that is not a positive number. */
export function parseLargeOptions(argv: readonly string[]): LargeOptions {
  const options = { ...FULL_SIZE };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--through-recorders') {
      options.throughRecorders = true;
      continue;
    }
    const key = FLAGS[flag];
    if (!key) throw new Error(`seed:large: unknown flag ${argv[i]} (known: ${[...Object.keys(FLAGS), '--through-recorders'].join(', ')})`);
    const raw = inline ?? argv[(i += 1)];
    const value = Number(String(raw).replace(/_/g, ''));
    if (!Number.isFinite(value) || value <= 0) throw new Error(`seed:large: ${flag} needs a positive number, got ${raw}`);
    options[key] = key === 'liveHours' ? value : Math.round(value);
  }
  return options;
}

export function describeOptions(o: LargeOptions): string {
  return `${o.broadcasters} broadcasters, ${o.clicks.toLocaleString('en-US')} clicks over ${o.days} days, ~${o.liveHours} h live a day sampled every ${o.sampleMinutes} min, ${o.throughRecorders ? 'through the live recorders' : 'bulk import then one rollup rebuild'}`;
}
