import { describe, expect, it } from 'vitest';
import { DEMO_ITEMS } from './demo-items.ts';
import { demoIcon, iconElements } from './demo-icons.ts';
import { demoPhotoSvg } from './demo-photos.ts';

/*
 * Kinds of things a newcomer must never see confused (a stereo receiver drawn as headphones, a tennis racquet as a
 * basketball): every listing whose title names the kind is drawn with that kind's icon, and no two kinds share one.
 */
const kinds: { kind: string; title: RegExp; icon: string }[] = [
  { kind: 'stereo receiver', title: /\breceiver\b/i, icon: 'StereoReceiver' },
  { kind: 'headphones', title: /\bheadphones\b/i, icon: 'Headphones' },
  { kind: 'speaker', title: /\bspeakers?\b/i, icon: 'Speaker' },
  { kind: 'turntable', title: /\bturntable\b/i, icon: 'Turntable' },
  { kind: 'record', title: /\bLP\b|\bpressing\b/, icon: 'DiscAlbum' },
  { kind: 'tennis racquet', title: /\bracquet\b/i, icon: 'Racquet' },
  { kind: 'basketball', title: /\bbasketball\b/i, icon: 'Volleyball' },
  { kind: 'dumbbells', title: /\bdumbbells\b/i, icon: 'Dumbbell' },
  { kind: 'camera', title: /\bcamera\b/i, icon: 'Camera' },
  { kind: 'tripod', title: /\btripod\b/i, icon: 'Tripod' },
  { kind: 'electric guitar', title: /\bStratocaster\b|\belectric guitar\b/i, icon: 'GuitarElectric' },
  { kind: 'trousers', title: /\b(trousers|jeans|pants)\b/i, icon: 'Trousers' },
  { kind: 'dress or skirt', title: /\b(dress|skirt)\b/i, icon: 'Dress' },
  { kind: 'top or jacket', title: /\b(jacket|coat|blazer|sweater|hoodie|shirt|tee|top)\b/i, icon: 'Shirt' },
  { kind: 'boots', title: /\bboots\b/i, icon: 'Boot' },
  { kind: 'sneakers', title: /\b(sneakers|running shoes|Runners|Jordan|Dunk)\b/i, icon: 'SportShoe' },
  { kind: 'loafers and flats', title: /\b(loafers|flats)\b/i, icon: 'Shoe' },
  { kind: 'watch', title: /\bwatch\b/i, icon: 'Watch' },
  { kind: 'sunglasses', title: /\bsunglasses\b/i, icon: 'Glasses' },
  { kind: 'perfume', title: /\bparfum\b/i, icon: 'Perfume' },
  { kind: 'laptop', title: /\bMacBook\b/, icon: 'Laptop' },
];

describe('demo photo icons', () => {
  it('name an icon that exists for every demo listing, drawn in the photo', () => {
    for (const [itemIndex, item] of DEMO_ITEMS.entries()) {
      const icon = demoIcon(item.icon);
      expect(icon, `${item.title}: ${item.icon}`).toBeDefined();
      expect(demoPhotoSvg({ title: item.title, icon: item.icon, itemIndex, angle: 0 })).toContain(
        iconElements(icon!),
      );
    }
  });

  it.each(kinds)('draw every $kind as $icon', ({ title, icon }) => {
    const named = DEMO_ITEMS.filter((item) => title.test(item.title));
    expect(named.length).toBeGreaterThan(0);
    for (const item of named) expect(item.icon, item.title).toBe(icon);
  });

  it('never give two contradicting kinds the same icon', () => {
    const owners = new Map<string, string>();
    for (const { kind, icon } of kinds) {
      expect(owners.get(icon), `${kind} and ${owners.get(icon)} share ${icon}`).toBeUndefined();
      owners.set(icon, kind);
    }
    // Within the catalogue too: an icon of one kind never draws a listing of another.
    for (const item of DEMO_ITEMS) {
      const kind = owners.get(item.icon);
      if (!kind) continue;
      const rule = kinds.find((k) => k.kind === kind)!;
      expect(rule.title.test(item.title) || kindless(item.title), `${item.title} drawn as ${kind}`).toBe(
        true,
      );
    }
  });
});

/** Listings of a kind the table does not name in the title (a Kindle is a tablet, an Apple Watch a watch). */
function kindless(title: string): boolean {
  return !kinds.some((k) => k.title.test(title));
}
