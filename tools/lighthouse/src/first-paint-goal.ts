/** One Lighthouse run of one page: the figures issue 28 item 8 sets goals for, and what helps read them. */
export interface RunFigures {
  /** Performance score, 0-100. */
  score: number;
  /** Largest Contentful Paint, ms (simulated mobile). */
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Issue 28 item 8: performance 95 or more and LCP 2.5 s or less, on the mobile profile. */
export const GOAL = { minScore: 95, maxLcpMs: 2500 } as const;

export interface PageVerdict {
  page: string;
  runs: RunFigures[];
  /** The median run by score (Lighthouse's own advice for a few runs), its figures as measured. */
  median: RunFigures;
  spread: { score: [number, number]; lcpMs: [number, number] };
  meetsGoal: boolean;
}

const byScoreThenLcp = (a: RunFigures, b: RunFigures) => a.score - b.score || b.lcpMs - a.lcpMs;

/** The median run of a page (by score, the slower LCP first among equal scores), the spread, and the goal met or not. */
export function pageVerdict(page: string, runs: RunFigures[]): PageVerdict {
  if (runs.length === 0) throw new Error(`${page}: no Lighthouse run finished`);
  const sorted = [...runs].sort(byScoreThenLcp);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const scores = runs.map((run) => run.score);
  const lcps = runs.map((run) => run.lcpMs);
  return {
    page,
    runs,
    median,
    spread: { score: [Math.min(...scores), Math.max(...scores)], lcpMs: [Math.min(...lcps), Math.max(...lcps)] },
    meetsGoal: median.score >= GOAL.minScore && median.lcpMs <= GOAL.maxLcpMs,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The lines the script prints for one page. */
export function verdictLines(verdict: PageVerdict): string[] {
  const { median, spread } = verdict;
  return [
    `${verdict.page}: performance ${median.score}, LCP ${seconds(median.lcpMs)} (median of ${verdict.runs.length}) — ${verdict.meetsGoal ? 'meets' : 'MISSES'} the goal (${GOAL.minScore}+, LCP ≤ ${seconds(GOAL.maxLcpMs)})`,
    `  spread: performance ${spread.score[0]}-${spread.score[1]}, LCP ${seconds(spread.lcpMs[0])}-${seconds(spread.lcpMs[1])}`,
    ...verdict.runs.map(
      (run, i) =>
        `  run ${i + 1}: performance ${run.score}, LCP ${seconds(run.lcpMs)}, FCP ${seconds(run.fcpMs)}, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
    ),
  ];
}
