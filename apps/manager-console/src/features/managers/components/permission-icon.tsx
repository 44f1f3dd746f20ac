import { LEVEL_LABELS, type Level } from '../lib/permission-levels.ts';

const paths: Record<Level, string> = {
  // A pencil: read/write.
  0: 'M4 20h4L19 9l-4-4L4 16v4zm11-15 4 4',
  // An eye: read only.
  1: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  // A crossed circle: no access.
  2: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
};
const colours: Record<Level, string> = { 0: 'text-green-700', 1: 'text-secondary', 2: 'text-gray-500' };

/** A permission level as an icon with its accessible label, e.g. 'Campaigns: Read Only' (spec 01 §2). */
export function PermissionIcon({ area, level }: { area: string; level: Level }) {
  const label = `${area}: ${LEVEL_LABELS[level]}`;
  return (
    <span className={`inline-flex items-center ${colours[level]}`} title={label}>
      <svg
        role="img"
        aria-label={label}
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={paths[level]} />
      </svg>
    </span>
  );
}
