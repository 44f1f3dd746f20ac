import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button.tsx';
import { FormError } from '../forms/form-error.tsx';
import { Modal } from './modal.tsx';
import { useModalManager } from './modal-manager.ts';

export interface ConfirmModalProps {
  /** The name the modal is opened and closed by. */
  name: string;
  title: string;
  /** What is about to happen; it also describes the dialog to assistive technology. */
  message: ReactNode;
  confirmLabel: string;
  /**
   * Shown under the buttons when `onConfirm` fails and the server gave no message of its own (a
   * network failure or a 5xx); a refusal shows the server's message instead (decision 680).
   */
  failure: string;
  /** The action; the modal closes when it resolves and shows `failure` when it rejects. */
  onConfirm: () => Promise<unknown>;
  /** Runs after the modal has closed on success, e.g. to navigate away. */
  onConfirmed?: () => void;
}

/**
 * The server's message carried by a failed call (api-client's ApiError `serverMessage`, which this
 * layer may not import), or undefined.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object' || !('serverMessage' in error)) return undefined;
  const message = (error as { serverMessage: unknown }).serverMessage;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * A confirmation dialog with Cancel and a confirm button. The confirm button is disabled while
 * `onConfirm` runs. Open with `openModal(name)`.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const messageId = useId();
  return (
    <Modal name={props.name} title={props.title} descriptionId={messageId}>
      <ConfirmBody {...props} messageId={messageId} />
    </Modal>
  );
}

function ConfirmBody({
  name,
  message,
  confirmLabel,
  failure,
  onConfirm,
  onConfirmed,
  messageId,
}: ConfirmModalProps & { messageId: string }) {
  const { closeModal } = useModalManager();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // Focus starts on Cancel, the harmless choice, and goes back to where it was once the dialog closes.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    bodyRef.current?.querySelector<HTMLButtonElement>('button[data-confirm-cancel]')?.focus();
    return () => previous?.focus();
  }, []);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      closeModal(name);
      onConfirmed?.();
    } catch (caught) {
      setError(serverMessageOf(caught) ?? failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div ref={bodyRef} aria-busy={busy}>
      <p id={messageId} className="text-sm text-secondary">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" data-confirm-cancel onClick={() => closeModal(name)}>
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
