import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';
import type { ModalManager } from './modal-manager.ts';
import { useModalManager } from './modal-manager.ts';

let manager: ModalManager;
function Capture() {
  manager = useModalManager();
  return null;
}

function renderModals(children: ReactNode) {
  return render(
    <Provider>
      <Capture />
      {children}
    </Provider>,
  );
}

describe('modal manager', () => {
  it('opens and closes modals by name', () => {
    renderModals(
      <>
        <Modal name="invite" title="Invite">
          invite body
        </Modal>
        <Modal name="remove" title="Remove">
          remove body
        </Modal>
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => manager.openModal('invite'));
    expect(screen.getByRole('dialog', { name: 'Invite' })).toBeTruthy();
    expect(screen.queryByText('remove body')).toBeNull();
    act(() => manager.openModal('remove'));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    act(() => manager.closeModal('invite'));
    expect(screen.queryByText('invite body')).toBeNull();
    expect(screen.getByText('remove body')).toBeTruthy();
  });

  it('closes every modal when closed without a name', () => {
    renderModals(
      <>
        <Modal name="a">a body</Modal>
        <Modal name="b">b body</Modal>
      </>,
    );
    act(() => {
      manager.openModal('a');
      manager.openModal('b');
    });
    expect(manager.openModals).toEqual(['a', 'b']);
    act(() => manager.closeModal());
    expect(manager.openModals).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the modal when its backdrop is clicked, not when the panel is', () => {
    renderModals(<Modal name="settings">settings body</Modal>);
    act(() => manager.openModal('settings'));
    fireEvent.click(screen.getByText('settings body'));
    expect(manager.isOpen('settings')).toBe(true);
    fireEvent.click(screen.getByTestId('modal-backdrop-settings'));
    expect(manager.isOpen('settings')).toBe(false);
  });

  it('closes on Escape and does not open the same name twice', () => {
    renderModals(<Modal name="x">x body</Modal>);
    act(() => {
      manager.openModal('x');
      manager.openModal('x');
    });
    expect(manager.openModals).toEqual(['x']);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(manager.isOpen('x')).toBe(false);
  });

  it('closes only the top modal on Escape', () => {
    renderModals(
      <>
        <Modal name="settings">settings body</Modal>
        <Modal name="confirm">confirm body</Modal>
      </>,
    );
    act(() => {
      manager.openModal('settings');
      manager.openModal('confirm');
    });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(manager.openModals).toEqual(['settings']);
  });
});
