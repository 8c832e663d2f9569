/*
 * Every endpoint of the catalogue, by module (decision 031). For checks across the whole API (the OpenAPI document
 * lists exactly these); the web imports a module's file, not this list, so each page loads only what it calls.
 */
import { adminEndpoints } from './admin.ts';
import { analysisEndpoints } from './analysis.ts';
import { bundlesEndpoints } from './bundles.ts';
import { circlesEndpoints } from './circles.ts';
import { closetsEndpoints } from './closets.ts';
import { disputesEndpoints } from './disputes.ts';
import { feedEndpoints } from './feed.ts';
import { followsEndpoints } from './follows.ts';
import { handoversEndpoints } from './handovers.ts';
import { healthEndpoints } from './health.ts';
import { itemsEndpoints } from './items.ts';
import { likesEndpoints } from './likes.ts';
import { liveEndpoints } from './live.ts';
import { meEndpoints } from './me.ts';
import { mediaEndpoints } from './media.ts';
import { memberAdminEndpoints } from './member-admin.ts';
import { messagesEndpoints } from './messages.ts';
import { notificationsEndpoints } from './notifications.ts';
import { paymentsEndpoints } from './payments.ts';
import { placesEndpoints } from './places.ts';
import { profilesEndpoints } from './profiles.ts';
import { reportsEndpoints } from './reports.ts';
import { reviewsEndpoints } from './reviews.ts';
import { savedItemsEndpoints } from './saved-items.ts';
import { savedSearchesEndpoints } from './saved-searches.ts';
import { searchEndpoints } from './search.ts';
import { settingsEndpoints } from './settings.ts';
import { supportEndpoints } from './support.ts';
import { surveyEndpoints } from './survey.ts';
import { tradesEndpoints } from './trades.ts';
import { verificationsEndpoints } from './verifications.ts';
import { viewsEndpoints } from './views.ts';
import { walletEndpoints } from './wallet.ts';
import { withdrawalsEndpoints } from './withdrawals.ts';

export const endpointCatalogue = {
  admin: adminEndpoints,
  analysis: analysisEndpoints,
  bundles: bundlesEndpoints,
  circles: circlesEndpoints,
  closets: closetsEndpoints,
  disputes: disputesEndpoints,
  feed: feedEndpoints,
  follows: followsEndpoints,
  handovers: handoversEndpoints,
  health: healthEndpoints,
  items: itemsEndpoints,
  likes: likesEndpoints,
  live: liveEndpoints,
  me: meEndpoints,
  media: mediaEndpoints,
  memberAdmin: memberAdminEndpoints,
  messages: messagesEndpoints,
  notifications: notificationsEndpoints,
  payments: paymentsEndpoints,
  places: placesEndpoints,
  profiles: profilesEndpoints,
  reports: reportsEndpoints,
  reviews: reviewsEndpoints,
  savedItems: savedItemsEndpoints,
  savedSearches: savedSearchesEndpoints,
  search: searchEndpoints,
  settings: settingsEndpoints,
  support: supportEndpoints,
  survey: surveyEndpoints,
  trades: tradesEndpoints,
  verifications: verificationsEndpoints,
  views: viewsEndpoints,
  wallet: walletEndpoints,
  withdrawals: withdrawalsEndpoints,
};
