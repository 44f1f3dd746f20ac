import { failureText } from '@advocate/api-client';
import type { Component } from '@advocate/api-client';
import { Button, FormError, Modal, useModalManager } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import { componentsTexts } from '../components-texts.ts';

export const DELETE_COMPONENT_MODAL = 'delete-component';

/**
 * Delete with the archive option (spec 01 §2, §7): Archive (DELETE ?archive=true, end_time now) or
 * Delete (DELETE); 'Couldn't delete component. Please try again later' when it fails.
 */
export function DeleteComponentModal({
  component,
  remove,
}: {
  component: Component | null;
  remove: (component: Component, archive: boolean) => Promise<unknown>;
}) {
  const messageId = useId();
  return (
    <Modal
      name={DELETE_COMPONENT_MODAL}
      title={component ? componentsTexts.deleteTitle(component.name) : componentsTexts.delete}
      descriptionId={messageId}
    >
      {component ? <DeleteBody component={component} remove={remove} messageId={messageId} /> : null}
    </Modal>
  );
}

function DeleteBody({
  component,
  remove,
  messageId,
}: {
  component: Component;
  remove: (component: Component, archive: boolean) => Promise<unknown>;
  messageId: string;
}) {
  const { closeModal } = useModalManager();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (archive: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await remove(component, archive);
      closeModal(DELETE_COMPONENT_MODAL);
    } catch (error) {
      setError(failureText(error, componentsTexts.deleteFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div aria-busy={busy}>
      <p id={messageId} className="text-sm text-secondary">
        {componentsTexts.deleteBody}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(DELETE_COMPONENT_MODAL)}>
          {componentsTexts.cancel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void run(true)}>
          {componentsTexts.archive}
        </Button>
        <Button disabled={busy} onClick={() => void run(false)}>
          {componentsTexts.delete}
        </Button>
      </div>
      <FormError message={error} />
    </div>
  );
}
