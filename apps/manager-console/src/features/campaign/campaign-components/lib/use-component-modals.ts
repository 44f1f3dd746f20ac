import type { Component, ComponentType } from '@advocate/api-client';
import { useModalManager } from '@advocate/ui-kit';
import { useState } from 'react';
import { ADD_COMPONENT_MODAL, NO_CHATBOT_MODAL } from '../components/add-component-modal.tsx';
import { DELETE_COMPONENT_MODAL } from '../components/delete-component-modal.tsx';
import { CHATBOT_TYPES } from './component-fields.ts';

export const COMPONENT_FORM_MODAL = 'component-form';

/** What the component form edits: a new component of a type, or one component. */
export interface FormTarget {
  type: ComponentType;
  component?: Component;
}

/**
 * Which component the form and the delete modal act on, and the openings: a new chat bot
 * component needs the campaign's own chatbot account first (spec 01 §2).
 */
export function useComponentModals(hasChatbot: boolean) {
  const { openModal, closeModal } = useModalManager();
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<Component | null>(null);

  const startCreate = (type: ComponentType) => {
    closeModal(ADD_COMPONENT_MODAL);
    if (CHATBOT_TYPES.includes(type.slug) && !hasChatbot) {
      openModal(NO_CHATBOT_MODAL);
      return;
    }
    setFormTarget({ type });
    openModal(COMPONENT_FORM_MODAL);
  };
  const startEdit = (type: ComponentType, component: Component) => {
    setFormTarget({ type, component });
    openModal(COMPONENT_FORM_MODAL);
  };
  const startDelete = (component: Component) => {
    setDeleting(component);
    openModal(DELETE_COMPONENT_MODAL);
  };

  return { formTarget, deleting, startCreate, startEdit, startDelete };
}
