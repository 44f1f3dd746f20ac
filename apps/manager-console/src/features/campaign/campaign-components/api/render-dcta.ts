import type { ApiClient } from '@advocate/api-client';

/** POST dctas/{id}/render/: renders the graphic again from the widgets; answers the dcta. */
export const renderDcta = (api: ApiClient, dctaId: number) =>
  api.POST('/api/v1/dctas/{id}/render/', { params: { path: { id: String(dctaId) } } });
