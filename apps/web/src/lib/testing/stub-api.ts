import { paymentsEndpoints } from '@swapyard/domain/endpoints/payments';
import type { WalletSummary } from '@swapyard/domain/wallet';
import { vi } from 'vitest';

/** For component tests: the API stubbed at fetch, and the shapes its answers take. Call in beforeEach. */

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A wallet summary with these spendable amounts (and, if given, held ones). */
export const walletSummary = (
  creditCents: number,
  cashCents = 0,
  held: { creditCents: number; cashCents: number } = { creditCents: 0, cashCents: 0 },
): WalletSummary => ({
  creditCents,
  cashCents,
  heldCents: held.creditCents + held.cashCents,
  heldFromCreditCents: held.creditCents,
  heldFromCashCents: held.cashCents,
  totalCents: creditCents + cashCents + held.creditCents + held.cashCents,
  availableCents: creditCents + cashCents,
  earnings: { weekCents: 0, monthCents: 0 },
});

export interface StubbedApi {
  /** Every POST, in order: its path and JSON body (undefined when it has none). */
  sent: Array<{ url: string; body: unknown }>;
  /** window.location.assign (a checkout opening). */
  assign: ReturnType<typeof vi.fn>;
}

/**
 * fetch answers GETs from `get` (by path prefix; card payments available unless `get` says otherwise) and records
 * every POST, answered by `post`; anything else fails the test. location.assign is stubbed too.
 */
export function stubApi(routes: {
  get: Record<string, () => unknown>;
  post: (url: string) => Response | unknown | Promise<Response | unknown>;
}): StubbedApi {
  const stubbed: StubbedApi = { sent: [], assign: vi.fn() };
  const get: Record<string, () => unknown> = {
    [paymentsEndpoints.availability.path]: () => ({ cardTopUps: true, withdrawals: true }),
    ...routes.get,
  };
  vi.stubGlobal('location', { ...window.location, assign: stubbed.assign });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (init.method === 'POST') {
      // A step without a body (Confirm, I have received it) is recorded with an undefined body.
      stubbed.sent.push({ url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
      const answer = await routes.post(url);
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    const route = Object.keys(get).find((prefix) => url.startsWith(prefix));
    if (!route) throw new Error(`unexpected ${url}`);
    return jsonResponse(get[route]!());
  });
  return stubbed;
}
