export interface PageDotsProps {
  count: number;
  current: number;
  titles?: string[];
}

/** One dot per wizard page; the current one is filled. */
export function PageDots({ count, current, titles = [] }: PageDotsProps) {
  return (
    <ol aria-label="Pages" className="mb-4 flex justify-center gap-2">
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          aria-current={i === current ? 'step' : undefined}
          aria-label={titles[i] ?? `Page ${i + 1}`}
          className={`h-2.5 w-2.5 rounded-full ${i === current ? 'bg-primary' : 'bg-gray-300'}`}
        />
      ))}
    </ol>
  );
}
