// The verification feature's surface: Settings' Verification card, and the dashboard's Verify tab (staff).
export { VerificationCard } from './components/verification-card';
export { VerificationsPanel } from './components/verifications-panel';
