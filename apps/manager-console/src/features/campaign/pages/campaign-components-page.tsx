import { firstErrorText } from '@advocate/api-client';
import type { Component, ComponentType, Label } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { isCampaignEnded } from '@advocate/metrics-math';
import { EmptyState, FormError, LoadingBar, Modal, PageTitle, useModalManager, useToast } from '@advocate/ui-kit';
import { useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { useComponentActions } from '../campaign-components/api/use-component-actions.ts';
import { useCampaignComponents, useComponentsCampaign, useComponentsLabels, useComponentTypes } from '../campaign-components/api/use-components-data.ts';
import { AddComponentModal, ADD_COMPONENT_MODAL, NoChatbotModal, NO_CHATBOT_MODAL } from '../campaign-components/components/add-component-modal.tsx';
import { ComponentCard } from '../campaign-components/components/component-card.tsx';
import { ComponentForm } from '../campaign-components/components/component-form.tsx';
import { ComponentsToolbar } from '../campaign-components/components/components-toolbar.tsx';
import { DeleteComponentModal, DELETE_COMPONENT_MODAL } from '../campaign-components/components/delete-component-modal.tsx';
import { NewGroupModal } from '../../../shared/groups/index.ts';
import { NEW_GROUP_MODAL } from '../campaign-components/components-texts.ts';
import { TypeSection } from '../campaign-components/components/type-section.tsx';
import { componentsTexts } from '../campaign-components/components-texts.ts';
import { CHATBOT_TYPES } from '../campaign-components/lib/component-fields.ts';
import { componentsOfOfferedTypes, groupComponentsByType, hasEndedComponents, offeredTypes } from '../campaign-components/lib/component-list.ts';
import { addToGroup, changedGroups, groupsOfComponent, membershipOf, removeFromGroup } from '../campaign-components/lib/group-changes.ts';
import type { GroupMembership } from '../campaign-components/lib/group-changes.ts';
import { ComponentsToolbarModals } from '../campaign-components/modals/toolbar-modals.tsx';
import { useCurrentCampaign } from '../use-current-campaign.ts';

const FORM_MODAL = 'component-form';
const NO_LABELS: Label[] = [];

/**
 * /campaigns/{slug}/components (spec 01 §2 Campaign components page): the components grouped by
 * type, the toolbar, the type forms, the cards with their versions and groups. Editing needs
 * canEditCampaigns and a campaign that has not ended; otherwise the page only reads (spec 01 §6).
 */
export function CampaignComponentsPage() {
  const campaign = useCurrentCampaign();
  const { user } = useSession();
  const types = useComponentTypes();
  const components = useCampaignComponents(campaign.slug);
  const detail = useComponentsCampaign(campaign.slug);
  const labelsAnswer = useComponentsLabels(campaign.slug);
  const actions = useComponentActions(campaign.slug);
  const { openModal, closeModal } = useModalManager();
  const { showToast } = useToast();
  const [showPast, setShowPast] = useState(false);
  const [membership, setMembership] = useState<GroupMembership | null>(null);
  const [groupsError, setGroupsError] = useState<string | null>(null);
  const [savingGroups, setSavingGroups] = useState(false);
  const [formTarget, setFormTarget] = useState<{ type: ComponentType; component?: Component } | null>(null);
  const [deleting, setDeleting] = useState<Component | null>(null);

  const now = new Date();
  const canEdit = user !== null && canEditCampaigns(user) && !isCampaignEnded(campaign, now);
  const labels = labelsAnswer.data ?? NO_LABELS;
  const title = <PageTitle page={componentsTexts.page} documentTitle={`Components · ${campaign.name}`} />;
  const failure = types.error ?? components.error;
  if (!types.data || !components.data) {
    return (
      <div className="space-y-4">
        {title}
        {failure ? <FormError message={firstErrorText(failure)} /> : <LoadingBar label={componentsTexts.loading} />}
      </div>
    );
  }

  const offered = offeredTypes(types.data, campaign.available_components);
  const all = componentsOfOfferedTypes(components.data, offered);
  const sections = groupComponentsByType(all, offered, { showPast, now });
  const hasEnded = hasEndedComponents(all, now);
  const manageGroups = membership !== null;
  const current = membership ?? membershipOf(labels);
  const changes = changedGroups(labels, current);
  const hasChatbot = Boolean(detail.data?.twitch_chatbot_account && !detail.data.twitch_chatbot_account.is_default);

  const startCreate = (type: ComponentType) => {
    closeModal(ADD_COMPONENT_MODAL);
    if (CHATBOT_TYPES.includes(type.slug) && !hasChatbot) {
      openModal(NO_CHATBOT_MODAL);
      return;
    }
    setFormTarget({ type });
    openModal(FORM_MODAL);
  };
  const saveGroups = async () => {
    setSavingGroups(true);
    setGroupsError(null);
    try {
      await actions.saveGroups(changes);
      setMembership(null);
      showToast(componentsTexts.groupsSaved);
    } catch (error) {
      setGroupsError(firstErrorText(error));
    } finally {
      setSavingGroups(false);
    }
  };

  return (
    <div className="space-y-6">
      {title}
      <ComponentsToolbar
        hasEnded={hasEnded}
        showPast={showPast}
        onShowPast={setShowPast}
        canEdit={canEdit}
        manageGroups={manageGroups}
        onAddComponent={() => openModal(ADD_COMPONENT_MODAL)}
        onManageGroups={() => setMembership(manageGroups ? null : membershipOf(labels))}
        onAddGroup={() => openModal(NEW_GROUP_MODAL)}
        onSaveGroups={() => void saveGroups()}
        canSaveGroups={changes.length > 0 && !savingGroups}
        modals={<ComponentsToolbarModals campaign={campaign} components={all} canEdit={canEdit} />}
      />
      <FormError message={groupsError} />
      {sections.length === 0 && !hasEnded ? <EmptyState message={componentsTexts.empty} /> : null}
      {sections.map(({ type, components: shown }) => (
        <TypeSection key={type.slug} type={type} components={shown} now={now}
          renderCard={(component) => (
            <ComponentCard key={component.id} component={component} type={type} now={now} canEdit={canEdit}
              groups={groupsOfComponent(labels, current, component.id)} allGroups={labels} manageGroups={manageGroups}
              onEdit={() => { setFormTarget({ type, component }); openModal(FORM_MODAL); }}
              onDelete={() => { setDeleting(component); openModal(DELETE_COMPONENT_MODAL); }}
              onReactivate={() => actions.reactivate(component)}
              onReactivateVersion={(versionId) => actions.reactivateVersion(component, versionId)}
              onAddToGroup={(labelId) => setMembership(addToGroup(current, labelId, component.id))}
              onRemoveFromGroup={(label) =>
                manageGroups ? setMembership(removeFromGroup(current, label.id, component.id)) : actions.removeFromGroup(label, component.id)}
            />
          )}
        />
      ))}
      {canEdit ? (
        <>
          <AddComponentModal types={offered} onCreate={startCreate} />
          <NoChatbotModal managementPath={paths.campaignTab(campaign.slug, 'management')} />
          <Modal name={FORM_MODAL} widthClass="max-w-2xl"
            title={formTarget ? (formTarget.component ? componentsTexts.editComponent(formTarget.component.name) : componentsTexts.newComponent(formTarget.type.name)) : undefined}>
            {formTarget && detail.data ? (
              <ComponentForm campaign={detail.data} type={formTarget.type} labels={labels} component={formTarget.component}
                save={(body) => (formTarget.component ? actions.update(formTarget.component.id, body) : actions.create({ ...body, name: body.name ?? '', type: formTarget.type.slug }))}
                onSaved={() => closeModal(FORM_MODAL)} />
            ) : detail.error ? <FormError message={firstErrorText(detail.error)} /> : <LoadingBar label={componentsTexts.loading} />}
          </Modal>
          <DeleteComponentModal component={deleting} remove={actions.remove} />
          <NewGroupModal name={NEW_GROUP_MODAL} add={actions.addGroup} />
        </>
      ) : null}
    </div>
  );
}
