import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  addToBundleSchema,
  bundleOfferSchema,
  bundleListSchema,
  bundleTiersInputSchema,
  bundleTiersSchema,
  buyBundleSchema,
  MAX_BUNDLE_ITEMS,
} from '../bundles.ts';
import { tradeSchema } from '../trades.ts';

// Bundles (docs/product/trades.md, "Bundles"): the buyer's bundles, buying one, and the sellers' discounts.
const tags = ['Bundles'];
const theBundles = { 200: { description: "The buyer's bundles", schema: bundleListSchema } } as const;

export const bundlesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/bundles',
    tags,
    summary: "The signed-in member's bundles, one per seller, with the seller's discount and the total",
    answers: theBundles,
    errors: ['UNAUTHENTICATED'],
  }),
  add: endpoint({
    method: 'post',
    path: '/api/bundles/items',
    tags,
    summary: `Add another member's available, priced item to the bundle from its seller (at most ${MAX_BUNDLE_ITEMS} items)`,
    body: addToBundleSchema,
    answers: theBundles,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'BAD_REQUEST', 'NOT_FOUND', 'CONFLICT'],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/bundles/items/{itemId}',
    tags,
    summary: 'Take an item out of its bundle',
    params: z.object({ itemId: pathParam('itemId') }),
    answers: theBundles,
    errors: ['UNAUTHENTICATED'],
  }),
  buy: endpoint({
    method: 'post',
    path: '/api/bundles/buy',
    tags,
    summary:
      "Buy several items of one seller at once at the bundle's total (the seller's discount applied): one order, " +
      'one hold until the sale completes; every item is sold or none is',
    body: buyBundleSchema,
    answers: { 201: { description: 'The accepted bundle purchase', schema: tradeSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'BAD_REQUEST', 'NOT_FOUND', 'CONFLICT'],
  }),
  offer: endpoint({
    method: 'post',
    path: '/api/bundles/offer',
    tags,
    summary:
      'One cash offer for several items of one seller: held until answered (48 hours; accepted, declined or ' +
      'countered like a cash offer); accepting sells every item or none',
    body: bundleOfferSchema,
    answers: { 201: { description: 'The pending bundle offer', schema: tradeSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'BAD_REQUEST', 'NOT_FOUND', 'CONFLICT'],
  }),
  discounts: endpoint({
    method: 'get',
    path: '/api/bundles/discounts/{sellerId}',
    tags,
    summary: "A seller's bundle discounts (public)",
    params: z.object({ sellerId: pathParam('sellerId') }),
    answers: { 200: { description: 'Fewest items first', schema: bundleTiersSchema } },
    errors: ['VALIDATION_FAILED'],
  }),
  setDiscounts: endpoint({
    method: 'put',
    path: '/api/bundles/discounts',
    tags,
    summary: "Replace the signed-in member's bundle discounts (an empty list: none)",
    body: bundleTiersInputSchema,
    answers: { 200: { description: 'Fewest items first', schema: bundleTiersSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
};
