import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPassword } from './forgot-password';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

// What the recovery screens offer depends on the server: without mail settings there is no
// reset-by-email form and no screen may promise mail. The browser suite covers the server with
// mail; these cover the one without, and the reset form's handling of the link's token.

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderIn(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers GET /api/auth/recovery as a server with or without mail; other calls get `other`. */
function server(resetByEmail: boolean, other: () => Response = () => json(500, {})) {
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/auth/recovery' ? json(200, { reset_by_email: resetByEmail }) : other(),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/app/reset-password');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('without mail', () => {
  it('the forgot screen offers only a recovery code and says no mail is sent', async () => {
    server(false);
    renderIn(<ForgotPassword onRecovered={() => {}} />);
    expect(
      await screen.findByText(
        /Quietdesk sends no mail here, so a password cannot be reset by email/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get a reset link by email' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Use a recovery code' })).toBeTruthy();
  });

  it('sign-in says no mail is sent and how a recovery code helps', async () => {
    server(false);
    renderIn(<SignInForm me={undefined} onSignedIn={() => {}} />);
    expect(
      await screen.findByText(
        /Quietdesk sends no mail here\. If you forget your password, a recovery code/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/app/forgot-password',
    );
  });
});

describe('with mail', () => {
  it('the forgot screen offers both ways', async () => {
    server(true);
    renderIn(<ForgotPassword onRecovered={() => {}} />);
    expect(await screen.findByRole('region', { name: 'Get a reset link by email' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Use a recovery code' })).toBeTruthy();
    expect(screen.queryByText(/sends no mail/)).toBeNull();
  });
});

describe('reset form', () => {
  it('sends the token from the fragment and takes it out of the address', async () => {
    window.history.replaceState(null, '', '/app/reset-password#token=abc_DEF-123');
    const onReset = vi.fn();
    server(true, () => new Response(null, { status: 204 }));
    renderIn(<ResetPasswordForm onReset={onReset} />);
    const field = await screen.findByLabelText('New password');
    expect(window.location.hash).toBe('');
    fireEvent.change(field, { target: { value: 'a long new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await vi.waitFor(() => expect(onReset).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe('/api/auth/password-reset/confirm');
    expect(JSON.parse(String(init!.body))).toEqual({
      token: 'abc_DEF-123',
      new_password: 'a long new passphrase',
    });
  });

  it('refuses a short password before asking, and a dead link points to a new one', async () => {
    window.history.replaceState(null, '', '/app/reset-password#token=used');
    server(true, () => json(400, { detail: 'This reset link does not work.' }));
    renderIn(<ResetPasswordForm onReset={() => {}} />);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Use at least \d+ characters/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('confirm'))).toBe(false);

    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'a long new passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link does not work.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });

  it('without a token says where to get one', async () => {
    renderIn(<ResetPasswordForm onReset={() => {}} />);
    expect(await screen.findByText(/This page needs the link from your reset mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/app/forgot-password',
    );
  });
});
