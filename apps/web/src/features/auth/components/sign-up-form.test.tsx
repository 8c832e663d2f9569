// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './sign-up-form';

// The form's own checks, before anything is sent (the sign-up journey itself is e2e/auth.spec.ts). The network is
// the boundary: any request at all fails the test.
let requests: string[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    requests.push(String(input));
    return Promise.reject(new Error('no request expected'));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSignedUp = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignUpForm onSignedUp={onSignedUp} />
    </QueryClientProvider>,
  );
  return { onSignedUp, user: userEvent.setup() };
}

describe('the sign-up form', () => {
  it('names every problem at its field and sends nothing', async () => {
    const { user, onSignedUp } = renderForm();
    await user.type(screen.getByLabelText('Username'), 'a!');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please enter your full name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('clears a field’s message as soon as it is being fixed', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter your full name')).toBeTruthy();
    await user.type(screen.getByLabelText('Full name'), 'A');
    expect(screen.queryByText('Please enter your full name')).toBeNull();
  });

  it('refuses a common password before sending it', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Common Choice');
    await user.type(screen.getByLabelText('Username'), 'common_choice');
    await user.type(screen.getByLabelText('Email'), 'common-choice@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText(
        'This password is too common. Please choose a less common one.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });
});
