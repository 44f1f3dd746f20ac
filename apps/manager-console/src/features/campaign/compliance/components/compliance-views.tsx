import { BroadcastersTable } from './broadcasters-table.tsx';
import { BroadcasterCards, ComponentCards } from './compliance-cards.tsx';
import type { BroadcastersViewProps, ComponentViewProps } from './compliance-view-props.ts';
import { ComponentTable } from './component-table.tsx';

/** The Broadcasters view: cards on phones, the table otherwise. */
export function BroadcastersView({ phone, ...view }: BroadcastersViewProps & { phone: boolean }) {
  return phone ? <BroadcasterCards {...view} /> : <BroadcastersTable {...view} />;
}

/** The Components view for the chosen component: cards on phones, the table otherwise. */
export function ComponentView({ phone, ...view }: ComponentViewProps & { phone: boolean }) {
  return phone ? <ComponentCards {...view} /> : <ComponentTable {...view} />;
}
