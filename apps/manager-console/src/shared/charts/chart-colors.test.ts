import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { CHART_COLORS } from './chart-colors.ts';

interface TailwindPreset {
  chartColors: string[];
  tremor: { safelist: Array<{ pattern: RegExp }> };
}

const { chartColors, tremor } = createRequire(import.meta.url)('../../../../../libs/ui-kit/tailwind-preset.cjs') as TailwindPreset;

it('keeps the Tailwind classes Tremor builds for every chart colour, and no other colour', () => {
  expect(chartColors).toEqual([...CHART_COLORS]);
  const kept = (name: string) => tremor.safelist.some(({ pattern }) => pattern.test(name));
  for (const color of CHART_COLORS) {
    for (const name of [`fill-${color}-500`, `stroke-${color}-500`, `bg-${color}-500`, `text-${color}-700`])
      expect(kept(name), name).toBe(true);
  }
  expect(kept('fill-blue-500')).toBe(false);
});
