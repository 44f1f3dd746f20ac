import { firstErrorText } from '@advocate/api-client';
import type { Squad } from '@advocate/api-client';
import { Button, FormError, Modal, useToast } from '@advocate/ui-kit';
import { useState } from 'react';
import { useChangeCampaignSquad } from '../api/change-campaign-squad.ts';
import { managementTexts } from '../management-texts.ts';

export interface ManageSquadsModalProps {
  name: string;
  slug: string;
  squads: Squad[];
  /** Ids of the squads on the campaign. */
  onCampaign: number[];
}

/**
 * Manage Squads (spec 01 §2, §7 add_squad / remove_squad): each squad of the team with Add or
 * Remove; after a change the statuses and the campaign are read again.
 */
export function ManageSquadsModal({ name, slug, squads, onCampaign }: ManageSquadsModalProps) {
  const changeSquad = useChangeCampaignSquad(slug).trigger;
  const { showToast } = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (squad: Squad, add: boolean) => {
    setBusy(squad.id);
    setError(null);
    try {
      await changeSquad(squad.id, add);
      showToast(managementTexts.updated);
    } catch (failure) {
      setError(firstErrorText(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal name={name} title={managementTexts.squads}>
      {squads.length === 0 ? (
        <p className="text-sm text-gray-600">{managementTexts.noSquads}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {squads.map((squad) => {
            const on = onCampaign.includes(squad.id);
            return (
              <li key={squad.id} className="flex items-center justify-between gap-4 py-2">
                <span className="min-w-0">
                  <span className="block break-words font-medium text-secondary">{squad.name}</span>
                  <span className="block text-xs text-gray-600">
                    {squad.roster.length} broadcaster{squad.roster.length === 1 ? '' : 's'}
                    {on ? ` · ${managementTexts.squadOn}` : ''}
                  </span>
                </span>
                <Button
                  variant={on ? 'secondary' : 'primary'}
                  className="!px-3 !py-1"
                  disabled={busy !== null}
                  aria-label={`${on ? managementTexts.remove : managementTexts.add} ${squad.name}`}
                  onClick={() => void change(squad, !on)}
                >
                  {on ? managementTexts.remove : managementTexts.add}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FormError message={error} />
    </Modal>
  );
}
