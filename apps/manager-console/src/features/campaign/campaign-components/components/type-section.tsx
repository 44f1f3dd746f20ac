import type { Component, ComponentType } from '@advocate/api-client';
import { Button } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { isComponentActive } from '../lib/component-list.ts';
import { componentsTexts } from '../components-texts.ts';

/**
 * One component type's cards (spec 01 §2). A non-versioned type offers 'Show All' / 'Show Active
 * Only' (decision 422): all its components on show, or only the active ones.
 */
export function TypeSection({
  type,
  components,
  now,
  renderCard,
}: {
  type: ComponentType;
  components: readonly Component[];
  now: Date;
  renderCard: (component: Component) => ReactNode;
}) {
  const [activeOnly, setActiveOnly] = useState(false);
  const titleId = useId();
  const shown = activeOnly ? components.filter((component) => isComponentActive(component, now)) : components;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-secondary">
            {type.name}
          </h2>
          <p className="text-sm text-gray-600">{type.description}</p>
        </div>
        {type.is_versioned ? null : (
          <Button variant="ghost" className="px-2 py-1 text-sm" onClick={() => setActiveOnly((value) => !value)}>
            {activeOnly ? componentsTexts.showAll : componentsTexts.showActiveOnly}
          </Button>
        )}
      </div>
      {shown.length === 0 ? <p className="text-sm text-gray-600">{componentsTexts.nothingActive}</p> : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">{shown.map((component) => renderCard(component))}</div>
    </section>
  );
}
