import { USER_PATH } from '@advocate/api-client';
import { fakeApiError, makeUser } from '@advocate/api-client/testing';
import { clearSession, fullPage, readStoredUser } from '@advocate/auth-and-guards';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.tsx';
import { TermsForm } from './terms-form.tsx';

// jsdom has no layout: give the terms box a real-looking geometry (3000 px of text in a 320 px box).
const scrollTops = new WeakMap<Element, number>();
const geometry = {
  scrollHeight: {
    get(this: Element) {
      return this.getAttribute('role') === 'region' ? 3000 : 0;
    },
  },
  clientHeight: {
    get(this: Element) {
      return this.getAttribute('role') === 'region' ? 320 : 0;
    },
  },
  scrollTop: {
    get(this: Element) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrollTops.set(this, value);
    },
  },
};
const saved = Object.fromEntries(Object.keys(geometry).map((key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)]));
beforeAll(() => {
  for (const [key, descriptor] of Object.entries(geometry))
    Object.defineProperty(Element.prototype, key, { configurable: true, ...descriptor });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(Element.prototype, key, descriptor);
});

let assigned: string[];
beforeEach(() => {
  assigned = [];
  vi.spyOn(fullPage, 'assign').mockImplementation((url) => void assigned.push(url));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
});

const agreeBox = () => screen.getByLabelText('I have read and agreed to the Terms of Service') as HTMLInputElement;
const agreeButton = () => screen.getByRole('button', { name: 'I Agree' }) as HTMLButtonElement;
function scrollTo(top: number) {
  const box = screen.getByRole('region', { name: 'Terms of Service text' });
  box.scrollTop = top;
  fireEvent.scroll(box);
}

describe('terms gate', () => {
  it('enables the checkbox only after reading to within 300 px, and I Agree only once ticked', () => {
    renderPage(<TermsForm user={makeUser({ user_type: 3, tos_agreed: null })} next={null} />, { path: '/login/tos' });
    expect(agreeBox().disabled).toBe(true);
    expect(agreeButton().disabled).toBe(true);
    scrollTo(2000);
    expect(agreeBox().disabled).toBe(true);
    scrollTo(2380);
    expect(agreeBox().disabled).toBe(false);
    expect(agreeButton().disabled).toBe(true);
    fireEvent.click(agreeBox());
    expect(agreeButton().disabled).toBe(false);
  });

  it('offers the sponsorship choice to broadcasters only, both choices on by default', () => {
    renderPage(<TermsForm user={makeUser({ user_type: 3, tos_agreed: null })} next={null} />, { path: '/login/tos' });
    expect((screen.getByLabelText('Email me about sponsorship offers') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Email me about Advocate updates') as HTMLInputElement).checked).toBe(true);
    cleanup();
    renderPage(<TermsForm user={makeUser({ user_type: 2, tos_agreed: null })} next={null} />, { path: '/login/tos' });
    expect(screen.queryByLabelText('Email me about sponsorship offers')).toBeNull();
    expect(screen.getByText(/For managers/)).toBeTruthy();
  });
});

describe('agreeing', () => {
  async function agree(user = makeUser({ user_type: 3, tos_agreed: null }), next: string | null = null) {
    const view = renderPage(<TermsForm user={user} next={next} />, { path: '/login/tos' });
    scrollTo(2900);
    fireEvent.click(agreeBox());
    fireEvent.click(screen.getByLabelText('Email me about Advocate updates'));
    return view;
  }

  it('puts the full profile with tos_agreed and continues to next', async () => {
    const { client } = await agree(undefined, 'http://localhost:4400/campaigns');
    client.answer(`PUT ${USER_PATH}`, (call: { data: unknown }) => ({ ...makeUser({ user_type: 3 }), ...(call.data as object) }));
    fireEvent.click(agreeButton());
    await waitFor(() => expect(assigned).toEqual(['http://localhost:4400/campaigns']));
    const body = client.calls[0].data as Record<string, unknown>;
    expect(typeof body.tos_agreed).toBe('string');
    expect(body.email_receive_advocate_updates).toBe(false);
    expect(body.profile).toMatchObject({ email_receive_sponsorship_offers: true, email_receive_advocate_updates: false });
    expect(readStoredUser()?.tos_agreed).toBe(body.tos_agreed);
  });

  it('shows the server error in red under the form', async () => {
    const { client } = await agree();
    client.answer(`PUT ${USER_PATH}`, fakeApiError(400, { non_field_errors: ['Profile could not be saved.'] }));
    fireEvent.click(agreeButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Profile could not be saved.');
    expect(alert.className).toContain('text-red-600');
    expect(assigned).toEqual([]);
  });
});
