import { profiles } from '../../../db/schema/index.ts';

/** A member as live selling shows them (the stream's streamer, a chat sender, a bidder). */
export const memberColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
};

export interface MemberRow {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}
