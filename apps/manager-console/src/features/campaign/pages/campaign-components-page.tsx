import { firstErrorText } from '@advocate/api-client';
import type { Label } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { isCampaignEnded } from '@advocate/metrics-math';
import { EmptyState, FormError, LoadingBar, PageTitle, useModalManager } from '@advocate/ui-kit';
import { useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { useCampaignComponents } from '../campaign-components/api/get-campaign-components.ts';
import { useComponentsLabels } from '../campaign-components/api/get-campaign-labels.ts';
import { useComponentsCampaign } from '../campaign-components/api/get-campaign.ts';
import { useComponentTypes } from '../campaign-components/api/get-component-types.ts';
import { ADD_COMPONENT_MODAL } from '../campaign-components/components/add-component-modal.tsx';
import { ComponentCard } from '../campaign-components/components/component-card.tsx';
import { ComponentsEditorModals } from '../campaign-components/components/components-editor-modals.tsx';
import { ComponentsToolbar } from '../campaign-components/components/components-toolbar.tsx';
import { TypeSection } from '../campaign-components/components/type-section.tsx';
import { componentsTexts, NEW_GROUP_MODAL } from '../campaign-components/components-texts.ts';
import {
  componentsOfOfferedTypes,
  groupComponentsByType,
  hasEndedComponents,
  offeredTypes,
} from '../campaign-components/lib/component-list.ts';
import { useComponentActions } from '../campaign-components/lib/use-component-actions.ts';
import { useComponentGroups } from '../campaign-components/lib/use-component-groups.ts';
import { useComponentModals } from '../campaign-components/lib/use-component-modals.ts';
import { ComponentsToolbarModals } from '../campaign-components/modals/toolbar-modals.tsx';
import { useCurrentCampaign } from '../use-current-campaign.ts';

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
  const labels = useComponentsLabels(campaign.slug).data ?? NO_LABELS;
  const actions = useComponentActions(campaign.slug);
  const { openModal } = useModalManager();
  const [showPast, setShowPast] = useState(false);
  const groups = useComponentGroups(campaign.slug, labels);
  const modals = useComponentModals(Boolean(detail.data?.twitch_chatbot_account && !detail.data.twitch_chatbot_account.is_default));

  const now = new Date();
  const canEdit = user !== null && canEditCampaigns(user) && !isCampaignEnded(campaign, now);
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

  return (
    <div className="space-y-6">
      {title}
      <ComponentsToolbar
        hasEnded={hasEnded}
        showPast={showPast}
        onShowPast={setShowPast}
        canEdit={canEdit}
        manageGroups={groups.managing}
        onAddComponent={() => openModal(ADD_COMPONENT_MODAL)}
        onManageGroups={groups.toggleManaging}
        onAddGroup={() => openModal(NEW_GROUP_MODAL)}
        onSaveGroups={groups.save}
        canSaveGroups={groups.canSave}
        modals={<ComponentsToolbarModals campaign={campaign} components={all} canEdit={canEdit} />}
      />
      <FormError message={groups.error} />
      {sections.length === 0 && !hasEnded ? <EmptyState message={componentsTexts.empty} /> : null}
      {sections.map(({ type, components: shown }) => (
        <TypeSection
          key={type.slug}
          type={type}
          components={shown}
          now={now}
          renderCard={(component) => (
            <ComponentCard
              key={component.id}
              component={component}
              type={type}
              now={now}
              canEdit={canEdit}
              groups={groups.groupsOf(component.id)}
              allGroups={labels}
              manageGroups={groups.managing}
              onEdit={() => modals.startEdit(type, component)}
              onDelete={() => modals.startDelete(component)}
              onReactivate={() => actions.reactivate(component)}
              onReactivateVersion={(versionId) => actions.reactivateVersion(component, versionId)}
              onAddToGroup={(labelId) => groups.add(labelId, component.id)}
              onRemoveFromGroup={(label) => groups.remove(label, component.id)}
            />
          )}
        />
      ))}
      {canEdit ? (
        <ComponentsEditorModals
          offered={offered}
          managementPath={paths.campaignTab(campaign.slug, 'management')}
          detail={detail}
          labels={labels}
          formTarget={modals.formTarget}
          deleting={modals.deleting}
          onCreate={modals.startCreate}
          actions={actions}
        />
      ) : null}
    </div>
  );
}
