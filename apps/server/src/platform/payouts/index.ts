export type { PayoutDestination, PayoutProvider, PayoutRequest, PayoutStatus } from './provider.ts';
import type { PayoutProvider } from './provider.ts';
import { SandboxPayoutProvider } from './sandbox.ts';

export { SANDBOX_FAILURES, SandboxPayoutProvider, sandboxOutcome } from './sandbox.ts';

/**
 * The sandbox is the only payout provider so far: present where PAYMENTS_SANDBOX allows it (the embedded default),
 * absent in a deployment, where withdrawals are then unavailable (docs/decisions/011-deployment-safety.md).
 */
export function createPayoutProvider(config: {
  paymentsSandbox: boolean;
  payoutSandboxMs: number | undefined;
}): PayoutProvider | undefined {
  return config.paymentsSandbox
    ? new SandboxPayoutProvider({ completeAfterMs: config.payoutSandboxMs })
    : undefined;
}
