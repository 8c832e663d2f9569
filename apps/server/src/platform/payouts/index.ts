export type { PayoutDestination, PayoutProvider, PayoutRequest, PayoutStatus } from './provider.ts';
export { SANDBOX_FAILURES, SandboxPayoutProvider, sandboxOutcome } from './sandbox.ts';
