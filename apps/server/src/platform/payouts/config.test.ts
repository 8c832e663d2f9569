import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('payout configuration', () => {
  it('reads PAYOUT_HOLD_SECONDS and PAYOUT_SANDBOX_SECONDS in seconds, leaving the defaults to the code', () => {
    expect(loadConfig({})).toMatchObject({ payoutHoldMs: undefined, payoutSandboxMs: undefined });
    expect(loadConfig({ PAYOUT_HOLD_SECONDS: '0', PAYOUT_SANDBOX_SECONDS: '45' })).toMatchObject({
      payoutHoldMs: 0,
      payoutSandboxMs: 45_000,
    });
    expect(() => loadConfig({ PAYOUT_HOLD_SECONDS: '-1' })).toThrow(/PAYOUT_HOLD_SECONDS/);
  });
});
