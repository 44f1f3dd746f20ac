import { firstErrorText } from '@advocate/api-client';
import type { CampaignStatusAction } from '@advocate/api-client';
import { useModalManager, useToast } from '@advocate/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReloadCampaignStatuses } from '../api/get-campaign-statuses.ts';
import { useChangeCampaignStatus, useInviteBroadcaster } from '../api/set-campaign-status.ts';
import { managementModals } from '../components/management-menu.tsx';
import { managementTexts } from '../management-texts.ts';
import { broadcasterErrorOf } from './broadcaster-error.ts';
import { REFRESH_AFTER_INVITE_MS } from './status-groups.ts';

/**
 * The status calls of the management page (spec 01 §7) with their messages (§8): invite ('Invite
 * Sent!', lists refresh after 500 ms, §4), add from team ('Broadcaster Added!'), activate and
 * deactivate ('Update Succeeded!'); the last three read the statuses again at once.
 */
export function useManagementActions(slug: string) {
  const { showToast } = useToast();
  const { closeModal } = useModalManager();
  const sendInvite = useInviteBroadcaster(slug).trigger;
  const changeStatus = useChangeCampaignStatus(slug).trigger;
  const reloadStatuses = useReloadCampaignStatuses(slug);
  const [busy, setBusy] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const invite = useCallback(
    async (username: string) => {
      await sendInvite(username);
      showToast(managementTexts.inviteSent);
      closeModal(managementModals.invite);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void reloadStatuses(), REFRESH_AFTER_INVITE_MS);
    },
    [sendInvite, showToast, closeModal, reloadStatuses],
  );

  const addFromTeam = useCallback(
    async (username: string) => {
      await changeStatus('add_from_team', username);
      showToast(managementTexts.added);
      closeModal(managementModals.addFromTeam);
    },
    [changeStatus, showToast, closeModal],
  );

  const toggle = useCallback(
    async (action: Extract<CampaignStatusAction, 'activate' | 'deactivate'>, username: string) => {
      setBusy(username);
      try {
        await changeStatus(action, username);
        showToast(managementTexts.updated);
      } catch (error) {
        const shown = broadcasterErrorOf(error);
        showToast(shown.field ?? shown.form ?? firstErrorText(error), 'error');
      } finally {
        setBusy(null);
      }
    },
    [changeStatus, showToast],
  );

  return { invite, addFromTeam, toggle, busy };
}
