/**
 * Within a category, some item types sell far above or below its baseline: a coat is not a T-shirt, a sofa is not
 * a candle. Keyed by the lexicon word that decided the category; anything not listed counts as 1.
 */
const factors: Record<number, string> = {
  4: `sofa, couch, stand mixer, espresso machine, treadmill, rowing machine, exercise bike, spin bike, elliptical,
    mountain bike, road bike, bicycle, digital piano, piano, drum kit, drum set, macbook, laptop, gaming pc`,
  2: `coat, parka, puffer, down jacket, leather jacket, trench coat, peacoat, suit, tuxedo, blazer, jacket,
    boot, ankle boot, chelsea boot, combat boot, hiking boot, handbag, luggage, suitcase, watch, wristwatch,
    chronograph, camera, dslr, mirrorless, camera body, film camera, synthesizer, synth, saxophone, trumpet,
    turntable, record player, amplifier, receiver, soundbar, iphone, ipad, smartphone, tablet, console, ps5,
    nintendo switch, tv, monitor, coffee machine, dutch oven, air fryer, armchair, dresser, bed frame, mattress,
    dining table, office chair, standing desk, snowboard, skis, kayak, paddleboard, golf clubs, tent, squat rack,
    adjustable dumbbells, airwrap, dyson, perfume, eau de parfum, fragrance, painting, oil painting, sculpture`,
  0.5: `t shirt, tshirt, tee, tank top, crop top, camisole, cami, shorts, leggings, socks, scarf, beanie, cap,
    hat, belt, keychain, key ring, scrunchie, headband, bandana, flip flop, flip flops, slide, slipper,
    cd, cds, cassette, dvd, vhs, single, paperback, magazine, comic, mug, mugs, plate, bowl, cup, spatula,
    utensils, candle, vase, cushion, pillow, ornament, picture frame, art print, poster, postcard, pen, pens,
    pencil, pencils, markers, notebook, planner, sticky notes, lipstick, mascara, eyeliner, nail polish,
    dog toy, cat toy, chew toy, leash, dog collar, yoga mat, jump rope, skipping rope, resistance band,
    resistance bands, golf balls, frisbee, pokemon card, trading card, baseball card, enamel pin, plush`,
  0.2: `phone case, iphone case, ipad case, airpods case, phone cover, screen protector, laptop sleeve,
    laptop stand, laptop charger, charger, cable, usb, hdmi, lens cap, lens hood, uv filter, nd filter, capo, guitar strings,
    drumsticks, wiper blades, spark plug, oil filter, stamps`,
};

const byTerm = new Map<string, number>();
for (const [factor, list] of Object.entries(factors)) {
  for (const term of list.split(',')) if (term.trim()) byTerm.set(term.trim(), Number(factor));
}

/** Words that make the item a part or an accessory for what the title names ('iPhone 13 case', 'guitar strap'). */
const ACCESSORY = new Set('case cover charger cable strap sleeve protector adapter replacement'.split(' '));
const EXTRAS = new Set(['with', 'w', 'plus', 'includes', 'including']);
const ACCESSORY_FACTOR = 0.2;

/**
 * The price factor for the word that decided the category, or for an accessory when one is named before any
 * 'with' ('iPhone 13 case' is a case; 'camera with case' is still a camera).
 */
export function itemTypeFactor(term: string | null, titleWords: readonly string[] = []): number {
  const extras = titleWords.findIndex((w) => EXTRAS.has(w));
  const head = extras >= 0 ? titleWords.slice(0, extras) : titleWords;
  if (head.some((w) => ACCESSORY.has(w))) return Math.min(ACCESSORY_FACTOR, byTerm.get(term ?? '') ?? 1);
  return (term && byTerm.get(term)) || 1;
}
