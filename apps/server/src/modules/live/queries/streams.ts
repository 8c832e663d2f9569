import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { liveStreams, profiles } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { memberColumns, type MemberRow } from './members.ts';

export type StreamRow = typeof liveStreams.$inferSelect;
export type StreamWithStreamer = StreamRow & { streamer: MemberRow };

export async function insertStream(db: Db, streamerId: string, title: string): Promise<StreamRow> {
  const [row] = await db.insert(liveStreams).values({ streamerId, title }).returning();
  return row!;
}

export async function liveStreamOf(db: Db, streamerId: string): Promise<StreamRow | undefined> {
  const [row] = await db
    .select()
    .from(liveStreams)
    .where(and(eq(liveStreams.streamerId, streamerId), eq(liveStreams.status, 'live')));
  return row;
}

export async function findStream(db: Db, id: string): Promise<StreamRow | undefined> {
  const [row] = await db.select().from(liveStreams).where(eq(liveStreams.id, id));
  return row;
}

/** The stream row locked: ending it and creating or closing its auctions take turns. */
export async function lockStream(db: Db, id: string): Promise<StreamRow | undefined> {
  const [row] = await db.select().from(liveStreams).where(eq(liveStreams.id, id)).for('update');
  return row;
}

export async function updateTitle(db: Db, id: string, title: string): Promise<StreamRow> {
  const [row] = await db
    .update(liveStreams)
    .set({ title, lastSeenAt: new Date() })
    .where(eq(liveStreams.id, id))
    .returning();
  return row!;
}

/** Ends a live stream; nothing when it had already ended. */
export async function endStream(db: Db, id: string): Promise<StreamRow | undefined> {
  const [row] = await db
    .update(liveStreams)
    .set({ status: 'ended', endedAt: new Date() })
    .where(and(eq(liveStreams.id, id), eq(liveStreams.status, 'live')))
    .returning();
  return row;
}

/** The broadcast page is still there. Answers the stream while it is live. */
export async function touchStream(db: Db, id: string, streamerId: string): Promise<StreamRow | undefined> {
  const [row] = await db
    .update(liveStreams)
    .set({ lastSeenAt: new Date() })
    .where(
      and(eq(liveStreams.id, id), eq(liveStreams.streamerId, streamerId), eq(liveStreams.status, 'live')),
    )
    .returning();
  return row;
}

const withStreamer = {
  id: liveStreams.id,
  streamerId: liveStreams.streamerId,
  title: liveStreams.title,
  status: liveStreams.status,
  lastSeenAt: liveStreams.lastSeenAt,
  endedAt: liveStreams.endedAt,
  createdAt: liveStreams.createdAt,
  streamer: memberColumns,
};

/** Live streams, oldest first (the longest running at the top), with their streamers. */
export async function listLiveStreams(db: Db, limit: number): Promise<StreamWithStreamer[]> {
  return db
    .select(withStreamer)
    .from(liveStreams)
    .innerJoin(profiles, eq(profiles.id, liveStreams.streamerId))
    .where(eq(liveStreams.status, 'live'))
    .orderBy(asc(liveStreams.createdAt))
    .limit(limit);
}

export async function streamsWithStreamer(db: Db, ids: string[]): Promise<StreamWithStreamer[]> {
  if (ids.length === 0) return [];
  return db
    .select(withStreamer)
    .from(liveStreams)
    .innerJoin(profiles, eq(profiles.id, liveStreams.streamerId))
    .where(inArray(liveStreams.id, ids));
}

export async function countLiveStreams(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveStreams)
    .where(eq(liveStreams.status, 'live'));
  return row?.n ?? 0;
}
