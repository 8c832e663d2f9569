import type { Role } from '@swapyard/domain';

/** Every demo member signs in with this password (by username or by e-mail). */
export const DEMO_PASSWORD = 'swapyard123';
export const DEMO_EMAIL_DOMAIN = 'demo.swapyard.test';
export const demoEmail = (username: string) => `${username}@${DEMO_EMAIL_DOMAIN}`;

export interface DemoMember {
  username: string;
  fullName: string;
  role: Role | null;
  /** Members with a completed survey go straight home after sign-in; the others are sent to the first-time survey. */
  surveyCompleted: boolean;
  bio: string;
  location: string;
  styleTags: string[];
  favoriteBrands: string[];
  themeColor: string;
  structuredInterests: Record<string, string[]>;
  instagram?: string;
}

/** Demo members created on the first start of an empty embedded database (README lists them). */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    username: 'ava',
    fullName: 'Ava Thompson',
    role: 'admin',
    surveyCompleted: false,
    bio: 'Founder-mode admin. Thrifting since the 2000s and still hunting for the perfect trench coat.',
    location: 'Brooklyn, NY',
    styleTags: ['Classic', 'Minimalist', 'Formal'],
    favoriteBrands: ['COS', 'Everlane', 'Burberry'],
    themeColor: '#6366f1',
    structuredInterests: {},
    instagram: 'ava.swaps',
  },
  {
    username: 'milo',
    fullName: 'Milo Chen',
    role: 'moderator',
    surveyCompleted: false,
    bio: 'Keeping the yard friendly. Sneakerhead, film camera nerd, fair-trade enthusiast.',
    location: 'San Francisco, CA',
    styleTags: ['Streetwear', 'Sporty', 'Casual'],
    favoriteBrands: ['Nike', 'Stüssy', 'Carhartt WIP'],
    themeColor: '#0ea5e9',
    structuredInterests: {},
  },
  {
    username: 'nora',
    fullName: 'Nora Lindqvist',
    role: null,
    surveyCompleted: true,
    bio: 'Scandi minimalist swapping linen, wool and good shoes. Capsule wardrobe, zero regrets.',
    location: 'Seattle, WA',
    styleTags: ['Minimalist', 'Classic', 'Casual'],
    favoriteBrands: ['Arket', 'Acne Studios', 'Vagabond'],
    themeColor: '#14b8a6',
    structuredInterests: { Fashion: ['Minimalist', 'Linen', 'Knitwear'], 'Beauty & Wellness': ['Skincare'] },
    instagram: 'nora.capsule',
  },
  {
    username: 'leo',
    fullName: 'Leo Martínez',
    role: null,
    surveyCompleted: true,
    bio: 'Vinyl digger and vintage denim collector. Will trade records for Levi’s any day.',
    location: 'Austin, TX',
    styleTags: ['Vintage', 'Grunge', 'Casual'],
    favoriteBrands: ["Levi's", 'Wrangler', 'Dr. Martens'],
    themeColor: '#f97316',
    structuredInterests: { Music: ['Vinyl', 'Jazz', 'Blues'], Fashion: ['Vintage', 'Denim'] },
  },
  {
    username: 'zara',
    fullName: 'Zara Okafor',
    role: null,
    surveyCompleted: true,
    bio: 'Colour maximalist. Prints, beads and handmade pieces from markets around the world.',
    location: 'Atlanta, GA',
    styleTags: ['Bohemian', 'Trendy', 'Edgy'],
    favoriteBrands: ['Free People', 'Anthropologie', 'Mara Hoffman'],
    themeColor: '#ec4899',
    structuredInterests: { Fashion: ['Bohemian', 'Prints'], 'Arts & Crafts': ['Beading', 'Textiles'] },
    instagram: 'zara.colours',
  },
  {
    username: 'theo',
    fullName: 'Theo Brennan',
    role: null,
    surveyCompleted: true,
    bio: 'Tweed, corduroy and secondhand books. Looking for a proper wool overcoat.',
    location: 'Boston, MA',
    styleTags: ['Dark Academia', 'Preppy', 'Classic'],
    favoriteBrands: ['Ralph Lauren', 'Barbour', 'J.Crew'],
    themeColor: '#854d0e',
    structuredInterests: { Collectibles: ['First Editions'], Fashion: ['Tweed', 'Loafers'] },
  },
  {
    username: 'isla',
    fullName: 'Isla Moreau',
    role: null,
    surveyCompleted: true,
    bio: 'Cottage garden, floral dresses and a sewing machine named Marguerite.',
    location: 'Portland, OR',
    styleTags: ['Cottagecore', 'Vintage', 'Bohemian'],
    favoriteBrands: ['Doen', 'Reformation', 'Laura Ashley'],
    themeColor: '#84cc16',
    structuredInterests: { 'Arts & Crafts': ['Sewing', 'Embroidery'], Fashion: ['Floral', 'Vintage'] },
  },
  {
    username: 'omar',
    fullName: 'Omar Haddad',
    role: null,
    surveyCompleted: false,
    bio: 'Gym in the morning, streetwear by night. Trading hoodies and running shoes.',
    location: 'Chicago, IL',
    styleTags: ['Sporty', 'Streetwear'],
    favoriteBrands: ['Adidas', 'New Balance', 'Lululemon'],
    themeColor: '#22c55e',
    structuredInterests: {},
  },
  {
    username: 'priya',
    fullName: 'Priya Raman',
    role: null,
    surveyCompleted: false,
    bio: 'Y2K revival curator: butterfly clips, baby tees and low-rise everything.',
    location: 'Los Angeles, CA',
    styleTags: ['Y2K', 'Kawaii', 'Trendy'],
    favoriteBrands: ['Juicy Couture', 'Baby Phat', 'Sanrio'],
    themeColor: '#a855f7',
    structuredInterests: {},
    instagram: 'priya.y2k',
  },
  {
    username: 'jonas',
    fullName: 'Jonas Weber',
    role: null,
    surveyCompleted: false,
    bio: 'Leather jackets, band tees and boots that have seen a few mosh pits.',
    location: 'Denver, CO',
    styleTags: ['Punk', 'Gothic', 'Edgy'],
    favoriteBrands: ['AllSaints', 'Dr. Martens', 'Schott NYC'],
    themeColor: '#ef4444',
    structuredInterests: {},
  },
  {
    username: 'maya',
    fullName: 'Maya Goldberg',
    role: null,
    surveyCompleted: false,
    bio: 'Office-to-evening wardrobe swapper. Blazers are my love language.',
    location: 'New York, NY',
    styleTags: ['Formal', 'Classic', 'Trendy'],
    favoriteBrands: ['Theory', 'Zara', 'Aritzia'],
    themeColor: '#0f172a',
    structuredInterests: {},
  },
  {
    username: 'eli',
    fullName: 'Eli Nakamura',
    role: null,
    surveyCompleted: false,
    bio: 'Design student mixing thrifted basics with one loud piece. Always up for a swap.',
    location: 'Minneapolis, MN',
    styleTags: ['Casual', 'Minimalist', 'Streetwear'],
    favoriteBrands: ['Uniqlo', 'Muji', 'Patagonia'],
    themeColor: '#f59e0b',
    structuredInterests: {},
  },
];
