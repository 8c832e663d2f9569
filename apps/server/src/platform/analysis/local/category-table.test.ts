import { analysisCategories, analysisResultSchema, type AnalysisCategory } from '@swapyard/domain';
import { describe, expect, it } from 'vitest';
import { LocalItemAnalyzer } from './local-item-analyzer.ts';

const analyzer = new LocalItemAnalyzer();

/** Titles as members write them on resale sites, with the category a person would pick. */
export const categoryTable: [string, AnalysisCategory][] = [
  ['Zara oversized linen blouse, cream, size S', 'clothing'],
  ['Vintage 90s Champion reverse weave hoodie XL', 'clothing'],
  ["Levi's 501 jeans W32 L30 mid wash", 'clothing'],
  ['Patagonia Better Sweater fleece quarter zip M', 'clothing'],
  ['Louis Vuitton Neverfull MM monogram tote', 'accessories'],
  ['Ray-Ban Wayfarer sunglasses black', 'accessories'],
  ['Seiko 5 automatic wristwatch 38mm', 'accessories'],
  ['Sterling silver 925 pendant necklace with chain', 'accessories'],
  ['NWT Nike Air Max 90 sneakers size 10', 'shoes_footwear'],
  ['Dr. Martens 1460 black leather boots UK 7', 'shoes_footwear'],
  ['Birkenstock Arizona sandals EU 39', 'shoes_footwear'],
  ['Canon EOS 5D Mark IV body only', 'camera_equipment'],
  ['Nikon 50mm f/1.8 prime lens', 'camera_equipment'],
  ['Manfrotto aluminium tripod with ball head', 'camera_equipment'],
  ['Fujifilm Instax Mini 11 instant camera, lilac', 'camera_equipment'],
  ['Fender Stratocaster electric guitar sunburst', 'musical_instruments'],
  ['Boss DS-1 distortion pedal', 'musical_instruments'],
  ['Yamaha P-45 digital piano 88 keys', 'musical_instruments'],
  ['Sony WH-1000XM4 noise cancelling headphones', 'audio_equipment'],
  ['Audio-Technica AT-LP60X turntable', 'audio_equipment'],
  ['Marshall Stanmore II bluetooth speaker', 'audio_equipment'],
  ['Pink Floyd Dark Side of the Moon vinyl LP first pressing', 'music_media'],
  ['Taylor Swift 1989 CD album', 'music_media'],
  ['iPhone 13 Pro 128GB unlocked', 'electronics'],
  ['Nintendo Switch OLED console with 2 games', 'electronics'],
  ['MacBook Air M1 13 inch laptop', 'electronics'],
  ['Funko Pop Darth Vader #01 vaulted', 'collectibles'],
  ['Pokemon card Charizard holo PSA 9', 'collectibles'],
  ['Lego Star Wars Millennium Falcon 75257 sealed', 'collectibles'],
  ['Harry Potter hardcover book set 1-7', 'books_magazines'],
  ['Vogue magazine September 1999 issue', 'books_magazines'],
  ['One Piece manga volumes 1-10', 'books_magazines'],
  ['Original oil painting on canvas, abstract landscape 24x36', 'art'],
  ['Banksy Girl with Balloon framed art print', 'art'],
  ['Le Creuset cast iron dutch oven 24cm', 'kitchen'],
  ['KitchenAid Artisan stand mixer red', 'kitchen'],
  ['Nespresso Vertuo coffee machine', 'kitchen'],
  ['Michelin Pilot Sport 4 tyres 225/45 R17 set of 4', 'auto'],
  ['Garmin Dash Cam 67W for car', 'auto'],
  ['Bowflex SelectTech 552 adjustable dumbbells', 'gym_equipment'],
  ['Lululemon yoga mat 5mm', 'gym_equipment'],
  ['Concept2 Model D rowing machine', 'gym_equipment'],
  ['Specialized Rockhopper mountain bike medium frame', 'sports'],
  ['Wilson Pro Staff tennis racket', 'sports'],
  ['Coleman 4 person camping tent', 'sports'],
  ['IKEA Kallax shelf unit white', 'home_garden'],
  ['Dyson V11 cordless vacuum cleaner', 'home_garden'],
  ['Mid century walnut coffee table', 'home_garden'],
  ['Large dog crate with tray', 'pets'],
  ['Cat tree scratching post 120cm', 'pets'],
  ['Charlotte Tilbury Pillow Talk lipstick', 'health_beauty'],
  ['Dyson Airwrap complete styler', 'health_beauty'],
  ['Jo Malone Wood Sage & Sea Salt cologne 100ml', 'health_beauty'],
  ['Herman Miller Aeron office chair size B', 'office_supplies'],
  ['Moleskine classic notebook and Lamy Safari fountain pen', 'office_supplies'],
  ['Brother laser printer HL-L2350DW', 'office_supplies'],
];

describe('category detection on realistic titles', () => {
  it('covers every upload category', () => {
    expect(new Set(categoryTable.map(([, c]) => c))).toEqual(new Set(analysisCategories));
  });

  it.each(categoryTable)('%s → %s', async (title, category) => {
    const result = await analyzer.analyzeText({ title });
    expect(result.closetCategory).toBe(category);
    expect(analysisResultSchema.safeParse(result).success).toBe(true);
  });
});
