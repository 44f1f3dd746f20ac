import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { ModalManager } from '../modal/modal-manager.ts';
import { useModalManager } from '../modal/modal-manager.ts';
import type { WizardProps } from './wizard.tsx';
import { Wizard } from './wizard.tsx';

let manager: ModalManager;
function Capture() {
  manager = useModalManager();
  return null;
}

const pages = ['Details', 'Requirements', 'Participation', 'Settings'].map((title) => ({
  title,
  content: <p>{`${title} fields`}</p>,
}));

function renderWizard(props: Partial<WizardProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <Provider>
      <Capture />
      <Wizard name="createCampaign" title="Create Campaign" pages={pages} onSubmit={onSubmit} {...props} />
    </Provider>,
  );
  act(() => manager.openModal('createCampaign'));
  return onSubmit;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Wizard', () => {
  it('walks forward and back and submits only on the last page', async () => {
    const onSubmit = renderWizard();
    expect(screen.getByText('Details fields')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();

    click('Next');
    expect(screen.getByText('Requirements fields')).toBeTruthy();
    click('Back');
    expect(screen.getByText('Details fields')).toBeTruthy();

    click('Next');
    click('Next');
    click('Next');
    expect(screen.getByText('Settings fields')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => click('Submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows one dot per page with the current one marked', () => {
    renderWizard();
    const dots = screen.getByRole('list', { name: 'Pages' }).querySelectorAll('li');
    expect(dots).toHaveLength(4);
    expect(dots[0].getAttribute('aria-current')).toBe('step');
    click('Next');
    expect(dots[1].getAttribute('aria-current')).toBe('step');
    expect(dots[0].getAttribute('aria-current')).toBeNull();
  });

  it('reads Update when editing', () => {
    renderWizard({ editing: true, pages: [pages[0]] });
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pages' })).toBeNull();
  });

  it('resets to page 1 when opened again', () => {
    renderWizard();
    click('Next');
    click('Next');
    expect(screen.getByText('Participation fields')).toBeTruthy();
    act(() => manager.closeModal('createCampaign'));
    act(() => manager.openModal('createCampaign'));
    expect(screen.getByText('Details fields')).toBeTruthy();
  });

  it('stays on the page when the page gate refuses', () => {
    const onSubmit = renderWizard({ canLeavePage: (index) => index !== 1 });
    click('Next');
    click('Next');
    expect(screen.getByText('Requirements fields')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a form-level error under the form', () => {
    renderWizard({ error: 'Something went wrong' });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });
});
