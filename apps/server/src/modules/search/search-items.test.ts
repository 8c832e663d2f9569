import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchItemsResultSchema, SEARCH_ITEMS_LIMIT, type SearchItemsResult } from '@swapyard/domain';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { fullName: 'Quentin Seller' });
});
afterAll(() => t.close());

async function search(q: string): Promise<SearchItemsResult> {
  const res = await t.client().get(`/api/search/items?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return searchItemsResultSchema.parse(await res.json());
}
const titles = async (q: string) => (await search(q)).items.map((item) => item.title);

describe('GET /api/search/items', () => {
  it('finds an item despite misspelt words, and by the start of a word while typing', async () => {
    const jacket = await createItem(t, owner, { title: "Levi's denim jacket", brand: "Levi's" });
    await createItem(t, owner, { title: 'Velvet armchair', category: 'home_garden' });

    expect(await titles('levis jaket')).toEqual(["Levi's denim jacket"]);
    expect(await titles('levi denim jackett')).toEqual(["Levi's denim jacket"]);
    expect(await titles('deni')).toEqual(["Levi's denim jacket"]);
    expect(await titles('LEVI’S')).toEqual(["Levi's denim jacket"]);

    // The item carries the same shape as everywhere else, with its owner.
    const [found] = (await search('deni')).items;
    expect(found).toMatchObject({
      id: jacket.id,
      brand: "Levi's",
      categoryLabel: 'Clothing',
      owner: { id: owner.id, username: owner.username, fullName: 'Quentin Seller' },
    });
  });

  it('ranks a title or brand match above a category match above a description match', async () => {
    await createItem(t, owner, {
      title: 'Plain tote bag',
      description: 'Roomy enough for a marimba songbook',
      category: 'accessories',
    });
    await createItem(t, owner, { title: 'Wooden mallets', category: 'musical_instruments' });
    await createItem(t, owner, { title: 'Concert marimba', category: 'musical_instruments' });
    await createItem(t, owner, { title: 'Studio stool', brand: 'Marimbaworks', category: 'home_garden' });

    const ranked = await titles('marimba');
    expect(ranked.slice(0, 2).sort()).toEqual(['Concert marimba', 'Studio stool']);
    expect(ranked[2]).toBe('Plain tote bag');

    // A category word finds the category's items, above an item that merely mentions it.
    await createItem(t, owner, { title: 'Brass trumpet', category: 'musical_instruments' });
    await createItem(t, owner, { title: 'Sheet stand', description: 'For any instrument you play' });
    const instruments = await titles('instrument');
    expect(instruments.at(-1)).toBe('Sheet stand');
    expect(instruments).toEqual(
      expect.arrayContaining(['Brass trumpet', 'Concert marimba', 'Wooden mallets']),
    );
  });

  it('needs every word to match', async () => {
    await createItem(t, owner, { title: 'Quokka plush toy', category: 'collectibles' });
    await createItem(t, owner, { title: 'Quokka poster', category: 'art' });
    expect(await titles('quokka plush')).toEqual(['Quokka plush toy']);
    expect((await titles('quokka')).sort()).toEqual(['Quokka plush toy', 'Quokka poster']);
  });

  it('when no listing has every word, shows those with most of the words first rather than nothing', async () => {
    await createItem(t, owner, { title: 'Sunburst Stratocaster guitar', category: 'musical_instruments' });
    await createItem(t, owner, { title: 'Acoustic guitar', category: 'musical_instruments' });
    await createItem(t, owner, { title: 'Sunburst wall clock', category: 'home_garden' });
    await createItem(t, owner, { title: 'Walnut side table', category: 'home_garden' });
    const found = await titles('sunburst acoustic guitar');
    expect(found.slice(0, 2).sort()).toEqual(['Acoustic guitar', 'Sunburst Stratocaster guitar']);
    expect(found.slice(2)).toEqual(['Sunburst wall clock']);
  });

  it('never takes a word under four letters for a misspelling: leo finds a leopard, not leather or a leg', async () => {
    await createItem(t, owner, { title: 'Leopard print scarf', category: 'accessories' });
    await createItem(t, owner, { title: 'Leather satchel', brand: 'Leuchtturm', category: 'accessories' });
    await createItem(t, owner, { title: 'Wide-leg trousers', brand: 'Le Labo' });
    expect(await titles('leo')).toEqual(['Leopard print scarf']);
    expect(await titles('lex')).toEqual([]);
    // Longer words keep their typo tolerance.
    expect(await titles('lether satchel')).toEqual(['Leather satchel']);
  });

  it('ranks listings with both misspelt words first, then those with the rarer word', async () => {
    for (const thing of ['teapot', 'vase', 'cup', 'dish', 'figurine']) {
      await createItem(t, owner, { title: `Porcelain ${thing}`, category: 'home_garden' });
    }
    await createItem(t, owner, { title: 'Soprano ukulele', category: 'musical_instruments' });
    // No listing has both: the one ukulele (one listing has the word) before five porcelain things.
    const single = await titles('porcelainn ukelele');
    expect(single[0]).toBe('Soprano ukulele');
    expect(single.slice(1).sort()).toEqual([
      'Porcelain cup',
      'Porcelain dish',
      'Porcelain figurine',
      'Porcelain teapot',
      'Porcelain vase',
    ]);

    await createItem(t, owner, { title: 'Porcelain ukulele ornament', category: 'home_garden' });
    expect(await titles('porcelainn ukelele')).toEqual(['Porcelain ukulele ornament']);
  });

  it('ignores stop words beside real ones, and finds nothing for text without letters or digits', async () => {
    await createItem(t, owner, { title: 'Zebrawood cutting board', category: 'kitchen' });
    expect(await titles('the zebrawood board for')).toEqual(['Zebrawood cutting board']);
    expect(await titles('!!! ???')).toEqual([]);
  });

  it('never finds private, live-only, hidden, sold, swapped or unavailable items', async () => {
    const listed = await createItem(t, owner, { title: 'Xylophone listed' });
    const unlisted = [
      { visibility: 'private' as const },
      { visibility: 'live-only' as const },
      { status: 'hidden' as const },
      { status: 'sold' as const },
      { status: 'swapped' as const },
      { isAvailable: false },
    ];
    for (const overrides of unlisted)
      await createItem(t, owner, { title: 'Xylophone unlisted', ...overrides });

    const found = await search('xylophone');
    expect(found.items.map((item) => item.id)).toEqual([listed.id]);
    // Not even for their owner: search is for what others list.
    const ownerClient = await signedInClient(t, owner);
    const res = await ownerClient.get('/api/search/items?q=xylophone');
    expect((await res.json()) as SearchItemsResult).toEqual(found);
  });

  it(`answers at most ${SEARCH_ITEMS_LIMIT} items`, async () => {
    for (let i = 0; i < SEARCH_ITEMS_LIMIT + 3; i++) {
      await createItem(t, owner, { title: `Yodelling record ${i}`, category: 'music_media' });
    }
    expect((await search('yodelling')).items).toHaveLength(SEARCH_ITEMS_LIMIT);
  });
});
