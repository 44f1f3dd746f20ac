import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  message: string;
  kind: ToastKind;
}

export const TOAST_DURATION_MS = 4000;

export const toastsAtom = atom<ToastMessage[]>([]);
let nextToastId = 1;

/** `showToast('Invite Sent!')` shows a message for a few seconds; `dismissToast(id)` hides it early. */
export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  const dismissToast = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), [setToasts]);
  const showToast = useCallback(
    (message: string, kind: ToastKind = 'success') => {
      const id = nextToastId++;
      setToasts((all) => [...all, { id, message, kind }]);
      return id;
    },
    [setToasts],
  );
  return { showToast, dismissToast };
}

const kindClasses: Record<ToastKind, string> = {
  success: 'border-green-500',
  error: 'border-red-500',
  info: 'border-secondary-400',
};

/** Where toasts appear; mount once in the app shell. */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="pointer-events-none fixed bottom-4 right-4 z-[60] flex flex-col gap-2" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: ToastMessage }) {
  const { dismissToast } = useToast();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, dismissToast]);
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex min-w-64 items-start justify-between gap-4 rounded-md border-l-4 bg-white px-4 py-3 text-sm text-secondary shadow-lg ${kindClasses[toast.kind]}`}
    >
      <span>{toast.message}</span>
      <button type="button" aria-label="Dismiss" className="text-gray-400 hover:text-gray-600" onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
