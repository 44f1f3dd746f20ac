import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** A component's dynamic call to action with its widgets (spec 01 §3 Dynamic call to action). */
export type Dcta = AnswerOf<'listDctas'>[number];
export type DctaWidget = Dcta['widgets'][number];

/** SWR key (path) of a component's dynamic call to action. */
export const componentDctasPath = (componentId: number) => `dctas/?component=${componentId}`;

export const listDctas = (api: ApiClient, componentId: number) => api.get<Dcta[]>(componentDctasPath(componentId));

/** PUT widgets/{type}/{id}/: the widget's new text (spec 01 §7). */
export const updateWidget = (api: ApiClient, widget: Pick<DctaWidget, 'id' | 'type'>, text: string) =>
  api.put<DctaWidget>(`widgets/${encodeURIComponent(widget.type)}/${widget.id}/`, { text });

/** POST dctas/{id}/render/: renders the graphic again from the widgets; answers the dcta. */
export const renderDcta = (api: ApiClient, dctaId: number) => api.post<Dcta>(`dctas/${dctaId}/render/`);
