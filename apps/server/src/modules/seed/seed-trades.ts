import type { CreateTradeInput } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { createTrade, hasPendingOffer } from '../trades/index.ts';
import * as queries from './queries.ts';
import { demoMemberIds } from './seed-items.ts';

/**
 * Live conversations for the demo: a few pending offers between demo members (sent through the trades service, so
 * cash is really on hold, the owner is notified and the offer expires like any other) with a short chat each, and a
 * few direct messages. Members the e2e journeys withdraw with (nora, zara) are left out, so their balances stay as
 * seed-wallets.ts says. A second run adds nothing: an offer is skipped when its requester already has one pending
 * on that item, a direct conversation when the pair already has messages.
 */

type Offer =
  | { kind: 'trade'; offered: string[]; cashCents: number; paymentMethod?: 'credit' | 'cash' | 'mixed' }
  | { kind: 'cash'; cashCents: number; paymentMethod: 'credit' | 'cash' | 'mixed' }
  | { kind: 'invitation' };

export interface DemoOffer {
  requester: string;
  owner: string;
  /** The owner's item, by demo title. */
  wanted: string;
  offer: Offer;
  /** [sender, text], oldest first, a few minutes apart. */
  chat: Array<[sender: string, text: string]>;
}

export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    requester: 'priya',
    owner: 'isla',
    wanted: 'Linen puff-sleeve top',
    offer: { kind: 'trade', offered: ['Logo baby tee'], cashCents: 2600, paymentMethod: 'credit' },
    chat: [
      ['priya', 'Hi Isla! I love this top. Would my baby tee plus $26 work for you?'],
      ['isla', 'Hey Priya, that sounds fair. Is the tee true to size?'],
      ['priya', "Yes, it fits like a small. I'm happy to meet in town this weekend."],
    ],
  },
  {
    requester: 'maya',
    owner: 'theo',
    wanted: 'Dotted A5 notebooks, pack of 3',
    offer: { kind: 'cash', cashCents: 3000, paymentMethod: 'credit' },
    chat: [
      ['maya', 'Would you take $30 for the notebooks? I can pick them up tomorrow.'],
      ['theo', "Let me think about it, I'll get back to you tonight."],
    ],
  },
  {
    requester: 'jonas',
    owner: 'eli',
    wanted: 'volca keys analogue synthesizer',
    offer: { kind: 'invitation' },
    chat: [['jonas', 'Check out my closet, there are a couple of pedals you might like for the volca.']],
  },
];

/** [sender, recipient, text], oldest first. */
export const DEMO_DIRECT_MESSAGES: ReadonlyArray<readonly [string, string, string]> = [
  ['isla', 'priya', 'Thanks for the quick swap last month! The plush is on my shelf now.'],
  ['priya', 'isla', 'So glad it found a good home 😊'],
  ['theo', 'maya', 'Hi Maya, is the Aeron chair still for sale?'],
  ['maya', 'theo', "It's private for now while I decide, I'll let you know!"],
  ['omar', 'eli', 'Hey Eli, would you swap the cast iron skillet for my kettlebell?'],
];

const MINUTE = 60_000;

function inputOf(
  demo: DemoOffer,
  wantedId: string,
  itemId: Map<string, string>,
): CreateTradeInput | undefined {
  const { offer } = demo;
  if (offer.kind === 'invitation') return { kind: 'invitation', ownerItemId: wantedId };
  if (offer.kind === 'cash') {
    return {
      kind: 'cash',
      ownerItemId: wantedId,
      cashCents: offer.cashCents,
      paymentMethod: offer.paymentMethod,
    };
  }
  const offeredItemIds = offer.offered.map((title) => itemId.get(title));
  if (offeredItemIds.some((id) => id === undefined)) return undefined;
  return {
    kind: 'trade',
    ownerItemId: wantedId,
    offeredItemIds: offeredItemIds as string[],
    cashCents: offer.cashCents,
    paymentMethod: offer.paymentMethod,
  };
}

export async function seedDemoTrades(deps: { db: Db; logger: Logger; now?: Date }): Promise<void> {
  const { db, logger } = deps;
  const now = deps.now ?? new Date();
  const usernames = [
    ...new Set([
      ...DEMO_OFFERS.flatMap((o) => [o.requester, o.owner]),
      ...DEMO_DIRECT_MESSAGES.flatMap(([from, to]) => [from, to]),
    ]),
  ];
  const ids = await demoMemberIds(db, usernames);
  const id = (username: string) => ids.get(username)!;
  const titles = DEMO_OFFERS.flatMap((o) => [o.wanted, ...(o.offer.kind === 'trade' ? o.offer.offered : [])]);
  const itemRows = await queries.itemsTitled(db, titles);
  // Titles are unique per member in the catalogue.
  const itemOf = (owner: string) =>
    new Map(itemRows.filter((row) => row.userId === id(owner)).map((row) => [row.title, row.id]));

  let offers = 0;
  for (const demo of DEMO_OFFERS) {
    const wantedId = itemOf(demo.owner).get(demo.wanted);
    const input = wantedId && inputOf(demo, wantedId, itemOf(demo.requester));
    if (!wantedId || !input) continue;
    if (await hasPendingOffer(db, id(demo.requester), wantedId)) continue;
    const trade = await createTrade({ db }, id(demo.requester), input);
    // Sent a while ago, then chatted about, a few minutes apart (the 48-hour window still runs from now).
    const sentAt = new Date(now.getTime() - (demo.chat.length + 1) * 7 * MINUTE);
    await queries.backdateTrade(db, trade.id, sentAt);
    if (demo.chat.length > 0) {
      await queries.insertTradeMessages(
        db,
        demo.chat.map(([sender, content], i) => ({
          tradeId: trade.id,
          senderId: id(sender),
          content,
          createdAt: new Date(sentAt.getTime() + (i + 1) * 7 * MINUTE),
        })),
      );
    }
    offers++;
  }

  let direct = 0;
  const pairsDone = new Set<string>();
  for (const [index, [from, to, content]] of DEMO_DIRECT_MESSAGES.entries()) {
    const pair = [from, to].sort().join('|');
    if (!pairsDone.has(pair)) {
      if (await queries.haveDirectMessages(db, id(from), id(to))) continue;
      pairsDone.add(pair);
    }
    const at = new Date(now.getTime() - (DEMO_DIRECT_MESSAGES.length - index) * 45 * MINUTE);
    // The last message of each conversation is left unread, so the badges show something.
    const later = DEMO_DIRECT_MESSAGES.slice(index + 1).some(([a, b]) => [a, b].sort().join('|') === pair);
    await queries.insertDirectMessage(db, {
      senderId: id(from),
      recipientId: id(to),
      content,
      createdAt: at,
      readAt: later ? at : null,
    });
    direct++;
  }
  logger.info({ offers, directMessages: direct }, 'seeded the demo conversations');
}
