export { SentInvitesModal, sentInvitesTexts } from './sent-invites-modal.tsx';
export type { SentInvite, SentInvitesModalProps } from './sent-invites-modal.tsx';
