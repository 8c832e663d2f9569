import { analysisEndpoints } from '@swapyard/domain/endpoints/analysis';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';
import type { AnalysisDeps } from './service.ts';
import { groupUploadedPhotos, type GroupingDeps } from './grouping.ts';

export function analysisRoutes(deps: AnalysisDeps & GroupingDeps & { auth: Auth }) {
  return createRouter<AuthedEnv>()
    .openapi(routeOf(analysisEndpoints.analyzeItem, requireSession(deps.auth)), async (c) =>
      c.json(await service.analyzeItem(deps, c.get('user').id, c.req.valid('json')), 200),
    )
    .openapi(routeOf(analysisEndpoints.groupPhotos, requireSession(deps.auth)), async (c) =>
      c.json(await groupUploadedPhotos(deps, c.get('user').id, c.req.valid('json')), 200),
    );
}
