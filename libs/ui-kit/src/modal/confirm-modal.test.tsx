import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal.tsx';
import type { ModalManager } from './modal-manager.ts';
import { useModalManager } from './modal-manager.ts';

let manager: ModalManager;
function Opener() {
  manager = useModalManager();
  return (
    <button type="button" onClick={() => manager.openModal('remove')}>
      open
    </button>
  );
}

function renderConfirm(props: { onConfirm: () => Promise<unknown>; onConfirmed?: () => void }) {
  render(
    <Provider>
      <Opener />
      <ConfirmModal
        name="remove"
        title="Remove Item"
        message={
          <>
            Remove <strong>Widget</strong>?
          </>
        }
        confirmLabel="Remove"
        failure="Could not remove."
        {...props}
      />
    </Provider>,
  );
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Remove Item' }) };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmModal', () => {
  it('is a modal dialog labelled by its title and described by its message, with focus on Cancel', () => {
    const { dialog } = renderConfirm({ onConfirm: vi.fn(async () => undefined) });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Remove Widget?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('disables the confirm button while busy, then closes, calls onConfirmed and gives focus back', async () => {
    const action = deferred();
    const onConfirmed = vi.fn();
    const { opener, dialog } = renderConfirm({ onConfirm: () => action.promise, onConfirmed });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    fireEvent.click(confirm);
    expect(confirm.disabled).toBe(true);
    expect(onConfirmed).not.toHaveBeenCalled();
    await act(async () => action.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(manager.isOpen('remove')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('stays open with the failure text when the action fails, and can be tried again', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(undefined);
    const onConfirmed = vi.fn();
    const { dialog } = renderConfirm({ onConfirm, onConfirmed });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not remove.');
    expect((within(dialog).getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onConfirmed).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message of a refused action instead of the failure text (decision 680)", async () => {
    const refused = Object.assign(new Error('Bad Request'), { serverMessage: 'End date must be greater than start date' });
    const { dialog } = renderConfirm({ onConfirm: () => Promise.reject(refused) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('End date must be greater than start date');
  });

  it('keeps the failure text when the error carries no usable message', async () => {
    const silent = Object.assign(new Error('Internal Server Error'), { serverMessage: undefined });
    const { dialog } = renderConfirm({ onConfirm: () => Promise.reject(silent) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not remove.');
  });

  it('closes on Cancel without running the action', () => {
    const onConfirm = vi.fn(async () => undefined);
    const { dialog } = renderConfirm({ onConfirm });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
