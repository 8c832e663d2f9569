import { demoTable } from './table.ts';

// owner | title | icon | brand | condition | size | value | flags | description
export const clothingItems = demoTable(
  'clothing',
  `
ava | Camel double-breasted trench coat | Shirt | Burberry | good | m | 420 | 3 | The classic Kensington cut with the check lining. Belt included; light wear on the cuffs.
ava | Relaxed wool trousers, navy | Trousers | COS | like_new | s | 55 | - | High-waisted with a pressed crease. Worn twice to the office.
ava | Cashmere V-neck sweater, oatmeal | Shirt | Everlane | good | s | 60 | private | Grade-A cashmere, hand-washed only. No holes or pilling.
milo | Basic logo hoodie, heather grey | Shirt | Stüssy | good | l | 75 | - | Heavyweight fleece, slightly boxy. Print is crisp.
milo | Double-knee canvas work pants | Trousers | Carhartt WIP | good | m | 80 | - | Hamilton brown, broken in just right. W32 L32.
nora | Oversized linen shirt, oat | Shirt | Arket | like_new | m | 45 | 2 | Washed linen that only gets softer. Loose through the shoulders.
nora | Merino roll-neck sweater, charcoal | Shirt | Acne Studios | good | s | 120 | - | Fine merino, no pilling. A capsule wardrobe staple.
nora | Wool-blend wrap coat, grey | Shirt | Arket | good | s | 110 | sold | -
leo | 501 Original jeans, 90s stonewash | Trousers | Levi's | good | l | 65 | 2 | Made in USA, waist 33 length 32. Perfectly faded knees.
leo | Vintage type III trucker jacket | Shirt | Levi's | fair | l | 85 | swapped | Sun-faded denim, a small repair on the left cuff.
zara | Tiered maxi dress, sunflower print | Dress | Free People | like_new | s | 78 | 2 | Flowy and bright with a smocked back. Perfect for summer markets.
zara | Hemp-blend printed midi skirt | Dress | Mara Hoffman | new | m | 140 | - | Tags still on. Bold geometric print in tangerine and cobalt.
theo | Harris Tweed herringbone blazer | Shirt | Ralph Lauren | good | l | 145 | 2 | Half-canvassed, leather elbow patches. Dark academia in one piece.
theo | Waxed cotton Bedale jacket | Shirt | Barbour | fair | l | 160 | - | Rewaxed last autumn. The corduroy collar shows its age.
isla | Floral prairie midi dress | Dress | Doen | like_new | s | 185 | 3 | Ditsy blue florals, puff sleeves and a tie back. Worn to one wedding.
isla | 80s cotton smock dress | Dress | Laura Ashley | good | m | 95 | - | Vintage tiny floral print with a lace collar.
isla | Linen puff-sleeve top | Shirt | Reformation | good | xs | 58 | - | -
omar | Essentials 3-Stripes hoodie, black | Shirt | Adidas | good | l | 35 | - | Cosy fleece, washed cold. Cuffs still tight.
priya | Velour track jacket, pink | Shirt | Juicy Couture | good | s | 60 | 2 | Early-2000s original with the rhinestone logo on the back.
priya | Logo baby tee | Shirt | Baby Phat | new | xs | 32 | - | Cropped fit, never worn.
jonas | Perfecto 618 leather motorcycle jacket | Shirt | Schott NYC | good | l | 380 | 3 | Heavy steerhide, broken in over five years. Zips all work.
jonas | Faded black band tee | Shirt | - | fair | xl | 25 | - | A 2004 tour shirt; the cracked print adds character.
jonas | Black skinny jeans with zips | Trousers | AllSaints | good | m | 45 | private | -
maya | Tailored wool-blend blazer, black | Shirt | Theory | like_new | s | 165 | - | Sharp shoulders, fully lined. Goes from the office to dinner.
maya | Wide-leg pleated trousers | Trousers | Aritzia | good | s | 60 | - | Babaton Effortless Pant in camel.
eli | Better Sweater fleece jacket | Shirt | Patagonia | good | m | 65 | - | Classic heathered grey. Zip pulls work fine.
`,
);
