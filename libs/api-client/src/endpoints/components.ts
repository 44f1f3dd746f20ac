import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** A component type that is not hidden (spec 01 §3 Component type). */
export type ComponentType = AnswerOf<'listComponentTypes'>[number];
/** A campaign's component with its versions newest first and activeVersion (spec 01 §3 Component). */
export type Component = AnswerOf<'listComponents'>[number];
/** A component version (spec 01 §3 Component version). */
export type ComponentVersion = AnswerOf<'listComponentVersions'>[number];

export const componentTypesPath = 'component-types/';

/** SWR key (path) of a campaign's components; `active` keeps those not ended. */
export const campaignComponentsPath = (slug: string, active?: boolean) =>
  `components/?campaign=${encodeURIComponent(slug)}${active === undefined ? '' : `&active=${active}`}`;

/** SWR key (path) of a component's versions. */
export const componentVersionsPath = (componentId: number) => `component-versions/?component=${componentId}`;

export const listComponentTypes = (api: ApiClient) => api.get<ComponentType[]>(componentTypesPath);

export const listComponents = (api: ApiClient, slug: string, active?: boolean) => api.get<Component[]>(campaignComponentsPath(slug, active));

export const listComponentVersions = (api: ApiClient, componentId: number) => api.get<ComponentVersion[]>(componentVersionsPath(componentId));
