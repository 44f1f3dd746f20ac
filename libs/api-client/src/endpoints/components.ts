import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** A component type that is not hidden (spec 01 §3 Component type). */
export type ComponentType = AnswerOf<'listComponentTypes'>[number];
/**
 * A campaign's component with its versions newest first and activeVersion (spec 01 §3 Component),
 * its fullscreen video file, its widget's address and is_deleted (issue 7 contract 1).
 */
export type Component = AnswerOf<'listComponents'>[number];
/** A component version (spec 01 §3 Component version). */
export type ComponentVersion = AnswerOf<'listComponentVersions'>[number];

/** In a request the media travel as Files (then the request goes as multipart/form-data). */
type WithFiles<T> = Omit<T, 'image' | 'widget_upload'> & { image?: File | Blob | null; widget_upload?: File | Blob | null };

/** The body of `POST components/` (contract 1): config and labels go as JSON text in multipart. */
export type ComponentCreate = WithFiles<BodyOf<'createComponent'>>;
/** The body of `PATCH components/{id}/`: any of the fields, archive, reactivation or a version to reactivate. */
export type ComponentUpdate = WithFiles<BodyOf<'updateComponent'>>;
/** Component config keys a form may send (spec 01 §3 Component config keys). */
export type ComponentConfigInput = NonNullable<ComponentCreate['config']>;

export const componentTypesPath = 'component-types/';

/** SWR key (path) of a campaign's components; `active` keeps those not ended. */
export const campaignComponentsPath = (slug: string, active?: boolean) =>
  `components/?campaign=${encodeURIComponent(slug)}${active === undefined ? '' : `&active=${active}`}`;

/** SWR key (path) of a component's versions. */
export const componentVersionsPath = (componentId: number) => `component-versions/?component=${componentId}`;

const componentPath = (id: number) => `components/${id}/`;

export const listComponentTypes = (api: ApiClient) => api.get<ComponentType[]>(componentTypesPath);

export const listComponents = (api: ApiClient, slug: string, active?: boolean) =>
  api.get<Component[]>(campaignComponentsPath(slug, active));

export const listComponentVersions = (api: ApiClient, componentId: number) =>
  api.get<ComponentVersion[]>(componentVersionsPath(componentId));

/** POST components/: answers 201 with the component (multipart when a file is sent). */
export const createComponent = (api: ApiClient, body: ComponentCreate) => api.post<Component>('components/', { ...body });

/** PATCH components/{id}/: a partial change; archive (end_time), reactivate (end_time and end_signal_send null) or a version. */
export const updateComponent = (api: ApiClient, id: number, body: ComponentUpdate) => api.patch<Component>(componentPath(id), { ...body });

/** Spec 01 §4: reactivation clears end_time and end_signal_send. */
export const reactivateComponent = (api: ApiClient, id: number) => updateComponent(api, id, { end_time: null, end_signal_send: null });

/** Spec 01 §4: reactivating a version sends reactivated_version_id. */
export const reactivateComponentVersion = (api: ApiClient, id: number, versionId: number) =>
  updateComponent(api, id, { reactivated_version_id: versionId });

/** DELETE components/{id}/, or with `archive` DELETE components/{id}/?archive=true (end_time now). 204. */
export const deleteComponent = (api: ApiClient, id: number, options: { archive?: boolean } = {}) =>
  api.delete<unknown>(options.archive ? `${componentPath(id)}?archive=true` : componentPath(id));

/** A confirmed Shopify installation a conversion popup of the campaign may use (issue 7 contract 4). */
export interface ComponentShop {
  shop: string;
}

/** SWR key (path) of the shops a campaign's conversion popups may use: GET shopify/shops/?campaign=. */
export const componentShopsPath = (slug: string) => `shopify/shops/?campaign=${encodeURIComponent(slug)}`;

export const listComponentShops = (api: ApiClient, slug: string) => api.get<ComponentShop[]>(componentShopsPath(slug));
