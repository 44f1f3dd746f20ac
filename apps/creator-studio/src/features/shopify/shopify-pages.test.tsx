import { createFakeApiClient, fakeApiError, makeManager, renderWithApi } from '@advocate/api-client/testing';
import type { FakeAnswer } from '@advocate/api-client/testing';
import { fullPage } from '@advocate/auth-and-guards';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopifyConfirmPage } from './shopify-confirm-page.tsx';
import { ShopifyInstallPage } from './shopify-install-page.tsx';

const QUERY = '?hmac=abc&shop=demo.myshopify.com&timestamp=1700000000';

function renderAt(page: ReactElement, path: string, answers: Record<string, FakeAnswer>) {
  const client = createFakeApiClient({ 'GET rest-auth/user/': makeManager(), ...answers });
  renderWithApi(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>, { client });
  return client;
}

afterEach(() => vi.restoreAllMocks());

describe('/shopify/install (spec 02 §2)', () => {
  it('shows the loading text, passes the signed query on untouched and fully redirects to the answered address', async () => {
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    let release: (value: unknown) => void = () => undefined;
    const client = renderAt(<ShopifyInstallPage />, `/shopify/install${QUERY}`, {
      [`GET shopify/install/${QUERY}`]: () => new Promise((resolve) => (release = resolve)),
    });
    expect(await screen.findByText('Getting Shopify Credentials...')).toBeTruthy();
    release({ url: 'http://localhost:4500/shopify/admin/oauth/authorize?shop=demo.myshopify.com&state=n' });
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:4500/shopify/admin/oauth/authorize?shop=demo.myshopify.com&state=n'),
    );
    expect(client.routes.filter((r) => r.startsWith('GET shopify/'))).toHaveLength(1);
  });

  it('a refusal (or a non-http address) asks to contact an admin', async () => {
    renderAt(<ShopifyInstallPage />, `/shopify/install${QUERY}`, { [`GET shopify/install/${QUERY}`]: fakeApiError(403, { detail: 'no' }) });
    expect(await screen.findByText("Couldn't install Shopify app...")).toBeTruthy();
    expect(screen.getByText('Could Not install Shopify App. Please contact an Advocate Admin.')).toBeTruthy();
  });

  it('refuses to redirect to a javascript: address', async () => {
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    renderAt(<ShopifyInstallPage />, `/shopify/install${QUERY}`, { [`GET shopify/install/${QUERY}`]: { url: 'javascript:alert(1)' } });
    expect(await screen.findByText("Couldn't install Shopify app...")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('/shopify/confirm (spec 02 §2)', () => {
  const confirmQuery = '?code=c&hmac=h&shop=demo.myshopify.com&state=s&timestamp=1';

  it('Finishing App Installation, then the congratulations and the steps', async () => {
    renderAt(<ShopifyConfirmPage />, `/shopify/confirm${confirmQuery}`, {
      [`GET shopify/confirm/${confirmQuery}`]: { shop: 'demo.myshopify.com' },
    });
    expect(screen.getByText('Finishing App Installation')).toBeTruthy();
    expect(await screen.findByText('Congratulations! The Advocate app is installed.')).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      'Open your campaign in the manager console.',
      'Go to the Components tab.',
      'Click Add New Component.',
      'Select Conversion Popup.',
      'Fill in the fields (images may be jpg, png, gif or webm) and choose your shop.',
      'Submit.',
    ]);
  });

  it('a failure asks to contact an admin', async () => {
    renderAt(<ShopifyConfirmPage />, `/shopify/confirm${confirmQuery}`, {
      [`GET shopify/confirm/${confirmQuery}`]: fakeApiError(400, {
        non_field_errors: ['The sign-in request could not be verified. Please try again.'],
      }),
    });
    expect(await screen.findByText('Could Not install Shopify App. Please contact an Advocate Admin.')).toBeTruthy();
  });
});
