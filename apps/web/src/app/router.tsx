import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import HomePage from '@/features/feed/pages/home-page';
import { prefetchFeed } from '@/features/feed/route-data';
import { prefetchItem } from '@/features/items/route-data';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorPage } from './errors/route-error-page';
import { AppLoading } from './layout/app-loading';
import { RootLayout } from './layout/root-layout';

type PageModule = { default: ComponentType };

/**
 * Every page but the home feed is its own chunk, fetched when its route is first visited. The home feed, where
 * most visits land, comes with the app's code: on a slow phone connection a chunk of its own cost a round trip
 * before anything could be shown.
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The routes; `queryClient` lets a route start its data request alongside its page's code. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const home: Pick<RouteObject, 'Component' | 'loader'> = {
    Component: HomePage,
    loader: ({ request }: LoaderFunctionArgs) => {
      prefetchFeed(queryClient, request.url);
      return null;
    },
  };
  const itemPage: Pick<RouteObject, 'lazy' | 'loader' | 'shouldRevalidate'> = {
    ...page(() => import('@/features/items/pages/item-page')),
    // Returns at once: the page shows its skeleton, and the item arrives sooner than if the page asked for it.
    loader: ({ params }: LoaderFunctionArgs) => {
      if (params.id) prefetchItem(queryClient, params.id);
      return null;
    },
    // Again only for another item (or the usual reasons: a form sent, an explicit revalidation), not for each move
    // of the Make Offer dialog, whose screen and step are in the search params.
    shouldRevalidate: ({
      currentParams,
      nextParams,
      currentUrl,
      nextUrl,
      formMethod,
      defaultShouldRevalidate,
    }) =>
      currentParams.id !== nextParams.id ||
      ((formMethod !== undefined || currentUrl.href === nextUrl.href) && defaultShouldRevalidate),
  };
  return [
    {
      // The sandbox payment provider's hosted checkout stands where Stripe's page would: outside Swapyard's layout.
      path: '/checkout/sandbox/:sessionId',
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      ...page(() => import('@/features/payments/pages/sandbox-checkout-page')),
    },
    {
      // The streamer's studio is full screen: the preview, the auctions and the chat need the whole window.
      path: '/live/broadcast',
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      ...page(() => import('@/features/live/pages/broadcast-page')),
    },
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: AppLoading,
      children: [
        {
          // A pathless boundary inside the layout, so a broken page still shows the header and navigation.
          ErrorBoundary: RouteErrorPage,
          children: [
            { index: true, ...home },
            { path: 'discovery', ...home },
            { path: 'search', ...page(() => import('@/features/search/pages/search-page')) },
            {
              path: 'saved-searches',
              ...page(() => import('@/features/search/pages/saved-searches-page')),
            },
            { path: 'matches', ...page(() => import('@/features/feed/pages/matches-page')) },
            { path: 'survey', ...page(() => import('@/features/survey/pages/survey-page')) },
            { path: 'auth', ...page(() => import('@/features/auth/pages/auth-page')) },
            {
              path: 'auth/reset-password',
              ...page(() => import('@/features/auth/pages/reset-password-page')),
            },
            { path: 'profile', ...page(() => import('@/features/profiles/pages/profile-page')) },
            { path: 'user/:id', ...page(() => import('@/features/profiles/pages/user-page')) },
            { path: 'wallet', ...page(() => import('@/features/wallet/pages/wallet-page')) },
            { path: 'messages', ...page(() => import('@/features/messaging/pages/messages-page')) },
            {
              path: 'messages/direct/:userId',
              ...page(() => import('@/features/messaging/pages/direct-conversation-page')),
            },
            {
              path: 'messages/trade/:id',
              ...page(() => import('@/features/trades/pages/trade-conversation-page')),
            },
            { path: 'saved', ...page(() => import('@/features/social/pages/saved-page')) },
            { path: 'bundles', ...page(() => import('@/features/trades/pages/bundles-page')) },
            { path: 'item/:id', ...itemPage },
            { path: 'items/:id', ...itemPage },
            {
              path: 'payment-success',
              ...page(() => import('@/features/payments/pages/payment-success-page')),
            },
            { path: 'admin', ...page(() => import('@/features/admin/pages/admin-page')) },
            { path: 'community', ...page(() => import('@/features/static/pages/community-page')) },
            { path: 'reviews', ...page(() => import('@/features/social/pages/reviews-page')) },
            { path: 'settings', ...page(() => import('@/features/settings/pages/settings-page')) },
            { path: 'help', ...page(() => import('@/features/static/pages/help-page')) },
            { path: 'live', ...page(() => import('@/features/live/pages/live-page')) },
            { path: 'live/:streamId', ...page(() => import('@/features/live/pages/stream-page')) },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
};

/** `hydrationData`: the router's state from the server's render of the first screen, when there was one. */
export const createRouter = (queryClient: QueryClient, hydrationData?: HydrationState) =>
  createBrowserRouter(createRoutes(queryClient), { hydrationData });
