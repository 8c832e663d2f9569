/**
 * Every server module, in registration order (docs/decisions/030). createApp plugs them in this order: their routes
 * are registered in it (Hono matches in registration order), a hook list's providers are called in it, and their
 * pages (files, the web app) come after every API route. Adding a module: write it, with its manifest in its
 * index.ts, and add it here.
 */
import { adminModule } from './admin/index.ts';
import { analysisModule } from './analysis/index.ts';
import { auditModule } from './audit/index.ts';
import { authModule } from './auth/index.ts';
import { circlesModule } from './circles/index.ts';
import { closetsModule } from './closets/index.ts';
import { devMailModule } from './dev-mail/index.ts';
import { disputesModule } from './disputes/index.ts';
import { docsModule } from './docs/index.ts';
import { feedModule } from './feed/index.ts';
import { followsModule } from './follows/index.ts';
import { handoversModule } from './handovers/index.ts';
import { healthModule } from './health/index.ts';
import { itemsModule } from './items/index.ts';
import { likesModule } from './likes/index.ts';
import { liveModule } from './live/index.ts';
import type { ServerModule } from './manifest.ts';
import { mediaFilesModule } from './media-files/index.ts';
import { mediaModule } from './media/index.ts';
import { meModule } from './me/index.ts';
import { memberAdminModule } from './member-admin/index.ts';
import { messagesModule } from './messages/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { paymentsModule } from './payments/index.ts';
import { priceDropsModule } from './price-drops/index.ts';
import { profilesModule } from './profiles/index.ts';
import { realtimeModule } from './realtime/index.ts';
import { reportsModule } from './reports/index.ts';
import { reviewsModule } from './reviews/index.ts';
import { savedItemsModule } from './saved-items/index.ts';
import { placesModule } from './places/index.ts';
import { savedSearchesModule } from './saved-searches/index.ts';
import { searchModule } from './search/index.ts';
import { seedModule } from './seed/index.ts';
import { settingsModule } from './settings/index.ts';
import { supportModule } from './support/index.ts';
import { surveyModule } from './survey/index.ts';
import { tradesModule } from './trades/index.ts';
import { verificationsModule } from './verifications/index.ts';
import { viewsModule } from './views/index.ts';
import { walletModule } from './wallet/index.ts';
import { webModule } from './web/index.ts';
import { withdrawalsModule } from './withdrawals/index.ts';

export type { AppResources, ModuleContext, PluggedModule, ServerModule } from './manifest.ts';

export const serverModules: readonly ServerModule[] = [
  realtimeModule,
  healthModule,
  meModule,
  adminModule,
  memberAdminModule,
  verificationsModule,
  reportsModule,
  disputesModule,
  supportModule,
  // Before items and profiles: its start loads the gazetteer their starts match written locations against.
  placesModule,
  itemsModule,
  savedItemsModule,
  profilesModule,
  followsModule,
  closetsModule,
  likesModule,
  circlesModule,
  viewsModule,
  reviewsModule,
  settingsModule,
  feedModule,
  searchModule,
  savedSearchesModule,
  priceDropsModule,
  paymentsModule,
  withdrawalsModule,
  walletModule,
  notificationsModule,
  messagesModule,
  tradesModule,
  handoversModule,
  liveModule,
  surveyModule,
  mediaModule,
  analysisModule,
  authModule,
  docsModule,
  devMailModule,
  // Pages only: after every API route.
  mediaFilesModule,
  webModule,
  // No routes: the audit log's rules, and the demo seed, which runs at start.
  auditModule,
  seedModule,
];
