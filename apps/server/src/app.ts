import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './app-deps.ts';
import { errorBody, handleError } from './platform/errors.ts';
import { forgetOldIdempotencyKeys } from './platform/idempotency/index.ts';
import { Hooks } from './platform/hooks.ts';
import type { AppEnv } from './platform/http-context.ts';
import { compressResponses } from './platform/compression/index.ts';
import { contextStorage } from 'hono/context-storage';
import { apiAnswersNotStored, apiBoundaries, securityHeaders } from './platform/http-boundaries/index.ts';
import { requestContext } from './platform/request-context.ts';
import { createResources, type AppResources } from './resources.ts';
import { serverModules, type ModuleContext, type ServerModule } from './modules/index.ts';

export type { AppDeps } from './app-deps.ts';

/**
 * The Hono app, assembled from the module list (docs/decisions/030): the shared resources are made
 * once, every module is plugged in with them, their hooks are collected, the one Auth is built, then the middleware,
 * every module's routes in the list's order, the OpenAPI document, the API's not-found and every module's pages.
 */
export function createApp(deps: AppDeps, modules: readonly ServerModule[] = serverModules) {
  const { config, logger } = deps;
  const resources: AppResources = createResources(deps);
  const plugged = modules.map((module) => module.plug(resources));
  const hooks = new Hooks(plugged.flatMap((module) => module.provides));
  const authority = plugged.filter((module) => module.auth);
  if (authority.length !== 1) throw new Error('exactly one module must build the app’s Auth');
  const auth = authority[0]!.auth!({ ...resources, hooks });

  const app = new OpenAPIHono<AppEnv>();
  const context: ModuleContext = {
    ...resources,
    hooks,
    auth,
    topics: plugged.flatMap((module) => module.topics),
    askApi: async (apiPath, headers, env) => app.request(apiPath, { headers }, env),
  };

  app.use('*', contextStorage());
  app.use('*', requestContext(logger));
  // Around the other middleware and every route, so refusals and errors are compressed too, with all their headers.
  app.use('*', compressResponses());
  // The pages that may act with a member's cookie (origins): the WebSocket and every state-changing request.
  app.use('*', securityHeaders({ trustedOrigins: resources.origins.trustedOrigins }));
  app.use('/api/*', apiAnswersNotStored());
  app.use(
    '/api/*',
    apiBoundaries({
      allowsOrigin: resources.origins.allows,
      uploadPaths: plugged.flatMap((module) => module.uploadPaths),
      webhookPaths: plugged.flatMap((module) => module.webhookPaths),
    }),
  );
  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));

  for (const module of plugged) for (const router of module.routes(context)) app.route('/', router);
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Swapyard API',
      version: deps.version,
      description:
        'REST API of Swapyard. Errors share one shape: `{ error: { code, message, details? } }`. ' +
        'Accounts live under `/api/auth/*` and belong to better-auth; their reference is at ' +
        '`/api/auth/open-api/generate-schema` and in the top bar of `/api/docs`.',
    },
    servers: [{ url: config.publicUrl }],
  });
  // Unknown API paths answer in the API's error shape, never with the web app's HTML.
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}`), 404));
  for (const module of plugged) for (const router of module.pages(context)) app.route('/', router);

  return {
    app,
    auth,
    /** Where the modules publish live updates. */
    realtime: resources.realtime,
    /** Every module's kinds of job and recurring jobs, and the platform's, for the job runner (server.ts). */
    jobs: plugged.flatMap((module) => module.jobs()),
    recurringJobs: [...plugged.flatMap((module) => module.recurring()), forgetOldIdempotencyKeys],
    /** Runs every module's start step, in list order, before the server listens. */
    start: async () => {
      for (const module of plugged) await module.start(context);
    },
    /** What a module keeps for this app (its manifest's state), for tests that drive it directly. */
    stateOf: <State>(module: ServerModule<State>): State =>
      plugged.find((candidate) => candidate.name === module.name)!.state as State,
    /** The card payment and payout providers its configuration chose (server.ts logs their names). */
    payments: resources.payments,
    payouts: resources.payouts,
    /** Stops every module's timers and workers (before the job runner stops: jobs may still use the resources). */
    stop: async () => {
      for (const module of [...plugged].reverse()) await module.stop();
    },
    /** Closes the shared resources this app made (after the job runner stopped). */
    close: () => resources.close(),
  };
}

export type App = ReturnType<typeof createApp>['app'];
