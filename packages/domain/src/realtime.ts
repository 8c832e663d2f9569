import { z } from 'zod';
import { CASES_CHANGED_EVENT } from './admin.ts';
import { CIRCLE_CHANGED_EVENT } from './circles.ts';
import { LIVE_EVENTS, liveAuctionSchema, liveMessageSchema, liveStreamStatuses } from './live.ts';
import {
  DIRECT_MESSAGE_EVENT,
  DIRECT_READ_EVENT,
  DIRECT_TYPING_EVENT,
  directMessageSchema,
} from './messages.ts';
import {
  NOTIFICATION_CREATED_EVENT,
  NOTIFICATIONS_READ_EVENT,
  notificationSchema,
  notificationsReadDataSchema,
} from './notifications.ts';
import {
  TRADE_CHANGED_EVENT,
  TRADE_MESSAGE_EVENT,
  TRADE_TYPING_EVENT,
  TRADE_UPDATED_EVENT,
  tradeMessageSchema,
  tradeStatuses,
} from './trades.ts';

/*
 * The protocol of `/api/realtime` (docs/decisions/008), JSON text frames, declared once for the server and the web.
 * Client → server: { type: 'subscribe', topic } | { type: 'unsubscribe', topic } | { type: 'ping' }.
 * Server → client: { type: 'subscribed', topic } | { type: 'unsubscribed', topic } | { type: 'pong' }
 *   | { type: 'error', topic?, message } (a refused subscription or a malformed message; the socket stays open)
 *   | { type: 'event', topic, event } (one of `realtimeEventSchema`)
 *   | { type: 'resync' } (events may have been lost on the server's side: refetch, as after a reconnect).
 */

/** Where the socket is (a WebSocket upgrade of a GET). */
export const REALTIME_PATH = '/api/realtime';

// ---------------------------------------------------------------------------------------------------------------
// Events: every event the server publishes, with what it carries. An event without data has no `data`.

const tradeStatusDataSchema = z.object({ tradeId: z.string(), status: z.enum(tradeStatuses) });

/** On `trade:{id}` (the two parties only). */
const tradeEventSchemas = [
  /** The trade moved on: refetch it (and the wallets and items it may have moved). */
  z.object({ type: z.literal(TRADE_UPDATED_EVENT), data: tradeStatusDataSchema }),
  z.object({ type: z.literal(TRADE_MESSAGE_EVENT), data: tradeMessageSchema }),
  z.object({
    type: z.literal(TRADE_TYPING_EVENT),
    data: z.object({ tradeId: z.string(), userId: z.string() }),
  }),
] as const;

/** On each party's `user:{id}`: a trade of theirs was created or changed (a new message included). */
const tradeChangedEventSchema = z.object({
  type: z.literal(TRADE_CHANGED_EVENT),
  data: tradeStatusDataSchema,
});

/** On each party's `user:{id}`. */
const directMessageEventSchemas = [
  z.object({ type: z.literal(DIRECT_MESSAGE_EVENT), data: directMessageSchema }),
  /** `readerId` read the messages `senderId` sent them. */
  z.object({
    type: z.literal(DIRECT_READ_EVENT),
    data: z.object({ readerId: z.string(), senderId: z.string(), readAt: z.string() }),
  }),
  z.object({ type: z.literal(DIRECT_TYPING_EVENT), data: z.object({ fromUserId: z.string() }) }),
] as const;

/** On the member's own `user:{id}`. */
const notificationEventSchemas = [
  z.object({ type: z.literal(NOTIFICATION_CREATED_EVENT), data: notificationSchema }),
  z.object({ type: z.literal(NOTIFICATIONS_READ_EVENT), data: notificationsReadDataSchema }),
] as const;

/** On `stream:{id}` (anyone), and `live.streams_changed` on `live:streams` (the /live list: refetch it). */
const liveEventSchemas = [
  z.object({ type: z.literal(LIVE_EVENTS.message), data: liveMessageSchema }),
  z.object({ type: z.literal(LIVE_EVENTS.messageRemoved), data: z.object({ id: z.string() }) }),
  /** The public view of the auction (no reserve price). */
  z.object({ type: z.literal(LIVE_EVENTS.auction), data: liveAuctionSchema }),
  z.object({ type: z.literal(LIVE_EVENTS.viewers), data: z.object({ count: z.number().int().min(0) }) }),
  z.object({ type: z.literal(LIVE_EVENTS.stream), data: z.object({ status: z.enum(liveStreamStatuses) }) }),
  z.object({ type: z.literal(LIVE_EVENTS.streamsChanged) }),
] as const;

export const realtimeEventSchema = z.discriminatedUnion('type', [
  ...tradeEventSchemas,
  tradeChangedEventSchema,
  ...directMessageEventSchemas,
  ...notificationEventSchemas,
  ...liveEventSchemas,
  /** On each member's `user:{id}`: a swap circle of theirs was proposed, accepted or closed (refetch). */
  z.object({ type: z.literal(CIRCLE_CHANGED_EVENT) }),
  /** On `staff:cases`: a case was filed or moved on (open dashboards refetch). */
  z.object({ type: z.literal(CASES_CHANGED_EVENT) }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
/** The event of type `T`, its `data` typed. */
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;

export type TradeEvent = RealtimeEventOf<
  typeof TRADE_UPDATED_EVENT | typeof TRADE_MESSAGE_EVENT | typeof TRADE_TYPING_EVENT
>;
export type TradeChangedEvent = RealtimeEventOf<typeof TRADE_CHANGED_EVENT>;
export type DirectMessageEvent = RealtimeEventOf<
  typeof DIRECT_MESSAGE_EVENT | typeof DIRECT_READ_EVENT | typeof DIRECT_TYPING_EVENT
>;
export type NotificationEvent = RealtimeEventOf<
  typeof NOTIFICATION_CREATED_EVENT | typeof NOTIFICATIONS_READ_EVENT
>;

// ---------------------------------------------------------------------------------------------------------------
// Frames.

/** Longer client messages are refused unread (topics are short). */
export const MAX_CLIENT_MESSAGE_CHARS = 1024;

const clientTopicSchema = z.string().min(1).max(200);

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: clientTopicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: clientTopicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('error'), topic: z.string().optional(), message: z.string() }),
  z.object({ type: z.literal('event'), topic: z.string(), event: realtimeEventSchema }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
