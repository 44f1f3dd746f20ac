import { fullPage } from '@advocate/auth-and-guards';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TWITCH_SCOPES } from '../../shared/lib/oauth.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { ChatbotSignInPage } from './chatbot-sign-in-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const renderChatbotPage = () => renderPage(<ChatbotSignInPage />, { path: '/login/chatbot' });

describe('/login/chatbot (decision 163)', () => {
  it('keeps the title and the permission details of spec 00 §2', () => {
    renderChatbotPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chatbot Login');
    expect(document.title).toBe('Chatbot Login | Advocate');
    const scopes = within(screen.getByRole('list', { name: 'Chatbot permissions' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('code')?.textContent);
    expect(scopes).toEqual(TWITCH_SCOPES);
    const notice = screen.getByRole('region', { name: 'About permissions' }).textContent;
    expect(notice).toContain("never sent through a broadcaster's account unless they enable it as a chatbot");
    expect(notice).toContain('moderator privileges only so that it can post in chat; it performs no other moderation');
  });

  it('says where chatbots are authorised and offers no sign-in that would replace the session', () => {
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    const { client } = renderChatbotPage();
    expect(
      screen.getByText(
        "Chatbot accounts are authorised from a campaign's Management tab or from the team settings in the manager console.",
      ),
    ).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('landed').textContent).toBe('/login');
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    expect(client.calls).toHaveLength(0);
  });
});
