import { analysisResultSchema } from '@swapyard/domain';
import { describe, expect, it } from 'vitest';
import { memoryComparables } from '../memory-comparables.ts';
import { LocalItemAnalyzer } from './local-item-analyzer.ts';

const analyzer = new LocalItemAnalyzer();
const analyse = (title: string, description?: string) => analyzer.analyzeText({ title, description });

describe('condition from resale shorthand', () => {
  it.each([
    ['Zara blazer NWT', 'New with Tags'],
    ['BNWT Adidas track jacket', 'New with Tags'],
    ['Jordan 1 Chicago brand new in box', 'New with Tags'],
    ['Lego 10265 sealed', 'New with Tags'],
    ['Reformation dress like new', 'Like New'],
    ['Mint condition Nikon FM2 film camera', 'Like New'],
    ['Ganni dress barely worn', 'Like New'],
    ['Coach purse worn once', 'Like New'],
    ['Vans Old Skool gently used', 'Good'],
    ['Carhartt jacket faded, some wear', 'Fair'],
    ['Converse high tops heavily worn', 'Well Worn'],
    ['Xbox One controller for parts, not working', 'Well Worn'],
  ])('%s → %s', async (title, condition) => {
    expect((await analyse(title)).condition).toBe(condition);
  });

  it('leaves an unstated condition empty, and New Balance or New Era are not a condition', async () => {
    const fleece = await analyse('Patagonia fleece');
    expect(fleece.condition).toBeNull();
    expect(fleece.reasoning).toContain('condition not stated, so it is left for you to choose');
    expect((await analyse('New Balance 990v5 sneakers')).condition).toBeNull();
    expect((await analyse('New Era 59fifty cap')).condition).toBeNull();
  });

  it('takes the worse of two stated conditions, and reads the description too', async () => {
    expect((await analyse('NWT Gap hoodie, small stain on sleeve')).condition).toBe('Fair');
    expect((await analyse('Uniqlo down jacket', 'Worn twice, no marks')).condition).toBe('Like New');
  });
});

describe('size', () => {
  it.each([
    ['Nike hoodie size M', 'M'],
    ['Zara dress XS', 'XS'],
    ['Uniqlo shirt L', 'L'],
    ['Champion sweatshirt XXL', 'XXL'],
    ['Gildan tee 3XL', 'XXL'],
    ['H&M jumper size medium', 'M'],
    ['Ralph Lauren polo shirt Large', 'L'],
    ['Beanie one size', 'One Size'],
    ['Adidas cap OSFA', 'One Size'],
    ['Levis jeans W32 L30', 'W32 L30'],
    ['Nike Dunk Low US 9', 'US 9'],
    ['Adidas Samba sneakers EU 42', 'EU 42'],
    ['Pokemon card Charizard', 'N/A'],
    ['Canon EOS M50 camera', 'N/A'],
  ])('%s → %s', async (title, size) => {
    expect((await analyse(title)).size).toBe(size);
  });

  it('leaves the size empty when a worn item states none, and says so', async () => {
    const hoodie = await analyse('Nike hoodie');
    expect(hoodie.size).toBeNull();
    expect(hoodie.reasoning).toContain('No size was stated');
  });

  it('suggests a size the label set cannot hold as written, and keeps it in the keywords', async () => {
    const shoes = await analyse('Nike Dunk Low sneakers US 9.5');
    expect(shoes.size).toBe('US 9.5');
    expect(shoes.keywords).toContain('us 9.5');
    expect((await analyse('Levis 501 jeans W32 L30')).keywords).toContain('w32 l30');
  });
});

describe('title, keywords and description', () => {
  it('puts the brand first in its proper spelling and drops condition and size shorthand', async () => {
    const result = await analyse('nwt vintage levis 501 jeans w32 l30');
    expect(result.title).toBe("Levi's Vintage 501 Jeans");
    expect(result.brand).toBe("Levi's");
  });

  it('adds the brand before a product line, and keeps model names as written', async () => {
    expect((await analyse('iPhone 13 Pro 128GB')).title).toBe('Apple iPhone 13 Pro 128GB');
    expect((await analyse('Apple Watch Series 7')).title).toBe('Apple Watch Series 7');
  });

  it('collects colours and materials as keywords; the description states facts, the notes what is missing', async () => {
    const result = await analyse('Black leather Chelsea boots');
    expect(result.keywords).toEqual(expect.arrayContaining(['chelsea boot', 'black', 'leather']));
    expect(result.description).toBe('Chelsea Boot. Colour: black. Material: leather.');
    expect(result.reasoning).toContain('condition not stated');
  });

  it('never writes instructions or reasoning into the description, and leaves it empty without facts', async () => {
    for (const title of [
      'Black leather Chelsea boots',
      'Nike hoodie',
      'nice stuff',
      '',
      'Canon EOS M50 camera',
    ]) {
      const { description, reasoning } = await analyse(title);
      expect(description).not.toMatch(/please|add a|press|reanaly|not stated|left for you|priced|read as/i);
      if (description) expect(reasoning).not.toContain(description);
    }
    expect((await analyse('Nike hoodie')).description).toBe('');
    // The condition and size have their own fields, where the member may have chosen otherwise.
    expect((await analyse('Nike hoodie like new size M')).description).toBe('');
    expect((await analyse('Red Nike hoodie like new')).description).toBe('Nike Hoodie. Colour: red.');
  });

  it("reads 'low-top' and 'high-top' as shoes, not as a top", async () => {
    expect((await analyse('Red leather low-top sneakers')).closetCategory).toBe('shoes_footwear');
    expect((await analyse('Converse high-top')).closetCategory).toBe('shoes_footwear');
  });

  it('keeps a description the member wrote', async () => {
    const result = await analyse('Nike hoodie', 'Worn a few times, no stains.');
    expect(result.description).toBe('Worn a few times, no stains.');
  });
});

describe('confidence and reasoning', () => {
  it('ranks a rich title above a vague one, and never reaches 0.9 on a vague title', async () => {
    const rich = await analyse('NWT The North Face Nuptse 700 puffer jacket black size M');
    const brandOnly = await analyse('Nike thing');
    const vague = await analyse('nice stuff');
    expect(rich.confidence).toBeGreaterThan(brandOnly.confidence);
    expect(brandOnly.confidence).toBeGreaterThan(vague.confidence);
    expect(vague.confidence).toBeLessThanOrEqual(0.3);
    expect(rich.confidence).toBeLessThan(0.9);
    expect(vague.reasoning).toContain(
      'No item word or brand was recognised, so the category is left for you to choose. Not enough similar items to suggest a price',
    );
    expect(vague).toMatchObject({
      closetCategory: null,
      fmvCents: null,
      valueCents: null,
      description: '',
    });
  });

  it('gains confidence from comparable listings', async () => {
    const withMarket = new LocalItemAnalyzer(
      memoryComparables(
        [4000, 5000, 6000].map((priceCents, i) => ({
          itemId: `hoodie-${i}`,
          title: 'Nike hoodie',
          brand: 'Nike',
          category: 'clothing',
          size: null,
          condition: 'good',
          priceCents,
          kind: 'listing' as const,
        })),
      ),
    );
    const alone = await analyse('Nike hoodie');
    const compared = await withMarket.analyzeText({ title: 'Nike hoodie' });
    expect(compared.confidence).toBeGreaterThan(alone.confidence);
    expect(compared.reasoning).toContain('Similar items are listed for $40–$60 (3 listings)');
  });

  it('always answers in the shared result shape', async () => {
    for (const title of ['', '   ', '!!!', 'x'.repeat(500), 'Gucci', '🙂 emoji only', 'size M']) {
      expect(analysisResultSchema.parse(await analyse(title))).toBeTruthy();
    }
  });
});
