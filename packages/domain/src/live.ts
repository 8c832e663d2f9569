import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { itemConditions } from './item-labels.ts';
import { itemPhotoSchema } from './items.ts';
import { centsAmountSchema, formatCents, MAX_ITEM_VALUE_CENTS } from './money.ts';
import { text } from './text.ts';

/*
 * Live selling (docs/product/live.md): a member broadcasts, viewers watch and chat, and the streamer runs timed
 * auctions on their items that viewers bid on with their wallet.
 */

/** Chat: the newest 50 are fetched, the newest 20 shown. */
export const LIVE_CHAT_FETCHED = 50;
export const LIVE_CHAT_SHOWN = 20;
export const LIVE_CHAT_MESSAGE_MAX_LENGTH = 300;
export const LIVE_STREAM_TITLE_MAX_LENGTH = 100;
/** An auction card shows the 5 highest bids; the auction manager the 2 latest sold or passed auctions. */
export const RECENT_BIDS_SHOWN = 5;
export const RECENT_AUCTIONS_SHOWN = 2;
export const AUCTION_DURATIONS_SECONDS = [30, 60, 120, 180] as const;
export const DEFAULT_AUCTION_DURATION_SECONDS = 60;
/** A bid beats the current price by at least $1 (the suggested bid is the current price plus this). */
export const MIN_BID_INCREMENT_CENTS = 100;
/** The quick bid buttons add these whole dollars to the suggested bid. */
export const QUICK_BID_STEPS_DOLLARS = [0, 5, 10] as const;
/** 'ENDING SOON!' at 10 seconds or fewer. */
export const ENDING_SOON_SECONDS = 10;
/** A bid in the last 10 seconds moves the end to 10 seconds after it (anti-sniping). */
export const ANTI_SNIPING_SECONDS = 10;
/** The broadcast page says it is still there this often; a stream silent for STREAM_GRACE_SECONDS ends by itself. */
export const STREAM_HEARTBEAT_SECONDS = 15;
export const STREAM_GRACE_SECONDS = 60;

export const liveStreamStatuses = ['live', 'ended'] as const;
export type LiveStreamStatus = (typeof liveStreamStatuses)[number];
export const liveAuctionStatuses = ['pending', 'active', 'sold', 'passed'] as const;
export type LiveAuctionStatus = (typeof liveAuctionStatuses)[number];
export const liveMessageTypes = ['chat', 'system'] as const;
export type LiveMessageType = (typeof liveMessageTypes)[number];

/** The toasts and notices of live selling, word for word. */
/** Bids one member may place in one auction per second (each moves a hold and reaches every viewer). */
export const BIDS_PER_SECOND = 3;

export const LIVE_TEXTS = {
  suddenDeath: 'Sudden death',
  suddenDeathHint: 'No extra time: the auction ends on the clock, whatever bids come in at the end.',
  suddenDeathCard: 'Sudden death: no extra time for late bids',
  extraTime: `A bid in the last ${ANTI_SNIPING_SECONDS} seconds adds time`,
  missingInformationTitle: 'Missing Information',
  missingInformation: 'Please select an item and set a starting price.',
  signInRequiredTitle: 'Sign In Required',
  signInToBid: 'Please sign in to place a bid.',
  invalidBidTitle: 'Invalid Bid',
  bidTooLow: (currentPriceCents: number) => `Bid must be higher than ${formatCents(currentPriceCents)}`,
  bidBelowIncrement: (minimumCents: number) =>
    `Bid at least ${formatCents(minimumCents)}: each bid beats the current price by ${formatCents(MIN_BID_INCREMENT_CENTS)} or more.`,
  bidPlaced: 'Bid Placed!',
  /** Maximum bids (docs/product/live.md, "Maximum bids"). */
  maximumBid: 'Maximum bid',
  maximumBidHint: `We bid for you, ${formatCents(MIN_BID_INCREMENT_CENTS)} at a time, up to this. Only the current price is shown.`,
  bidOrMaximumRequired: 'Enter a bid or a maximum.',
  maximumBelowBid: "Your maximum can't be lower than your bid.",
  maximumNotRaised: (currentMaximumCents: number) =>
    `Your maximum is already ${formatCents(currentMaximumCents)}. Enter a higher one to raise it.`,
  yourMaximum: (maximumCents: number) =>
    `You're the highest bidder · your maximum ${formatCents(maximumCents)}`,
  raiseMaximum: 'Raise maximum',
  maximumRaised: 'Maximum raised',
  outbidTitle: 'Outbid',
  outbidByMaximum: (priceCents: number) =>
    `Another bidder's maximum is higher. The price is now ${formatCents(priceCents)}.`,
  bidFailed: 'Failed to place bid. Try again.',
  bidNotCovered: "Your wallet can't cover this bid. Add funds to your wallet to bid this much.",
  /** A bid the wallet could not cover, paid the rest of by card (docs/product/wallet.md, "Paying the rest by card"). */
  bidByCard: (amount: string) =>
    `Your bid of ${amount} is in. Its money is on hold until the auction ends, and returns if you are outbid.`,
  backToStream: 'Back to the stream',
  ownBid: "You can't bid in your own auction.",
  bidTooFast: "You're bidding too fast. Wait a moment and bid again.",
  auctionNotActive: 'This auction is not taking bids.',
  auctionCreated: 'Auction Created',
  auctionCreateFailed: 'Failed to create auction.',
  auctionStarted: 'Auction Started!',
  auctionStartFailed: 'Failed to start auction.',
  auctionEndFailed: 'Failed to end auction.',
  /** Sell or Pass on an auction that is not running, by what became of it. */
  auctionNotStartedToEnd: 'This auction has not started yet. Start it, or remove it from the stream.',
  auctionAlreadySold: 'This auction has already ended: the item is sold.',
  auctionAlreadyPassed: 'This auction has already ended without a sale.',
  /** An item up for auction (pending or running) is not offered on, traded, sold, hidden or deleted meanwhile. */
  itemAtAuction:
    "This item is up for auction in a live stream. It can't be offered on, traded, hidden or deleted until the auction ends.",
  itemSold: 'Item Sold!',
  auctionEnded: 'Auction Ended',
  reserveNotMet: 'Reserve not met',
  auctionNotFound: 'Auction not found',
  anotherAuctionActive: 'Another auction is running. Sell or pass it first.',
  itemNotAuctionable: 'Choose one of your available items that is not in a pending trade or another auction.',
  itemPrivate: 'Make this item public or Live Events Only to auction it.',
  reserveBelowStart: 'The reserve price cannot be below the starting price.',
  durationInvalid: `Choose ${AUCTION_DURATIONS_SECONDS.slice(0, -1).join(', ')} or ${AUCTION_DURATIONS_SECONDS.at(-1)} seconds.`,
  messageFailed: 'Failed to send message.',
  messageBlank: 'Type a message first.',
  muted: 'The streamer has muted you in this stream.',
  messageNotFound: 'Message not found',
  streamNotFound: 'Live stream not found',
  streamEnded: 'Stream Ended',
  streamEndedDescription: 'This live stream has ended.',
  streamEndFailed: 'Failed to end stream properly.',
  streamActive: 'Live Stream Active!',
  notStreamer: 'Only the streamer can do this.',
  cameraFailedTitle: 'Camera Access Failed',
  cameraFailed: 'Please allow camera and microphone access to start streaming.',
  cameraFailedUnderlying: 'Failed to access camera. Please check permissions.',
  titleRequired: 'Give your stream a title',
  videoUnavailable: 'The video is not available yet. The streamer may still be connecting.',
  videoFull: 'This stream has as many viewers as it can take right now. Please try again in a moment.',
} as const;

// A member card without the theme colour: live selling shows none yet.
const liveMemberSchema = memberCardSchema.omit({ themeColor: true }).meta({ id: 'LiveMember' });
export type LiveMember = z.infer<typeof liveMemberSchema>;

/** POST /api/live/streams. */
export const startStreamSchema = z
  .strictObject({
    title: text()
      .min(1, LIVE_TEXTS.titleRequired)
      .max(LIVE_STREAM_TITLE_MAX_LENGTH, `At most ${LIVE_STREAM_TITLE_MAX_LENGTH} characters`),
  })
  .meta({ id: 'StartLiveStream' });
export type StartStream = z.input<typeof startStreamSchema>;

/** What a stream's listing on /live says about its running auction. */
const auctionSummarySchema = z.object({
  id: z.string(),
  itemTitle: z.string(),
  itemPhoto: z.string().nullable(),
  currentPriceCents: z.number().int(),
  endsAt: z.string().nullable(),
});

export const liveStreamSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(liveStreamStatuses),
    streamer: liveMemberSchema,
    /** Who is watching now (real presence, the streamer not counted). */
    viewerCount: z.number().int(),
    startedAt: z.string(),
    endedAt: z.string().nullable(),
    activeAuction: auctionSummarySchema.nullable(),
  })
  .meta({ id: 'LiveStream' });
export type LiveStream = z.infer<typeof liveStreamSchema>;

export const liveStreamListSchema = z
  .object({
    streams: z.array(liveStreamSchema),
    /** Figures for the page: streams live now, people watching them, auctions sold today. */
    stats: z.object({
      liveNow: z.number().int(),
      watching: z.number().int(),
      soldToday: z.number().int(),
    }),
  })
  .meta({ id: 'LiveStreamList' });
export type LiveStreamList = z.infer<typeof liveStreamListSchema>;

export const liveMessageSchema = z
  .object({
    id: z.string(),
    streamId: z.string(),
    sender: liveMemberSchema,
    message: z.string(),
    type: z.enum(liveMessageTypes),
    createdAt: z.string(),
  })
  .meta({ id: 'LiveMessage' });
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const liveMessageListSchema = z
  .object({ messages: z.array(liveMessageSchema), total: z.number().int() })
  .meta({ id: 'LiveMessageList' });
export type LiveMessageList = z.infer<typeof liveMessageListSchema>;

/** POST /api/live/streams/{id}/messages: the streamer's messages are system messages. */
export const sendLiveMessageSchema = z
  .strictObject({
    message: text()
      .min(1, LIVE_TEXTS.messageBlank)
      .max(LIVE_CHAT_MESSAGE_MAX_LENGTH, `At most ${LIVE_CHAT_MESSAGE_MAX_LENGTH} characters`),
  })
  .meta({ id: 'SendLiveMessage' });

/** POST /api/live/streams/{id}/mutes: the streamer mutes a viewer for the rest of the stream. */
export const muteViewerSchema = z.strictObject({ userId: z.uuid() }).meta({ id: 'MuteLiveViewer' });

export const liveBidSchema = z
  .object({
    id: z.string(),
    bidder: liveMemberSchema,
    amountCents: z.number().int(),
    isWinning: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'LiveBid' });
export type LiveBid = z.infer<typeof liveBidSchema>;

export const liveAuctionSchema = z
  .object({
    id: z.string(),
    streamId: z.string(),
    item: z.object({
      id: z.string(),
      title: z.string(),
      photos: z.array(itemPhotoSchema),
      condition: z.enum(itemConditions),
      size: z.string().nullable(),
    }),
    startingPriceCents: z.number().int(),
    currentPriceCents: z.number().int(),
    /** Only the streamer sees the reserve; everyone sees whether it is met. */
    reservePriceCents: z.number().int().nullable(),
    hasReserve: z.boolean(),
    reserveMet: z.boolean(),
    durationSeconds: z.number().int(),
    /** Chosen at creation: bids at the end never move it (no anti-sniping extension). */
    suddenDeath: z.boolean(),
    status: z.enum(liveAuctionStatuses),
    startedAt: z.string().nullable(),
    /** The server's end time: started_at + duration, moved later by bids in the last seconds. */
    endsAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    winner: liveMemberSchema.nullable(),
    bidCount: z.number().int(),
    recentBids: z.array(liveBidSchema),
    /**
     * The asking member's own maximum while their bid leads (docs/product/live.md, "Maximum bids"); null for everyone
     * else and in the events every viewer gets, since a leading maximum is nobody else's business.
     */
    myMaxCents: z.number().int().nullable(),
  })
  .meta({ id: 'LiveAuction' });
export type LiveAuction = z.infer<typeof liveAuctionSchema>;

export const liveAuctionListSchema = z
  .object({
    /** The running auction, if any, and those created but not started (newest first). */
    open: z.array(liveAuctionSchema),
    /** The latest sold or passed ones. */
    recent: z.array(liveAuctionSchema),
    /** The server's clock when this was read: clients correct their countdown by the difference. */
    serverTime: z.string(),
  })
  .meta({ id: 'LiveAuctionList' });
export type LiveAuctionList = z.infer<typeof liveAuctionListSchema>;

const priceSchema = centsAmountSchema(MAX_ITEM_VALUE_CENTS);

/** POST /api/live/streams/{id}/auctions. */
export const createAuctionSchema = z
  .strictObject({
    itemId: z.uuid({ error: LIVE_TEXTS.missingInformation }),
    startingPriceCents: priceSchema.min(1, LIVE_TEXTS.missingInformation),
    reservePriceCents: priceSchema.min(1).nullable().default(null),
    durationSeconds: z
      .number()
      .int()
      .refine((s) => (AUCTION_DURATIONS_SECONDS as readonly number[]).includes(s), LIVE_TEXTS.durationInvalid)
      .default(DEFAULT_AUCTION_DURATION_SECONDS),
    suddenDeath: z.boolean().default(false),
  })
  .refine((a) => a.reservePriceCents === null || a.reservePriceCents >= a.startingPriceCents, {
    path: ['reservePriceCents'],
    message: LIVE_TEXTS.reserveBelowStart,
  })
  .meta({ id: 'CreateLiveAuction' });
export type CreateAuction = z.input<typeof createAuctionSchema>;
/** As the server reads it: the duration defaulted, the reserve null when none, not sudden death unless chosen. */
export type CreateAuctionInput = z.infer<typeof createAuctionSchema>;

/**
 * POST /api/live/auctions/{id}/bids: a bid of `amountCents` now, a maximum the server bids up to for the member
 * (`maxCents`, alone: the lowest bid that leads), or both. The leader raises their maximum with `maxCents` alone.
 */
export const placeBidSchema = z
  .strictObject({ amountCents: priceSchema.min(1).optional(), maxCents: priceSchema.min(1).optional() })
  .refine((bid) => bid.amountCents !== undefined || bid.maxCents !== undefined, {
    path: ['amountCents'],
    message: LIVE_TEXTS.bidOrMaximumRequired,
  })
  .refine(
    (bid) => bid.amountCents === undefined || bid.maxCents === undefined || bid.maxCents >= bid.amountCents,
    {
      path: ['maxCents'],
      message: LIVE_TEXTS.maximumBelowBid,
    },
  )
  .meta({ id: 'PlaceLiveBid' });
export type PlaceBid = z.infer<typeof placeBidSchema>;

/** The lowest bid the server takes now: the current price plus the increment. */
export const minimumBidCents = (currentPriceCents: number) => currentPriceCents + MIN_BID_INCREMENT_CENTS;

/** Live video signalling: whole SDP offers and answers (ICE gathered first), as WHIP/WHEP do. */
export const sdpSchema = z
  .strictObject({ sdp: z.string().min(10).max(64_000) })
  .meta({ id: 'SessionDescription' });
export const watchSessionSchema = z
  .object({ sessionId: z.string(), sdp: z.string() })
  .meta({ id: 'LiveWatchSession' });

/**
 * GET /api/live/ice-servers: the TURN relays a browser may use to reach the live video server, with credentials
 * that expire (docs/live-video.md "TURN"); empty where none is configured.
 */
export const iceServersSchema = z
  .object({
    iceServers: z.array(
      z.object({ urls: z.array(z.string()), username: z.string(), credential: z.string() }),
    ),
  })
  .meta({ id: 'LiveIceServers' });
export type IceServers = z.infer<typeof iceServersSchema>;

/** Events on `stream:{id}` (anyone may subscribe, signed in or not) and on `live:streams` (the /live list). */
export const LIVE_EVENTS = {
  message: 'live.message',
  messageRemoved: 'live.message_removed',
  auction: 'live.auction',
  viewers: 'live.viewers',
  stream: 'live.stream',
  streamsChanged: 'live.streams_changed',
} as const;
export const liveStreamTopic = (streamId: string) => `stream:${streamId}`;
export const LIVE_STREAMS_TOPIC = 'live:streams';
