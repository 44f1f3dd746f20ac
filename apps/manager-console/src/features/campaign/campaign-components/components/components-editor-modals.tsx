import { firstErrorText } from '@advocate/api-client';
import type { CampaignDetail, Component, ComponentType, Label } from '@advocate/api-client';
import { FormError, LoadingBar, Modal, useModalManager } from '@advocate/ui-kit';
import { NewGroupModal } from '../../../../shared/groups/index.ts';
import type { useComponentActions } from '../lib/use-component-actions.ts';
import { componentsTexts, NEW_GROUP_MODAL } from '../components-texts.ts';
import { COMPONENT_FORM_MODAL } from '../lib/use-component-modals.ts';
import type { FormTarget } from '../lib/use-component-modals.ts';
import { AddComponentModal, NoChatbotModal } from './add-component-modal.tsx';
import { ComponentForm } from './component-form.tsx';
import { DeleteComponentModal } from './delete-component-modal.tsx';

export interface ComponentsEditorModalsProps {
  offered: readonly ComponentType[];
  managementPath: string;
  detail: { data?: CampaignDetail; error?: unknown };
  labels: readonly Label[];
  formTarget: FormTarget | null;
  deleting: Component | null;
  onCreate: (type: ComponentType) => void;
  actions: ReturnType<typeof useComponentActions>;
}

/** The editors' modals of the components page: add, no chatbot, the component form, delete, new group. */
export function ComponentsEditorModals({
  offered,
  managementPath,
  detail,
  labels,
  formTarget,
  deleting,
  onCreate,
  actions,
}: ComponentsEditorModalsProps) {
  const { closeModal } = useModalManager();
  const title = formTarget
    ? formTarget.component
      ? componentsTexts.editComponent(formTarget.component.name)
      : componentsTexts.newComponent(formTarget.type.name)
    : undefined;
  return (
    <>
      <AddComponentModal types={offered} onCreate={onCreate} />
      <NoChatbotModal managementPath={managementPath} />
      <Modal name={COMPONENT_FORM_MODAL} widthClass="max-w-2xl" title={title}>
        {formTarget && detail.data ? (
          <ComponentForm
            campaign={detail.data}
            type={formTarget.type}
            labels={labels}
            component={formTarget.component}
            save={(body) =>
              formTarget.component
                ? actions.update(formTarget.component.id, body)
                : actions.create({ ...body, name: body.name ?? '', type: formTarget.type.slug })
            }
            onSaved={() => closeModal(COMPONENT_FORM_MODAL)}
          />
        ) : detail.error ? (
          <FormError message={firstErrorText(detail.error)} />
        ) : (
          <LoadingBar label={componentsTexts.loading} />
        )}
      </Modal>
      <DeleteComponentModal component={deleting} remove={actions.remove} />
      <NewGroupModal name={NEW_GROUP_MODAL} add={actions.addGroup} />
    </>
  );
}
