import type { ReactNode } from 'react';
import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { Fade } from '../feedback/fade.tsx';
import { useModalManager } from './modal-manager.ts';

export interface ModalProps {
  /** The name the modal is opened and closed by. */
  name: string;
  title?: string;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  widthClass?: string;
  /** The id of the element that describes the dialog, for `aria-describedby`. */
  descriptionId?: string;
}

/**
 * A modal shown while its name is open. Its children mount on open and unmount on close, so
 * their state starts fresh each time. Clicking the backdrop or pressing Escape closes it.
 */
export function Modal({ name, title, children, widthClass = 'max-w-lg', descriptionId }: ModalProps) {
  const { openModals, closeModal } = useModalManager();
  const open = openModals.includes(name);
  // Escape closes only the most recently opened modal, not every one stacked below it.
  const onTop = openModals[openModals.length - 1] === name;
  const titleId = useId();

  useEffect(() => {
    if (!onTop) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeModal(name);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onTop, name, closeModal]);

  if (!open) return null;
  return createPortal(
    <Fade durationMs={250} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div data-testid={`modal-backdrop-${name}`} className="absolute inset-0 bg-secondary-900/60" onClick={() => closeModal(name)} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : name}
        aria-describedby={descriptionId}
        className={`relative max-h-full w-full overflow-y-auto rounded-lg bg-white p-6 shadow-xl ${widthClass}`}
      >
        {title ? (
          <h2 id={titleId} className="mb-4 text-xl font-semibold text-secondary">
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </Fade>,
    document.body,
  );
}
