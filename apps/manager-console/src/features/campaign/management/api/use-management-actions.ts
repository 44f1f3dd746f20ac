import { firstErrorText, setCampaignStatus, useApiClient } from '@advocate/api-client';
import type { CampaignStatusAction } from '@advocate/api-client';
import { useModalManager, useToast } from '@advocate/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { managementModals } from '../components/management-menu.tsx';
import { broadcasterErrorOf } from '../lib/broadcaster-error.ts';
import { REFRESH_AFTER_INVITE_MS } from '../lib/status-groups.ts';
import { managementTexts } from '../management-texts.ts';

/**
 * The status calls of the management page (spec 01 §7) with their messages (§8): invite ('Invite
 * Sent!', lists refresh after 500 ms, §4), add from team ('Broadcaster Added!'), activate and
 * deactivate ('Update Succeeded!'). `refresh` revalidates the statuses.
 */
export function useManagementActions(slug: string, refresh: () => void) {
  const api = useApiClient();
  const { showToast } = useToast();
  const { closeModal } = useModalManager();
  const [busy, setBusy] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const invite = useCallback(
    async (username: string) => {
      await setCampaignStatus(api, slug, 'invite', username);
      showToast(managementTexts.inviteSent);
      closeModal(managementModals.invite);
      clearTimeout(timer.current);
      timer.current = setTimeout(refresh, REFRESH_AFTER_INVITE_MS);
    },
    [api, slug, showToast, closeModal, refresh],
  );

  const addFromTeam = useCallback(
    async (username: string) => {
      await setCampaignStatus(api, slug, 'add_from_team', username);
      showToast(managementTexts.added);
      closeModal(managementModals.addFromTeam);
      refresh();
    },
    [api, slug, showToast, closeModal, refresh],
  );

  const toggle = useCallback(
    async (action: Extract<CampaignStatusAction, 'activate' | 'deactivate'>, username: string) => {
      setBusy(username);
      try {
        await setCampaignStatus(api, slug, action, username);
        showToast(managementTexts.updated);
        refresh();
      } catch (error) {
        const shown = broadcasterErrorOf(error);
        showToast(shown.field ?? shown.form ?? firstErrorText(error), 'error');
      } finally {
        setBusy(null);
      }
    },
    [api, slug, showToast, refresh],
  );

  return { invite, addFromTeam, toggle, busy };
}
