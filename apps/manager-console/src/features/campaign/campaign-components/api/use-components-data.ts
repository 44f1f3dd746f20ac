import {
  campaignComponentsPath,
  campaignLabelsPath,
  campaignPath,
  componentShopsPath,
  componentTypesPath,
  useResource,
} from '@advocate/api-client';
import type { CampaignDetail, Component, ComponentShop, ComponentType, Label } from '@advocate/api-client';

/** GET component-types/: the types that are not hidden, in sort order. */
export const useComponentTypes = () => useResource<ComponentType[]>(componentTypesPath);

/** GET components/?campaign=: every component of the campaign that is not deleted (ended ones included). */
export const useCampaignComponents = (slug: string) => useResource<Component[]>(campaignComponentsPath(slug));

/** The campaign detail: its settings (spec 01 §5 form rules) and its chatbot account (spec 01 §2). */
export const useComponentsCampaign = (slug: string) => useResource<CampaignDetail>(campaignPath(slug));

/** The campaign's groups (labels). */
export const useComponentsLabels = (slug: string) => useResource<Label[]>(campaignLabelsPath(slug));

/**
 * The Shopify shops a conversion popup may use (GET shopify/shops/?campaign=). Read only while the
 * form needs it; a 404 (no such endpoint yet) or an empty list both read as "no shop".
 */
export function useComponentShops(slug: string, enabled: boolean) {
  const answer = useResource<ComponentShop[]>(componentShopsPath(slug), { enabled, shouldRetryOnError: false });
  return { shops: answer.data ?? [], loading: enabled && !answer.data && !answer.error };
}
