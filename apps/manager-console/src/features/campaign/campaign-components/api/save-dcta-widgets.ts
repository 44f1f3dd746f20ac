import { useMutation } from '@advocate/api-client';
import type { ApiClient, Dcta, DctaWidget } from '@advocate/api-client';
import { componentDctasKey } from './get-component-dctas.ts';
import { renderDcta } from './render-dcta.ts';
import { updateWidget } from './update-widget.ts';

/** A widget with its new text. */
export interface WidgetChange {
  widget: Pick<DctaWidget, 'id' | 'type'>;
  text: string;
}

/** Spec 01 §7: every changed widget in parallel, then the graphic is rendered again. */
export async function saveDctaWidgets(api: ApiClient, dcta: Pick<Dcta, 'id'>, changes: readonly WidgetChange[]) {
  await Promise.all(changes.map(({ widget, text }) => updateWidget(api, widget, text)));
  return renderDcta(api, dcta.id);
}

/** Update of a dynamic call to action's form; the component's dcta is read again. */
export const useSaveDctaWidgets = (componentId: number) => useMutation(saveDctaWidgets, { invalidate: [componentDctasKey(componentId)] });
