/** The provider account types: the social_accounts rows' shape, kept with their repository (repositories never import services). */
export type { ProviderAccount, SocialProvider } from '../repositories/social-accounts-repository.ts';
