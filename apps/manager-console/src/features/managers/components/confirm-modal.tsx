import { Button, FormError, Modal, useModalManager } from '@advocate/ui-kit';
import type { ReactNode } from 'react';
import { useState } from 'react';

interface ConfirmModalProps {
  name: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown under the buttons when `onConfirm` fails (spec 01 §8). */
  failure: string;
  onConfirm: () => Promise<void>;
}

/** A delete confirmation of the managers page (spec 01 §2: delete modals ask for confirmation). */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal name={props.name} title={props.title}>
      <ConfirmBody {...props} />
    </Modal>
  );
}

function ConfirmBody({ name, children, confirmLabel, failure, onConfirm }: ConfirmModalProps) {
  const { closeModal } = useModalManager();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      closeModal(name);
    } catch {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <div className="text-sm text-secondary">{children}</div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(name)}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
      <FormError message={error} />
    </div>
  );
}
