import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';

export interface TwoFactorEnrolment {
  /** otpauth://totp/Swapyard:{email}?secret=...: what the QR code carries. */
  totpURI: string;
  /** One-time codes for when the authenticator app is lost; shown once. */
  backupCodes: string[];
}

/**
 * POST /api/auth/two-factor/enable: checks the password and creates a new secret. Two-factor stays off until a
 * first code proves the app is set up (verify-totp).
 */
export async function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  const data = unwrapAuth(await authClient.twoFactor.enable({ password }));
  // The server is set up for authenticator apps only; any other answer means it changed under us.
  if (!data || !('totpURI' in data))
    throw new Error('Two-factor setup is not available. Please try again later.');
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export const useEnableTwoFactor = () => useMutation({ mutationFn: enableTwoFactor });
