import {
  LIVE_CHAT_FETCHED,
  LIVE_EVENTS,
  LIVE_TEXTS,
  type LiveMessage,
  type LiveMessageList,
} from '@swapyard/domain';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import { findPgError } from '../../platform/pg-errors.ts';
import { conflict, ownStream, publishToStream, streamOr404, type LiveDeps } from './common.ts';
import * as chat from './queries/chat.ts';
import { toMessage } from './view.ts';

/** A member sends at most this many messages per window in one stream. */
export const CHAT_RATE = { messages: 5, windowMs: 10_000 };
const TOO_FAST = "You're sending messages too fast. Wait a few seconds and try again.";

/** GET /api/live/streams/{id}/messages: the newest 50, newest first, and how many the stream has had. */
export async function listMessages(deps: LiveDeps, streamId: string): Promise<LiveMessageList> {
  const stream = await streamOr404(deps.db, streamId);
  const [rows, total] = await Promise.all([
    chat.newestMessages(deps.db, stream.id, LIVE_CHAT_FETCHED),
    chat.countMessages(deps.db, stream.id),
  ]);
  return { messages: rows.map(toMessage), total };
}

/**
 * POST /api/live/streams/{id}/messages: while the stream is live, by a signed-in member the streamer has not muted,
 * at most CHAT_RATE per member. The streamer's messages are system messages (shown apart in the chat).
 */
export async function sendMessage(
  deps: LiveDeps,
  userId: string,
  streamId: string,
  message: string,
): Promise<LiveMessage> {
  const stream = await streamOr404(deps.db, streamId);
  if (stream.status !== 'live') throw conflict(LIVE_TEXTS.streamEndedDescription);
  if (await chat.isMuted(deps.db, stream.id, userId)) throw new AppError('FORBIDDEN', LIVE_TEXTS.muted);
  if (deps.rateLimitStore) {
    const hit = await deps.rateLimitStore.hit(`live-chat:${stream.id}:${userId}`, CHAT_RATE.windowMs);
    if (hit.count > CHAT_RATE.messages) throw new AppError('RATE_LIMITED', TOO_FAST);
  }
  const row = await chat.insertMessage(deps.db, {
    streamId: stream.id,
    userId,
    message,
    messageType: userId === stream.streamerId ? 'system' : 'chat',
  });
  const sent = toMessage((await chat.messageWithSender(deps.db, row.id))!);
  await publishToStream(deps, stream.id, { type: LIVE_EVENTS.message, data: sent });
  return sent;
}

/** DELETE /api/live/streams/{id}/messages/{messageId}: the streamer removes a message for everyone. */
export async function removeMessage(
  deps: LiveDeps,
  userId: string,
  streamId: string,
  messageId: string,
): Promise<void> {
  const stream = await ownStream(deps.db, userId, streamId);
  const removed = isUuid(messageId) && (await chat.deleteMessage(deps.db, stream.id, messageId));
  if (!removed) throw new AppError('NOT_FOUND', LIVE_TEXTS.messageNotFound);
  await publishToStream(deps, stream.id, { type: LIVE_EVENTS.messageRemoved, data: { id: messageId } });
}

/** POST /api/live/streams/{id}/mutes: the streamer mutes a viewer for the rest of the stream. */
export async function muteViewer(
  deps: LiveDeps,
  userId: string,
  streamId: string,
  viewerId: string,
): Promise<void> {
  const stream = await ownStream(deps.db, userId, streamId);
  if (viewerId === userId) throw new AppError('BAD_REQUEST', "You can't mute yourself.");
  try {
    await chat.mute(deps.db, stream.id, viewerId);
  } catch (error) {
    // The foreign key refused it: no such member.
    if (findPgError(error, '23503')) {
      throw new AppError('NOT_FOUND', 'Member not found');
    }
    throw error;
  }
}
