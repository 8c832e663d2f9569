import { memberVerificationSchema, type MemberVerification } from '@swapyard/domain';
import { photoLike } from '../../platform/images/test-images.ts';
import type { TestClient } from '../../test/test-client.ts';

/** Shared by the verification tests and the API-wide ones: a valid submission and a way to send it. */

/** A valid form: a passport holder born in 1990. */
export const validFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  type: 'passport',
  firstName: 'Vera',
  lastName: 'Fischer',
  dateOfBirth: '1990-04-12',
  address: '12 Harbour Lane\nBristol BS1 4QA',
  ...overrides,
});

let photo: Promise<Buffer> | undefined;
/** A small photo-like JPEG, made once per test file. */
export const documentPhoto = () => (photo ??= photoLike(800, 500));

/** POST /api/me/verifications as a browser sends it: the fields, then each file in `documents`. */
export function sendVerification(
  client: TestClient,
  fields: Record<string, string>,
  files: Buffer[],
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [i, file] of files.entries()) {
    form.append('documents', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), `document-${i}.jpg`);
  }
  return client.request('/api/me/verifications', { method: 'POST', body: form });
}

/** Submits a valid verification (overridable fields) with one photo; throws unless it is accepted. */
export async function submitted(
  client: TestClient,
  overrides: Record<string, string> = {},
): Promise<MemberVerification> {
  const res = await sendVerification(client, validFields(overrides), [await documentPhoto()]);
  if (res.status !== 201) throw new Error(`submission answered ${res.status}: ${await res.text()}`);
  return memberVerificationSchema.parse(await res.json());
}

/** PATCH /api/admin/verifications/{id} with a JSON body. */
export const decide = (client: TestClient, id: string, body: unknown) =>
  client.request(`/api/admin/verifications/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
