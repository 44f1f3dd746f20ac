import { Button, useModalManager } from '@advocate/ui-kit';
import { CAMPAIGN_UPDATE_MODAL, DELETE_CAMPAIGN_MODAL, END_CAMPAIGN_MODAL } from '../../../../shared/campaign-forms/index.ts';
import { managementTexts } from '../management-texts.ts';

export const managementModals = {
  settings: 'campaign-settings',
  invite: 'campaign-invite',
  sentInvites: 'campaign-sent-invites',
  addFromTeam: 'campaign-add-from-team',
  squads: 'campaign-squads',
  update: CAMPAIGN_UPDATE_MODAL,
  end: END_CAMPAIGN_MODAL,
  delete: DELETE_CAMPAIGN_MODAL,
} as const;

type Item = keyof typeof managementModals;

/**
 * The management menu (spec 01 §2): Campaign Settings, Invite a Broadcaster, See Sent Invites, Add a
 * Broadcaster, Manage Squads (only when the team has squads), Update Campaign, End Campaign, and
 * Delete Campaign (spec 01 §6: campaign delete is a campaign editor's, decision 682).
 */
export function ManagementMenu({ hasSquads, hasTeam }: { hasSquads: boolean; hasTeam: boolean }) {
  const { openModal } = useModalManager();
  const items: Item[] = [
    'settings',
    'invite',
    'sentInvites',
    ...(hasTeam ? (['addFromTeam'] as const) : []),
    ...(hasSquads ? (['squads'] as const) : []),
    'update',
    'end',
    'delete',
  ];
  return (
    <div role="group" aria-label="Campaign menu" className="flex flex-wrap gap-2">
      {items.map((item) => (
        <Button
          key={item}
          variant={item === 'end' || item === 'delete' ? 'ghost' : 'secondary'}
          onClick={() => openModal(managementModals[item])}
        >
          {managementTexts[item]}
        </Button>
      ))}
    </div>
  );
}
