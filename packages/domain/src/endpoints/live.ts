import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  BIDS_PER_SECOND,
  createAuctionSchema,
  iceServersSchema,
  LIVE_CHAT_FETCHED,
  liveAuctionListSchema,
  liveAuctionSchema,
  liveMessageListSchema,
  liveMessageSchema,
  liveStreamListSchema,
  liveStreamSchema,
  muteViewerSchema,
  placeBidSchema,
  sdpSchema,
  sendLiveMessageSchema,
  startStreamSchema,
  watchSessionSchema,
} from '../live.ts';

const tags = ['Live'] as const;
const streamParams = z.object({ streamId: pathParam('streamId') });
const auctionParams = z.object({ auctionId: pathParam('auctionId') });
const sessionParams = z.object({ sessionId: pathParam('sessionId') });

/** A streamer's action on their stream: answers the stream after it. */
const streamerAction = <const P extends string, const S extends string>(path: P, summary: S) =>
  endpoint({
    method: 'post',
    path: `/api/live/streams/{streamId}/${path}`,
    tags,
    summary,
    params: streamParams,
    answers: { 200: { description: 'The stream', schema: liveStreamSchema } },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  });

/** A streamer's action on one of their auctions: answers the auction after it. */
const auctionAction = <const P extends string, const S extends string>(path: P, summary: S) =>
  endpoint({
    method: 'post',
    path: `/api/live/auctions/{auctionId}/${path}`,
    tags,
    summary,
    params: auctionParams,
    answers: { 200: { description: 'The auction', schema: liveAuctionSchema } },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  });

/**
 * Live streams, their chat and auctions (docs/product/live.md). Reading is open to visitors; acting needs a session.
 * Then the video signalling (docs/live-video.md): whole SDP offers and answers, ICE gathered first (as WHIP and WHEP
 * do). The streamer publishes into their stream; anyone watches; the SFU's session id is the viewer's capability.
 */
export const liveEndpoints = {
  listStreams: endpoint({
    method: 'get',
    path: '/api/live/streams',
    tags,
    summary: 'The streams live now and the live page figures (anyone)',
    answers: { 200: { description: 'Longest running first', schema: liveStreamListSchema } },
  }),
  startStream: endpoint({
    method: 'post',
    path: '/api/live/streams',
    tags,
    summary: 'Go live (while live already: continue that stream under the new title)',
    body: startStreamSchema,
    answers: { 200: { description: 'The stream', schema: liveStreamSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
  getStream: endpoint({
    method: 'get',
    path: '/api/live/streams/{streamId}',
    tags,
    summary: 'One stream, live or ended (anyone)',
    params: streamParams,
    answers: { 200: { description: 'The stream', schema: liveStreamSchema } },
    errors: ['NOT_FOUND'],
  }),
  endStream: streamerAction('end', 'End Stream: it ends for every viewer; auctions not closed are passed'),
  heartbeat: streamerAction('heartbeat', 'The broadcast page is still open (a silent stream ends itself)'),
  listMessages: endpoint({
    method: 'get',
    path: '/api/live/streams/{streamId}/messages',
    tags,
    summary: `The stream's newest ${LIVE_CHAT_FETCHED} chat messages, newest first, and its message count (anyone)`,
    params: streamParams,
    answers: { 200: { description: 'Newest first', schema: liveMessageListSchema } },
    errors: ['NOT_FOUND'],
  }),
  sendMessage: endpoint({
    method: 'post',
    path: '/api/live/streams/{streamId}/messages',
    tags,
    summary: "Chat in a live stream (the streamer's messages are system messages)",
    params: streamParams,
    body: sendLiveMessageSchema,
    answers: { 201: { description: 'Sent to every viewer', schema: liveMessageSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  }),
  removeMessage: endpoint({
    method: 'delete',
    path: '/api/live/streams/{streamId}/messages/{messageId}',
    tags,
    summary: 'The streamer removes a chat message for everyone',
    params: streamParams.extend({ messageId: pathParam('messageId') }),
    answers: { 204: { description: 'Removed' } },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  mute: endpoint({
    method: 'post',
    path: '/api/live/streams/{streamId}/mutes',
    tags,
    summary: 'The streamer mutes a viewer for the rest of the stream',
    params: streamParams,
    body: muteViewerSchema,
    answers: { 204: { description: 'Muted' } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  listAuctions: endpoint({
    method: 'get',
    path: '/api/live/streams/{streamId}/auctions',
    tags,
    summary:
      "The stream's running and waiting auctions, the latest closed ones and the server's clock (anyone)",
    params: streamParams,
    answers: { 200: { description: 'Auctions', schema: liveAuctionListSchema } },
    errors: ['NOT_FOUND'],
  }),
  createAuction: endpoint({
    method: 'post',
    path: '/api/live/streams/{streamId}/auctions',
    tags,
    summary: 'The streamer puts one of their available items up for auction (not started yet)',
    params: streamParams,
    body: createAuctionSchema,
    answers: { 201: { description: 'Created', schema: liveAuctionSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  startAuction: auctionAction('start', 'Start the countdown (one running auction per stream)'),
  sellAuction: auctionAction('sell', 'Sell now to the highest bidder'),
  passAuction: auctionAction('pass', 'Pass: end without a sale, every bid released'),
  placeBid: endpoint({
    method: 'post',
    path: '/api/live/auctions/{auctionId}/bids',
    tags,
    summary: `Bid: the amount is put on hold from the bidder's wallet until they are outbid or win; at most ${BIDS_PER_SECOND} a second per member and auction (429)`,
    params: auctionParams,
    body: placeBidSchema,
    answers: { 201: { description: 'The auction with the bid', schema: liveAuctionSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  }),

  iceServers: endpoint({
    method: 'get',
    path: '/api/live/ice-servers',
    tags,
    summary: 'TURN relays to reach the live video server, with credentials that expire (empty without TURN)',
    answers: { 200: { description: 'For RTCPeerConnection', schema: iceServersSchema } },
  }),
  publishVideo: endpoint({
    method: 'post',
    path: '/api/live/streams/{streamId}/video/publish',
    tags,
    summary: "The streamer's offer (audio and video, sendonly) → the SFU's answer",
    params: streamParams,
    body: sdpSchema,
    answers: { 200: { description: 'The answer', schema: sdpSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE'],
  }),
  watchVideo: endpoint({
    method: 'post',
    path: '/api/live/streams/{streamId}/video/watch',
    tags,
    summary:
      "Watch a live stream (anyone): the SFU's offer, to be answered at /api/live/video/{sessionId}/answer",
    params: streamParams,
    answers: { 200: { description: 'The session and its offer', schema: watchSessionSchema } },
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE'],
  }),
  answerVideo: endpoint({
    method: 'post',
    path: '/api/live/video/{sessionId}/answer',
    tags,
    summary: "The viewer's answer to the SFU's offer",
    params: sessionParams,
    body: sdpSchema,
    answers: { 204: { description: 'Connecting' } },
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'UNAVAILABLE'],
  }),
  leaveVideo: endpoint({
    method: 'delete',
    path: '/api/live/video/{sessionId}',
    tags,
    summary: 'The viewer leaves (unknown sessions are ignored)',
    params: sessionParams,
    answers: { 204: { description: 'Left' } },
    errors: ['UNAVAILABLE'],
  }),
};
