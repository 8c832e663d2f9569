/**
 * The demo members' social graph, so a fresh start shows follows, completed trades with reviews and liked items
 * rather than empty trust cards. Items are named by their demo title (see demo-items/).
 */

/** follower → following. Mutual pairs make friends (profile visibility 'friends'). */
export const DEMO_FOLLOWS: ReadonlyArray<readonly [follower: string, following: string]> = [
  ['nora', 'leo'],
  ['leo', 'nora'],
  ['nora', 'zara'],
  ['zara', 'nora'],
  ['leo', 'theo'],
  ['theo', 'leo'],
  ['zara', 'isla'],
  ['isla', 'nora'],
  ['theo', 'zara'],
  ['omar', 'nora'],
  ['priya', 'leo'],
  ['priya', 'zara'],
  ['jonas', 'zara'],
  ['maya', 'isla'],
  ['eli', 'theo'],
];

export interface DemoReview {
  rating: number;
  comment: string;
}

/**
 * Completed trades over the catalogue's sold and swapped listings: the owner's item, the requester's item when it
 * was a swap, and the cash the requester added (cents). Each party reviewed the other.
 */
export interface DemoTrade {
  owner: string;
  ownerItem: string;
  requester: string;
  requesterItem: string | null;
  cashCents: number;
  daysAgo: number;
  ownerReview: DemoReview;
  requesterReview: DemoReview;
}

export const DEMO_TRADES: readonly DemoTrade[] = [
  {
    owner: 'nora',
    ownerItem: 'Wool-blend wrap coat, grey',
    requester: 'zara',
    requesterItem: null,
    cashCents: 11_000,
    daysAgo: 12,
    ownerReview: { rating: 5, comment: 'Paid at once and picked up on time. Lovely to deal with.' },
    requesterReview: { rating: 5, comment: 'Coat exactly as described, packed with care.' },
  },
  {
    owner: 'leo',
    ownerItem: 'Vintage type III trucker jacket',
    requester: 'isla',
    requesterItem: 'Fleetwood Mac, Rumours, LP',
    cashCents: 6300,
    daysAgo: 9,
    ownerReview: { rating: 4, comment: 'Record plays well, a little more surface noise than I expected.' },
    requesterReview: { rating: 5, comment: 'The jacket is perfect and Leo threw in a patch kit.' },
  },
  {
    owner: 'nora',
    ownerItem: 'Minimal leather loafers, EU 38',
    requester: 'leo',
    requesterItem: null,
    cashCents: 7000,
    daysAgo: 6,
    ownerReview: { rating: 5, comment: 'Quick and friendly, would swap again.' },
    requesterReview: { rating: 4, comment: 'Great loafers; the meetup moved twice but Nora kept me posted.' },
  },
  {
    owner: 'eli',
    ownerItem: 'Tree Runners, US 9',
    requester: 'theo',
    requesterItem: null,
    cashCents: 4000,
    daysAgo: 4,
    ownerReview: { rating: 5, comment: 'Smooth from offer to handover.' },
    requesterReview: { rating: 5, comment: 'Clean and comfortable, as promised.' },
  },
  {
    owner: 'omar',
    ownerItem: 'Apple Watch Series 6, 44 mm',
    requester: 'priya',
    requesterItem: null,
    cashCents: 15_000,
    daysAgo: 2,
    ownerReview: { rating: 5, comment: 'Fast payment, thanks Priya!' },
    requesterReview: {
      rating: 4,
      comment: 'Battery is fine, a light scratch on the case that was in the photos.',
    },
  },
];

/** member → titles of others' available public listings they liked. */
export const DEMO_LIKES: ReadonlyArray<readonly [member: string, titles: readonly string[]]> = [
  [
    'nora',
    [
      '501 Original jeans, 90s stonewash',
      'Tiered maxi dress, sunflower print',
      'Vintage globe on a brass stand',
    ],
  ],
  ['leo', ['Oversized linen shirt, oat', 'Harris Tweed herringbone blazer', 'Kinfolk Home']],
  [
    'zara',
    ['Oversized linen shirt, oat', 'Floral prairie midi dress', 'Player Stratocaster, 3-colour sunburst'],
  ],
  ['theo', ['AT-LP120X direct-drive turntable', 'Tiered maxi dress, sunflower print']],
  ['isla', ['Merino roll-neck sweater, charcoal', 'Macramé wall hanging']],
  ['priya', ['Tiered maxi dress, sunflower print', 'OneStep 2 instant camera']],
  ['omar', ['Pro Staff 97 tennis racquet']],
];
