import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

/** Names of the open modals, oldest first (spec 00 §2: modals are opened and closed by name). */
export const openModalsAtom = atom<string[]>([]);

export interface ModalManager {
  openModals: string[];
  isOpen: (name: string) => boolean;
  openModal: (name: string) => void;
  /** Closes the named modal; without a name closes every modal. */
  closeModal: (name?: string) => void;
}

export function useModalManager(): ModalManager {
  const [openModals, setOpenModals] = useAtom(openModalsAtom);
  const openModal = useCallback((name: string) => setOpenModals((open) => (open.includes(name) ? open : [...open, name])), [setOpenModals]);
  const closeModal = useCallback(
    (name?: string) => setOpenModals((open) => (name === undefined ? [] : open.filter((n) => n !== name))),
    [setOpenModals],
  );
  return useMemo(
    () => ({ openModals, isOpen: (name: string) => openModals.includes(name), openModal, closeModal }),
    [openModals, openModal, closeModal],
  );
}
