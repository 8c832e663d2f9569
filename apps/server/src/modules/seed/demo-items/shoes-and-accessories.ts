import { demoTable } from './table.ts';

// owner | title | icon | brand | condition | size | value | flags | description
export const shoesAndAccessoriesItems = [
  ...demoTable(
    'shoes_footwear',
    `
milo | Air Jordan 1 Mid, US 10 | SportShoe | Nike | good | one_size | 110 | 3 | Chicago colourway, light creasing on the toe box. Original box included.
milo | Dunk Low Panda, US 10 | SportShoe | Nike | like_new | one_size | 95 | - | Worn three times, always with sneaker shields.
omar | 990v5 Made in USA, US 11 | SportShoe | New Balance | good | one_size | 120 | 2 | Grey suede, fresh insoles. The dad shoe done right.
omar | Ultraboost 22 running shoes, US 11 | SportShoe | Adidas | good | one_size | 70 | - | About 200 miles on them; plenty of bounce left.
nora | Leather ankle boots, EU 38 | Boot | Vagabond | good | one_size | 75 | - | Cosmo 2.0 in black. Resoled once.
nora | Minimal leather loafers, EU 38 | Shoe | Vagabond | like_new | one_size | 70 | sold | -
leo | 1460 boots, cherry red, UK 9 | Boot | Dr. Martens | fair | one_size | 70 | - | Properly broken in with a few scuffs. Yellow stitching intact.
jonas | Jadon platform boots, UK 9 | Boot | Dr. Martens | good | one_size | 110 | 2 | Chunky sole, smooth black leather.
jonas | Chelsea boots, UK 9 | Boot | Dr. Martens | poor | one_size | 30 | - | Well worn and much loved; the elastic is stretched.
theo | Penny loafers, US 10.5 | Shoe | G.H. Bass | good | one_size | 80 | - | Weejuns in burgundy. Polished and ready for the quad.
isla | Mary Jane flats, EU 37 | Shoe | Sézane | like_new | one_size | 90 | - | Soft red leather with a buckle strap.
priya | Platform sneakers, US 7 | SportShoe | Skechers | good | one_size | 45 | - | Peak Y2K chunk. Clean white with pastel accents.
ava | Leather ballet flats, US 7 | Shoe | Repetto | like_new | one_size | 160 | - | Cendrillon in black patent. Worn indoors only.
eli | Tree Runners, US 9 | SportShoe | Allbirds | good | one_size | 40 | swapped | Machine-washed and fresh.
`,
  ),
  ...demoTable(
    'accessories',
    `
ava | Vintage check cashmere scarf | Ribbon | Burberry | good | one_size | 120 | - | Soft as anything, no moth holes. Camel check.
ava | Leather day tote, black | ShoppingBag | Everlane | good | one_size | 90 | - | Fits a laptop. Corners lightly worn.
maya | Structured leather shoulder bag | Handbag | Coach | good | one_size | 140 | 2 | Tabby 26 in chalk with gold hardware.
zara | Recycled glass bead statement necklace | Gem | - | new | one_size | 35 | - | Handmade by a bead maker in Accra, bought at a market in Atlanta.
zara | Woven straw market bag | ShoppingBasket | - | good | one_size | 28 | - | Leather handles, roomy enough for a farmers' market haul.
priya | Butterfly hair clips, set of 12 | Sparkles | - | new | one_size | 12 | - | Glittery Y2K clips in pastel colours.
priya | Velour mini shoulder bag, baby blue | Handbag | Juicy Couture | good | one_size | 40 | - | -
theo | Leather satchel briefcase | Briefcase | Filson | good | one_size | 180 | - | Tan bridle leather that keeps getting better.
jonas | Studded leather belt | Belt | AllSaints | good | m | 40 | - | Pyramid studs, fits 32 to 34.
nora | Minimal steel watch | Watch | Skagen | good | one_size | 65 | - | Mesh strap, new battery in March.
leo | Wayfarer sunglasses, tortoise | Glasses | Ray-Ban | good | one_size | 70 | - | Case included. No scratches on the lenses.
omar | Everywhere belt bag | Handbag | Lululemon | like_new | one_size | 32 | - | -
`,
  ),
];
