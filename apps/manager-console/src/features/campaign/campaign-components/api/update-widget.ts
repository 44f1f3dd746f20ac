import type { ApiClient, DctaWidget } from '@advocate/api-client';

/** PUT widgets/{type}/{id}/: the widget's new text (spec 01 §7). */
export const updateWidget = (api: ApiClient, widget: Pick<DctaWidget, 'id' | 'type'>, text: string) =>
  api.PUT('/api/v1/widgets/{type}/{id}/', { params: { path: { type: widget.type, id: String(widget.id) } }, body: { text } });
