export { NewGroupModal, type NewGroupModalProps } from './new-group-modal.tsx';
