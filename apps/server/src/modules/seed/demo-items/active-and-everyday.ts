import { demoTable } from './table.ts';

// owner | title | icon | brand | condition | size | value | flags | description
export const activeAndEverydayItems = [
  ...demoTable(
    'auto',
    `
omar | Motion XT roof cargo box | Package | Thule | good | one_size | 320 | - | Fits most crossbars; both keys included.
milo | Dash Cam 47 | Video | Garmin | like_new | one_size | 110 | - | -
eli | Boost GB40 jump starter | CarBattery | NOCO | good | one_size | 65 | - | Holds a charge for months.
jonas | Bullitt motorcycle helmet | HardHat | Bell | good | m | 210 | - | Gloss black, never dropped.
ava | FloorLiner set for a Subaru Outback | CarFront | WeatherTech | good | one_size | 70 | - | -
leo | Chrome hubcaps, set of 4 (70s Ford) | CarFront | Ford | fair | one_size | 90 | - | -
`,
  ),
  ...demoTable(
    'gym_equipment',
    `
omar | SelectTech 552 adjustable dumbbells (pair) | Dumbbell | Bowflex | good | one_size | 260 | 2 | 5 to 52.5 lb each, stand not included.
omar | 16 kg cast iron kettlebell | Weight | Rogue | good | one_size | 55 | - | -
maya | PRO yoga mat, 6 mm | Scroll | Manduka | good | one_size | 60 | - | Black Magic, broken in and grippy.
eli | GRID foam roller | Cylinder | TriggerPoint | good | one_size | 20 | - | -
milo | Doorway pull-up bar | BicepsFlexed | Iron Gym | good | one_size | 18 | - | -
isla | Pilates ring | Circle | Balanced Body | like_new | one_size | 22 | - | -
`,
  ),
  ...demoTable(
    'sports',
    `
omar | Evolution indoor basketball | Volleyball | Wilson | good | one_size | 40 | - | Great grip, holds air.
milo | Skateboard complete, 8 inch | Skateboard | Element | good | one_size | 60 | - | New bearings, griptape has some wear.
eli | Talon 22 hiking daypack | Backpack | Osprey | good | one_size | 70 | - | -
theo | Pro Staff 97 tennis racquet | Racquet | Wilson | good | one_size | 110 | - | Grip size 3, strung last month.
nora | Trail Pro trekking poles | Mountain | Black Diamond | good | one_size | 55 | - | -
jonas | Custom Camber snowboard, 156 cm | Snowflake | Burton | fair | one_size | 150 | - | Base scratches, edges freshly tuned.
zara | Roller skates, mint, US 8 | RollerSkate | Impala | like_new | one_size | 75 | - | -
`,
  ),
  ...demoTable(
    'health_beauty',
    `
nora | Good Genes lactic acid treatment, unopened | Droplet | Sunday Riley | new | one_size | 60 | - | -
priya | Airwrap Complete styler | Wind | Dyson | good | one_size | 340 | 2 | All six attachments and the case.
priya | Juicy Tubes lip gloss set, sealed | TubeLotion | Lancôme | new | one_size | 35 | - | -
nora | Jade roller and gua sha set | PaintRoller | Mount Lai | like_new | one_size | 25 | - | -
maya | LUNA 3 facial cleansing brush | Brush | Foreo | like_new | one_size | 110 | - | -
zara | Santal 33 eau de parfum, 50 ml | Perfume | Le Labo | good | one_size | 120 | - | About 80% full.
ava | Resurrection hand care duo | Hand | Aesop | new | one_size | 45 | private | -
`,
  ),
  ...demoTable(
    'office_supplies',
    `
theo | 2000 fountain pen, fine nib | PenTool | Lamy | good | one_size | 120 | - | Makrolon body, writes wet and smooth.
theo | Dotted A5 notebooks, pack of 3 | Notebook | Leuchtturm1917 | new | one_size | 36 | - | -
eli | Gel ink pens, set of 10 | PenLine | Muji | new | one_size | 12 | - | -
eli | Mars technico drafting set | DraftingCompass | Staedtler | good | one_size | 30 | - | -
maya | Aeron office chair, size B | Armchair | Herman Miller | good | one_size | 480 | - | Fully adjustable, lumbar pad included. Pick-up only.
maya | Desk organiser set, blush | PencilRuler | Poppin | like_new | one_size | 20 | - | -
`,
  ),
];
