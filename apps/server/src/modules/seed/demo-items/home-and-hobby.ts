import { demoTable } from './table.ts';

// owner | title | icon | brand | condition | size | value | flags | description
export const homeAndHobbyItems = [
  ...demoTable(
    'collectibles',
    `
priya | Hello Kitty plush, 2003 edition | Cat | Sanrio | good | one_size | 30 | - | Tag still attached. Smoke-free home.
priya | Tamagotchi Connection, pink | Egg | Bandai | good | one_size | 40 | - | Works perfectly, new battery.
theo | Vintage globe on a brass stand | Earth | Replogle | good | one_size | 95 | - | 1960s political map, turns smoothly.
milo | Pokémon card binder, 200+ cards | PlayingCards | Pokémon | good | one_size | 80 | - | Mostly Base Set to Neo commons, a few holos.
leo | Vintage enamel pin collection | Badge | - | good | one_size | 35 | - | -
jonas | Creator Expert Land Rover Defender | ToyBrick | LEGO | new | one_size | 180 | - | Sealed box, retired set.
`,
  ),
  ...demoTable(
    'books_magazines',
    `
theo | The Secret History, first UK edition | BookOpen | - | good | one_size | 220 | 2 | 1992 hardback with dust jacket. A little foxing on the edges.
theo | Penguin Clothbound Classics, set of 6 | LibraryBig | Penguin | like_new | one_size | 75 | - | Austen, the Brontës and Dickens.
ava | Vogue back issues 1998-2001 (12) | Newspaper | Vogue | fair | one_size | 60 | - | -
eli | Thinking with Type, 2nd edition | Book | Princeton Architectural Press | good | one_size | 18 | - | A few pencil notes in chapter two.
isla | Vintage sewing pattern books (5) | BookOpenText | - | fair | one_size | 20 | - | -
nora | Kinfolk Home | BookImage | Kinfolk | like_new | one_size | 25 | - | -
`,
  ),
  ...demoTable(
    'art',
    `
zara | Abstract acrylic on canvas, 24 x 30 in | Palette | - | new | one_size | 180 | 2 | Painted by me last summer: warm oranges and pinks.
isla | Framed botanical watercolour | Flower2 | - | like_new | one_size | 85 | - | Foxgloves from my garden, in an oak frame.
ava | Signed screen print, edition of 50 | Image | - | like_new | one_size | 240 | private | -
eli | Risograph poster series (3) | Images | - | new | one_size | 45 | - | Printed at school in fluorescent pink and blue.
nora | Hand-glazed ceramic wall plate | Utensils | - | good | one_size | 40 | - | -
theo | Antique map print, framed | Map | - | good | one_size | 120 | - | 19th-century map of Massachusetts Bay.
jonas | Linocut gig poster | Image | - | new | one_size | 30 | - | -
`,
  ),
  ...demoTable(
    'kitchen',
    `
ava | Signature Dutch oven 5.5 qt, Marseille | CookingPot | Le Creuset | good | one_size | 210 | - | Enamel intact, a little staining inside.
isla | Vintage mixing bowls, set of 4 | Soup | Pyrex | good | one_size | 55 | - | Primary colours, no chips.
maya | Vertuo Next coffee machine | CoffeeMaker | Nespresso | like_new | one_size | 85 | - | -
nora | Porcelain mugs, set of 4 | Coffee | Hasami Porcelain | like_new | one_size | 60 | - | Natural matte finish.
theo | 8-cup pour-over coffee maker | CoffeeMaker | Chemex | good | one_size | 30 | - | -
omar | E310 Explorian blender | Blender | Vitamix | good | one_size | 190 | - | Smoothies every morning for a year; works like new.
eli | 10-inch cast iron skillet | EggFried | Lodge | good | one_size | 20 | swapped | Well seasoned.
`,
  ),
  ...demoTable(
    'home_garden',
    `
isla | Terracotta pots with Monstera cuttings | PlantPot | - | good | one_size | 30 | - | Three rooted cuttings in 6-inch pots.
isla | Copper watering can | Droplets | Haws | good | one_size | 65 | - | Long spout, lovely patina.
nora | Brushed wool throw, grey | Sofa | Hay | like_new | one_size | 70 | - | -
zara | Macramé wall hanging | Spool | - | new | one_size | 40 | - | Hand-knotted cotton cord on a driftwood branch.
eli | Kallax shelf, 2 x 4, white | ShelvingUnit | IKEA | good | one_size | 40 | - | Disassembled, all hardware in a bag.
theo | Fiddle leaf fig in a ceramic pot | Leaf | - | good | one_size | 45 | - | About a metre tall and thriving.
`,
  ),
  ...demoTable(
    'pets',
    `
isla | Bolster dog bed, medium | Bed | Orvis | good | one_size | 45 | - | Washable cover, freshly cleaned.
nora | Front Range dog harness | Dog | Ruffwear | like_new | m | 30 | - | -
eli | Four-level cat tree | PawPrint | Frisco | fair | one_size | 35 | - | Sisal posts well scratched, platforms fine.
zara | Handmade felt cat toys (6) | Rat | - | new | one_size | 12 | - | -
omar | Classic dog toys, set of 3 | Bone | Kong | new | one_size | 18 | - | -
jonas | Original deluxe pet carrier | Luggage | Sherpa | good | one_size | 30 | - | Airline approved, fits a cat up to 7 kg.
`,
  ),
];
