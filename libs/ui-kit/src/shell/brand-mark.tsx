export interface BrandMarkProps {
  /** Tailwind colour class of the first half; the second half is always the primary pink. */
  toneClass?: string;
}

/** The product word mark, in the brand colours (spec 00 §9). */
export function BrandMark({ toneClass = 'text-white' }: BrandMarkProps) {
  return (
    <span className={`text-2xl font-bold tracking-tight ${toneClass}`}>
      Advo<span className="text-primary">cate</span>
    </span>
  );
}
