import type { MemberCard } from '@swapyard/domain';
import { memberCardColumns } from '../../profiles/index.ts';

/**
 * A member as live selling shows them (the stream's streamer, a chat sender, a bidder): the member card without its
 * theme colour, which LiveMember does not carry (rows go out as they are read).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { themeColor, ...memberColumns } = memberCardColumns;
export { memberColumns };

export type MemberRow = Omit<MemberCard, 'themeColor'>;
