// @vitest-environment happy-dom
import { HANDOVER_TEXTS, type Handover } from '@swapyard/domain/handovers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi, type StubbedApi } from '@/lib/testing/stub-api';
import {
  arranging,
  BEA,
  daysFromNow,
  HANDOVER_CODE,
  handoverFixture,
  meetup,
  meetupAgreed,
  names,
  SAM,
  TRADE_ID,
} from '../testing/handover-fixture';
import { HandoverCards } from './handover-cards';

// A handover met up for, against a stubbed API: proposing a time and place, accepting it, the handover code at the
// meetup, and the calls either member can make (a no-show, calling it off).

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const HANDOVER_URL = '/api/handovers/9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';
const DAY_MS = 24 * 60 * 60 * 1000;

let api: StubbedApi;
let shown: Handover[];
let answers: Array<(url: string) => unknown>;
beforeEach(() => {
  answers = [];
  api = stubApi({
    get: { [`/api/trades/${TRADE_ID}/handovers`]: () => ({ handovers: shown, buysLabels: false }) },
    post: async (url) => {
      // Answered slowly, so a second click lands while the first is in flight.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The next answer in line; the server then lists the handover as it now stands.
      const updated = (answers.shift() ?? (() => shown[0]))(url);
      if (!(updated instanceof Response)) shown = [updated as Handover];
      return updated;
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderCards(handover: Handover) {
  shown = [handover];
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <HandoverCards tradeId={TRADE_ID} names={names} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

/** Two presses in the same tick, before the button can re-render as busy: only the guard stops the second. */
function pressTwice(element: HTMLElement) {
  fireEvent.click(element);
  fireEvent.click(element);
}

/** `ms` from now as the date-time field takes it (local time, to the minute). */
function localInput(ms: number) {
  const date = new Date(Date.now() + ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

describe('Meetups', () => {
  it('proposes a time and a suggested place, sent once on a double click', async () => {
    const when = localInput(3 * DAY_MS);
    const at = new Date(when).toISOString();
    answers = [() => arranging('giver', meetup({ at, place: 'A public library' }))];
    renderCards(arranging('giver'));
    expect(await screen.findByText('Propose a time and a public place to meet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: when } });
    await userEvent.click(screen.getByRole('button', { name: 'A public library' }));
    expect(screen.getByLabelText('Public place')).toHaveProperty('value', 'A public library');
    pressTwice(button('Propose meetup')!);
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ url: `${HANDOVER_URL}/meetup`, body: { at, place: 'A public library' } });

    // The proposer waits for the other member, and may propose another time.
    expect(
      await screen.findByText(/^You proposed .* at A public library\. Waiting for Bea Bell\.$/),
    ).toBeTruthy();
    expect(button('Propose another time')).toBeTruthy();
    expect(button('Accept')).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Meetup proposed');
  });

  it('sends nothing for a time more than 30 days ahead, or for no place', async () => {
    renderCards(arranging('receiver'));
    const time = await screen.findByLabelText('Date and time');
    fireEvent.change(time, { target: { value: localInput(31 * DAY_MS) } });
    await userEvent.click(button('Propose meetup')!);
    expect(screen.getByText('Please enter a public place to meet')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Public place'), 'The station café');
    await userEvent.click(button('Propose meetup')!);
    expect(screen.getByText(HANDOVER_TEXTS.meetupTooFar)).toBeTruthy();
    fireEvent.change(time, { target: { value: localInput(-DAY_MS) } });
    await userEvent.click(button('Propose meetup')!);
    expect(screen.getByText(HANDOVER_TEXTS.meetupInPast)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(api.sent).toEqual([]);
  });

  it("shows the server's refusal of a proposal under the form", async () => {
    answers = [
      () => jsonResponse({ error: { code: 'CONFLICT', message: HANDOVER_TEXTS.notArranging } }, 409),
    ];
    renderCards(arranging('receiver'));
    fireEvent.change(await screen.findByLabelText('Date and time'), {
      target: { value: localInput(2 * DAY_MS) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'A busy café' }));
    await userEvent.click(button('Propose meetup')!);
    expect((await screen.findByRole('alert')).textContent).toBe(HANDOVER_TEXTS.notArranging);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('the member who did not propose accepts the proposal, or suggests another time', async () => {
    answers = [() => meetupAgreed('receiver')];
    renderCards(arranging('receiver', meetup()));
    expect(
      await screen.findByText(
        /^Sam Stone proposed .* at A busy café\. Accept it, or suggest another time\.$/,
      ),
    ).toBeTruthy();

    // Suggesting another time opens the form with the place proposed; Cancel keeps the proposal.
    await userEvent.click(button('Suggest another time')!);
    expect(screen.getByLabelText('Public place')).toHaveProperty('value', 'A busy café');
    await userEvent.click(button('Cancel')!);

    pressTwice(button('Accept')!);
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ url: `${HANDOVER_URL}/meetup/accept`, body: undefined });
    expect(await screen.findByText('Meetup agreed')).toBeTruthy();
  });

  it("the receiver's agreed meetup shows the handover code, as digits and a QR code, and a calendar event", async () => {
    renderCards(meetupAgreed('receiver'));
    expect(await screen.findByText(HANDOVER_CODE)).toBeTruthy();
    expect(
      screen.getByText(
        'Show this code to Sam Stone when you have the item. Only show it once you have checked the item.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('A busy café')).toBeTruthy();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toMatch(/^\/api\/handovers\/[0-9a-f-]+\/meetup\.ics$/);
    expect(
      await screen.findByRole('img', { name: `Your handover code ${HANDOVER_CODE} as a QR code` }),
    ).toBeTruthy();
    // Nothing to enter on this side, and no no-show before the time.
    expect(screen.queryByLabelText('Handover code')).toBeNull();
    expect(button('Report a no-show')).toBeNull();
  });

  it('the giver enters the code: a wrong one is answered under the field, the right one releases the money', async () => {
    answers = [
      () => jsonResponse({ error: { code: 'VALIDATION_FAILED', message: HANDOVER_TEXTS.wrongCode(4) } }, 400),
      () => handoverFixture('giver', { method: 'meetup', state: 'received', receivedAt: daysFromNow(0) }),
    ];
    renderCards(meetupAgreed('giver'));
    const field = await screen.findByLabelText('Handover code');
    expect(screen.queryByText(HANDOVER_CODE)).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeTruthy();

    await userEvent.type(field, '12');
    await userEvent.click(button('Confirm handover')!);
    expect(screen.getByText('Enter the 6-digit code')).toBeTruthy();
    expect(api.sent).toEqual([]);

    await userEvent.type(field, '3-456');
    expect(field).toHaveProperty('value', '123456');
    pressTwice(button('Confirm handover')!);
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ url: `${HANDOVER_URL}/code`, body: { code: '123456' } });
    await vi.waitFor(() => {
      const error = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
      expect(error?.textContent).toBe(HANDOVER_TEXTS.wrongCode(4));
    });
    expect(toasts.error).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, HANDOVER_CODE);
    await userEvent.click(button('Confirm handover')!);
    await vi.waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]!.body).toEqual({ code: HANDOVER_CODE });
    expect(await screen.findByText('Received')).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('Handed over! The money has been released.');
  });

  it('calling off the meetup is confirmed first and sent once; the other member is asked to agree', async () => {
    answers = [() => meetupAgreed('giver', { cancelAskedBy: [SAM] })];
    renderCards(meetupAgreed('giver'));
    await userEvent.click(await screen.findByRole('button', { name: 'Call off the meetup' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'If you both call it off, the trade is cancelled and the money on hold goes back.',
      ),
    ).toBeTruthy();
    expect(api.sent).toEqual([]);
    pressTwice(within(dialog).getByRole('button', { name: 'Call it off' }));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({ url: `${HANDOVER_URL}/meetup/cancel`, body: undefined });
    expect(await screen.findByText('Waiting for Bea Bell to agree to call it off.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(button('Call off the meetup')).toBeNull();
    cleanup();

    renderCards(meetupAgreed('receiver', { cancelAskedBy: [SAM] }));
    expect(await screen.findByText('Sam Stone asked to call off the meetup.')).toBeTruthy();
    expect(button('Agree to call it off')).toBeTruthy();
  });

  it('once the meetup time has passed, either member can report a no-show, and a new time is arranged', async () => {
    const past = daysFromNow(-0.1);
    answers = [() => arranging('receiver', meetup({ at: past, noShowReportedBy: BEA }))];
    renderCards(meetupAgreed('receiver', { at: past }));
    await userEvent.click(await screen.findByRole('button', { name: 'Report a no-show' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report a no-show' }));
    await vi.waitFor(() =>
      expect(api.sent).toEqual([{ url: `${HANDOVER_URL}/meetup/no-show`, body: undefined }]),
    );
    expect(await screen.findByText('You reported a no-show. Agree a new time.')).toBeTruthy();
    expect(button('Propose meetup')).toBeTruthy();
    cleanup();

    renderCards(arranging('giver', meetup({ at: past, noShowReportedBy: BEA })));
    expect(await screen.findByText('Bea Bell reported a no-show. Agree a new time.')).toBeTruthy();
  });
});
