import {
  groupPhotosResultSchema,
  type GroupPhotosInput,
  type GroupPhotosResult,
} from '@swapyard/domain/bulk-upload';
import { apiRequest } from '@/lib/api-client';

/** POST /api/analysis/grouping: the member's uploads sorted into groups, one per item they show (bulk upload). */
export function groupPhotos(body: GroupPhotosInput): Promise<GroupPhotosResult> {
  return apiRequest('/analysis/grouping', groupPhotosResultSchema, { method: 'POST', body });
}
