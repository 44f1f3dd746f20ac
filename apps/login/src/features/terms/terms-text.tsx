import { forwardRef } from 'react';
import type { TermsDocument } from './data/terms-document.ts';

/** The scrollable terms box; focusable so keyboard users can scroll it too. */
export const TermsText = forwardRef<HTMLDivElement, { document: TermsDocument; onScroll: () => void }>(function TermsText(
  { document, onScroll },
  ref,
) {
  return (
    <div
      ref={ref}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label="Terms of Service text"
      className="mb-5 h-80 overflow-y-auto rounded-md border border-gray-200 bg-gray-50 p-4 text-sm leading-relaxed text-secondary focus:outline-none focus:ring-2 focus:ring-primary-300"
    >
      <h2 className="text-lg font-semibold">{document.title}</h2>
      <p className="mb-4 text-xs text-gray-500">
        {document.audience} · Last updated {document.lastUpdated}
      </p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mb-4">
          <h3 className="mb-1 font-semibold">{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mb-2">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
});
