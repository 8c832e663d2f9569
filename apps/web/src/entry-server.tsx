/**
 * The home feed's first screen rendered on the server (docs/decisions/017). On a slow phone connection the app's
 * code takes seconds to arrive and run; rendered here, the feed's titles and photos paint as soon as the HTML and
 * the stylesheet have arrived, and the browser then hydrates the same markup. Built by `vite build --ssr`; the
 * server asks its own API what the browser would have asked (`apiPathsFor`) with the request's cookie, and hands
 * the answers to `render`.
 */
import { endpointUrl } from '@swapyard/domain/endpoint';
import { meEndpoints } from '@swapyard/domain/endpoints/me';
import { feedEndpoints } from '@swapyard/domain/endpoints/feed';
import { currentSessionSchema } from '@swapyard/domain/me';
import { feedPageSchema } from '@swapyard/domain/feed';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { firstFeedQuery, seedFeed } from '@/features/feed/route-data';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { serverStateElement } from './app/server-state';
import { meQueryKey } from '@/lib/query-keys';

/** The paths rendered here: the home feed's. Every other page is rendered in the browser. */
const SERVER_RENDERED_PATHS: readonly string[] = ['/', '/discovery'];

/** API paths, each under /api, as the browser's own requests name them. */
export interface ApiPaths {
  session: string;
  feed: string;
}

/** What the API answered (the parsed JSON bodies) to each of `apiPathsFor`'s requests. */
export type ApiAnswers = Record<keyof ApiPaths, unknown>;

export interface Rendered {
  /** The markup for inside #root. */
  html: string;
  /** The data block to put after #root (see app/server-state.ts). */
  stateElement: string;
}

/** What to ask the API for the page at `url` (absolute); null for a page rendered in the browser. */
export function apiPathsFor(url: string): ApiPaths | null {
  const page = new URL(url);
  // A category's page is the results page now (the browser follows the redirect).
  if (!SERVER_RENDERED_PATHS.includes(page.pathname) || page.searchParams.has('category')) return null;
  return {
    session: endpointUrl(meEndpoints.session, {}),
    feed: endpointUrl(feedEndpoints.get, { query: firstFeedQuery(url) }),
  };
}

/**
 * The first screen of the page at `url`, or null when the answers are not what the app expects (an error, say):
 * the server then sends the plain page, which renders in the browser as before.
 */
export async function render(url: string, answers: ApiAnswers): Promise<Rendered | null> {
  const session = currentSessionSchema.safeParse(answers.session);
  const firstPage = feedPageSchema.safeParse(answers.feed);
  if (!session.success || !firstPage.success) return null;

  const queryClient = createQueryClient();
  const me = session.data.me;
  queryClient.setQueryData(meQueryKey, me);
  await seedFeed(queryClient, url, me?.user.id ?? null, firstPage.data);

  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const stateElement = serverStateElement({
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  });
  return { html, stateElement };
}
