import type { Component } from '@advocate/api-client';

export interface DctaFormProps {
  component: Component;
  canEdit: boolean;
}

/**
 * A dynamic call to action's form on its card: one text input per text widget and Update (spec 01
 * §2, §7). Seam for issue 7: built by the modals slice.
 */
export function DctaForm(_props: DctaFormProps) {
  return null;
}
