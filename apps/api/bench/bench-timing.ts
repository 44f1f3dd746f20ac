import { performance } from 'node:perf_hooks';

/** Runs `run` `count` times one after another and prints n, p50, p95 and rate. Figures only; nothing is asserted. */
export async function time(label: string, count: number, run: (i: number) => Promise<unknown>): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(2);
  const total = samples.reduce((a, b) => a + b, 0);
  console.log(`${label.padEnd(44)} n=${count}  p50=${pick(0.5)} ms  p95=${pick(0.95)} ms  ${(count / (total / 1000)).toFixed(0)}/s`);
}

/** Prints the process's memory after a run. */
export function printMemory(): void {
  const memory = process.memoryUsage();
  console.log(`memory: rss=${(memory.rss / 2 ** 20).toFixed(0)} MiB heapUsed=${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
}

/** Runs a bench's `main` and exits with its code (0 when it answers nothing), or 1 with the error printed. */
export function runBench(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
