import type { BroadcasterCompliance } from '@advocate/api-client';
import { useModalManager } from '@advocate/ui-kit';
import { useState } from 'react';
import type { RowHandlers } from '../components/compliance-view-props.ts';
import { ACTIONS_MODAL } from '../modals/broadcaster-actions-modal.tsx';
import { HISTORY_MODAL } from '../modals/compliance-history-modal.tsx';
import { OVERRIDE_MODAL, type OverrideTarget } from '../modals/override-compliance-modal.tsx';

/** The row buttons' modals: which broadcaster History and Actions show, and what Override changes. */
export function useRowModals(broadcasters: readonly BroadcasterCompliance[]) {
  const { openModal } = useModalManager();
  const [broadcaster, setBroadcaster] = useState<string | null>(null);
  const [overrideTarget, setOverrideTarget] = useState<OverrideTarget | null>(null);
  const openFor = (name: string, modal: string) => {
    setBroadcaster(name);
    openModal(modal);
  };
  const handlers: RowHandlers = {
    onHistory: (name) => openFor(name, HISTORY_MODAL),
    onActions: (name) => openFor(name, ACTIONS_MODAL),
    onOverride: (name, componentId) => {
      const found = broadcasters.find((b) => b.name === name);
      if (!found) return;
      setOverrideTarget({ broadcaster: found, componentId });
      openModal(OVERRIDE_MODAL);
    },
  };
  return { broadcaster, overrideTarget, handlers };
}
