// @vitest-environment happy-dom
import type { MemberVerification } from '@swapyard/domain/verifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerificationCard } from './verification-card';

// Settings' Verification card against a stubbed API (the submission itself is e2e/verification.spec.ts).
const mine: MemberVerification[] = [
  {
    id: '1f2e3d4c-5b6a-4789-8abc-def012345678',
    type: 'passport',
    status: 'rejected',
    rejectionReason: 'The photo is too blurry to read your name.',
    createdAt: '2026-11-20T09:30:00.000Z',
    decidedAt: '2026-11-21T09:30:00.000Z',
    documentCount: 1,
    documentsRemoved: false,
  },
  {
    id: '2f2e3d4c-5b6a-4789-8abc-def012345678',
    type: 'address',
    status: 'pending',
    rejectionReason: null,
    createdAt: '2026-11-19T09:30:00.000Z',
    decidedAt: null,
    documentCount: 2,
    documentsRemoved: false,
  },
];

let posts: string[];
beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'POST') posts.push(String(input));
    return new Response(JSON.stringify({ verifications: mine }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VerificationCard />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("Settings' Verification card", () => {
  it('shows each verification: pending review, or rejected with the reason and a way to submit again', async () => {
    renderCard();
    const list = await screen.findByRole('list', { name: 'Your verifications' });
    const [passport, address] = within(list).getAllByRole('listitem');
    expect(within(passport!).getByText('Rejected')).toBeTruthy();
    expect(within(passport!).getByText('The photo is too blurry to read your name.')).toBeTruthy();
    expect(within(passport!).getByRole('button', { name: 'Submit again' })).toBeTruthy();
    expect(within(address!).getByText('Pending review')).toBeTruthy();
    expect(within(address!).queryByRole('button')).toBeNull();
  });

  it('opens the form on the rejected type and names every missing field before sending anything', async () => {
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Submit again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect((within(dialog).getByLabelText('Document type') as HTMLSelectElement).value).toBe('passport');
    await user.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    for (const message of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your date of birth',
      'Please enter your address',
      'Please add a photo of your document',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(within(dialog).queryByText('Please choose what you are verifying')).toBeNull();
    expect(posts).toEqual([]);
  });
});
