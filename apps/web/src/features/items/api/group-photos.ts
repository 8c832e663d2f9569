import type { GroupPhotosInput, GroupPhotosResult } from '@swapyard/domain/bulk-upload';
import { analysisEndpoints } from '@swapyard/domain/endpoints/analysis';
import { callEndpoint } from '@/lib/api-client';

/** The member's uploads sorted into groups, one per item they show (bulk upload). */
export function groupPhotos(body: GroupPhotosInput): Promise<GroupPhotosResult> {
  return callEndpoint(analysisEndpoints.groupPhotos, { body });
}
