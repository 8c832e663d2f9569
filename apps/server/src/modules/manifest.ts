/**
 * What a server module tells the app about itself (docs/decisions/030): each module's index.ts exports one manifest,
 * modules/index.ts lists them in registration order, and createApp and server.ts only iterate over that list.
 */
import type { Hono } from 'hono';
import type { AppResources } from '../resources.ts';
import type { Hooks, Provision } from '../platform/hooks.ts';
import type { JobDefinition, RecurringJob } from '../platform/jobs/index.ts';
import type { PublicTopicAuthoriser, TopicAuthoriser } from '../platform/realtime/index.ts';
import type { Auth } from './auth/index.ts';

export type { AppResources } from '../resources.ts';

/** What routes are built with: the resources, the hooks every module provides, the app's Auth. */
export interface ModuleContext extends AppResources {
  hooks: Hooks;
  auth: Auth;
  /** Every module's realtime topic kinds, for the socket that authorises subscriptions. */
  topics: readonly TopicRegistration[];
  /** Answers an API request in-process, as the browser would get it (the web module's first screen). */
  askApi: (apiPath: string, headers: Headers, env: unknown) => Promise<Response>;
}

/** A kind of realtime topic (`trade` in `trade:{id}`) and who may subscribe to it. */
export type TopicRegistration =
  | { kind: string; authorise: TopicAuthoriser; public?: false }
  /** Anyone may subscribe, signed in or not: only whether the id exists. */
  | { kind: string; authorise: PublicTopicAuthoriser; public: true };

// Hono's route() takes a router of any env and schema (ours run under AppEnv or a session's env).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Router = Hono<any, any, any>;

export interface ModuleManifest<State = undefined> {
  readonly name: string;
  /** What the module keeps for one app (live selling's timers and presence), built once before anything else. */
  readonly state?: (resources: AppResources) => State;
  /** Hooks it offers other modules (platform/hooks.ts), collected from every module before any route is built. */
  readonly provides?: (resources: AppResources, state: State) => readonly Provision[];
  /** The realtime topic kinds it owns. */
  readonly topics?: (resources: AppResources, state: State) => readonly TopicRegistration[];
  /** Only the module that signs members in: builds the app's Auth, from the hooks other modules provide. */
  readonly auth?: (resources: AppResources & { hooks: Hooks }) => Auth;
  /** Request paths whose bodies are file uploads or signed webhooks, which the API's body checks let through. */
  readonly uploadPaths?: readonly string[];
  readonly webhookPaths?: readonly string[];
  /** Its API routers, registered in the module list's order. */
  readonly routes?: (ctx: ModuleContext, state: State) => readonly Router[];
  /** Routers registered after every API route and the API's not-found answer: files and the web app's pages. */
  readonly pages?: (ctx: ModuleContext, state: State) => readonly Router[];
  /** Its kinds of durable job, each with its payload's zod schema and its handler (platform/jobs/job-kind.ts). */
  readonly jobs?: (resources: AppResources, state: State) => readonly JobDefinition[];
  /** Its recurring jobs (platform/jobs/recurring.ts). */
  readonly recurring?: (resources: AppResources, state: State) => readonly RecurringJob[];
  /** Once, before the server listens and its jobs run (server.ts): the demo seed. */
  readonly start?: (ctx: ModuleContext, state: State) => Promise<void>;
  /** At shutdown, after the HTTP server stopped. */
  readonly stop?: (state: State) => Promise<void> | void;
}

/** A module plugged into one app: its manifest with its state bound. */
export interface PluggedModule<State = unknown> {
  readonly name: string;
  readonly state: State;
  readonly provides: readonly Provision[];
  readonly topics: readonly TopicRegistration[];
  readonly auth?: (resources: AppResources & { hooks: Hooks }) => Auth;
  readonly uploadPaths: readonly string[];
  readonly webhookPaths: readonly string[];
  routes(ctx: ModuleContext): readonly Router[];
  pages(ctx: ModuleContext): readonly Router[];
  jobs(): readonly JobDefinition[];
  recurring(): readonly RecurringJob[];
  start(ctx: ModuleContext): Promise<void>;
  stop(): Promise<void> | void;
}

/** A manifest as the module list holds it: whatever its state's type, it plugs into an app the same way. */
export interface ServerModule<State = unknown> {
  readonly name: string;
  plug(resources: AppResources): PluggedModule<State>;
}

export function defineModule<State = undefined>(manifest: ModuleManifest<State>): ServerModule<State> {
  return {
    name: manifest.name,
    plug(resources) {
      const state = manifest.state?.(resources) as State;
      return {
        name: manifest.name,
        state,
        provides: (manifest.provides?.(resources, state) ?? []).map((p) => ({ ...p, by: manifest.name })),
        topics: manifest.topics?.(resources, state) ?? [],
        auth: manifest.auth,
        uploadPaths: manifest.uploadPaths ?? [],
        webhookPaths: manifest.webhookPaths ?? [],
        routes: (ctx) => manifest.routes?.(ctx, state) ?? [],
        pages: (ctx) => manifest.pages?.(ctx, state) ?? [],
        jobs: () => manifest.jobs?.(resources, state) ?? [],
        recurring: () => manifest.recurring?.(resources, state) ?? [],
        start: async (ctx) => manifest.start?.(ctx, state),
        stop: () => manifest.stop?.(state),
      };
    },
  };
}
