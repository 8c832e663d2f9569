import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  StandardFonts,
  type PDFFont,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embeddedLabelPrinter, type ShippingLabel } from './index.ts';
import { LABEL_HEIGHT, LABEL_WIDTH } from './pdf-label.ts';
import { encodableText, fitText } from './text.ts';

const label = (overrides: Partial<ShippingLabel> = {}): ShippingLabel => ({
  orderNumber: 'SY-7F3A2C91',
  from: ['Maya Okafor', '14 Orchard Lane', 'Bristol BS1 4DJ', 'United Kingdom'],
  to: ['Léa Müller', 'Flat 3, 221 Rue de Rivoli', '75001 Paris', 'France'],
  itemTitles: ['Vintage Levi’s 501 jeans', 'Wool scarf'],
  createdAt: new Date('2026-03-14T10:30:00Z'),
  ...overrides,
});

const render = (overrides: Partial<ShippingLabel> = {}) => embeddedLabelPrinter().render(label(overrides));

interface Drawn {
  text: string;
  font: string;
  size: number;
}

/**
 * WinAnsi bytes back to text, from the font's own encoding (Node's TextDecoder reads windows-1252 as Latin-1, which
 * loses ’, … and the rest of 0x80–0x9f).
 */
async function winAnsiDecoder(): Promise<(hex: string) => string> {
  const { regular } = await fonts();
  const byCode = new Map(
    regular.getCharacterSet().map((cp) => [regular.encodeText(String.fromCodePoint(cp)).toString(), cp]),
  );
  return (hex) => String.fromCodePoint(...(hex.match(/../g) ?? []).map((byte) => byCode.get(`<${byte}>`)!));
}

/** pdf-lib's lookup has no overload for its raw (still encoded) streams, which is what a loaded document holds. */
function rawStream(doc: PDFDocument, ref: Parameters<PDFDocument['context']['lookup']>[0]): PDFRawStream {
  const object = doc.context.lookup(ref);
  if (!(object instanceof PDFRawStream)) throw new Error(`Not a raw stream: ${String(object)}`);
  return object;
}

/** Every text the page draws, read back from its content stream (pdf-lib writes each drawText as `<hex> Tj`). */
async function drawnText(pdf: Uint8Array): Promise<Drawn[]> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const operators = streams
    .map((ref) => Buffer.from(decodePDFRawStream(rawStream(doc, ref)).decode()).toString('latin1'))
    .join('\n');
  const decode = await winAnsiDecoder();
  return [...operators.matchAll(/\/(Helvetica(?:-Bold)?)-\d+ ([\d.]+) Tf[^<]*<([0-9A-F]*)> Tj/g)].map(
    ([, font, size, hex]) => ({ font: font!, size: Number(size), text: decode(hex!) }),
  );
}

async function fonts(): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const doc = await PDFDocument.create();
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

describe('embeddedLabelPrinter', () => {
  it('makes a small one-page 4×6 inch PDF', async () => {
    const pdf = await render();
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(pdf.byteLength).toBeLessThan(300 * 1024);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect([LABEL_WIDTH, LABEL_HEIGHT]).toEqual([288, 432]);
  });

  it('prints the order number, the addresses, the date and the contents', async () => {
    const texts = (await drawnText(await render())).map((drawn) => drawn.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Swapyard',
        '2026-03-14',
        'FROM',
        'Maya Okafor',
        'SHIP TO:',
        'Léa Müller',
        'Flat 3, 221 Rue de Rivoli',
        'SY-7F3A2C91',
        'Contents (2): Vintage Levi’s 501 jeans; Wool scarf',
      ]),
    );
    // Large, and as the barcode's human-readable text.
    expect(texts.filter((text) => text === 'SY-7F3A2C91')).toHaveLength(2);
  });

  it('embeds the barcode as an image the width of Code 128 for the order number', async () => {
    const doc = await PDFDocument.load(await render());
    const xObjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const images = (xObjects?.values() ?? [])
      .map((ref) => rawStream(doc, ref).dict)
      .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images).toHaveLength(1);
    // 'SY-7F3A2C91' in Code 128 B: start, 11 characters and a check character of 11 modules, stop of 13; 3 px each.
    expect(images[0]!.lookup(PDFName.of('Width'), PDFNumber).asNumber()).toBe((13 * 11 + 13) * 3);
  });

  it('does not throw on emoji, CJK or control characters: each becomes ?', async () => {
    const pdf = await render({
      from: ['山田 太郎', 'Shibuya\u0000\u0007 2-1'],
      to: ['Yuki 🎌👨‍👩‍👧', 'Tokyo\r\n150-0002', '🇯🇵'],
      itemTitles: ['Kimono 着物 🎁'],
    });
    const texts = (await drawnText(pdf)).map((drawn) => drawn.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        '?? ??',
        'Shibuya?? 2-1',
        'Yuki ??',
        'Tokyo 150-0002',
        '?',
        'Contents (1): Kimono ?? ?',
      ]),
    );
  });

  it('cuts a very long address line to the label with an ellipsis', async () => {
    const { bold } = await fonts();
    const long = `Flat 3, ${'Very Long Street Name '.repeat(500)}`;
    const drawn = (await drawnText(await render({ to: ['Léa Müller', long] }))).find((d) =>
      d.text.startsWith('Flat 3'),
    );
    expect(drawn?.text.endsWith('…')).toBe(true);
    expect(bold.widthOfTextAtSize(drawn!.text, drawn!.size)).toBeLessThanOrEqual(LABEL_WIDTH - 2 * 14);
  });

  it('keeps SHIP TO as large as its longest line allows, smaller rather than cut', async () => {
    const shipTo = async (to: string[]) =>
      (await drawnText(await render({ to }))).filter((d) => to.includes(d.text));
    expect((await shipTo(['Léa Müller', 'Paris'])).map((d) => d.size)).toEqual([15, 15]);
    // 306 pt wide at 15 pt, 265 at 13, 244 at 12: the label's text is 260 pt wide.
    const long = ['Léa Müller', 'Appt 3, 221 Rue du Faubourg Saint-Honoré'];
    expect((await shipTo(long)).map((d) => [d.text, d.size])).toEqual(long.map((line) => [line, 12]));
  });

  it('joins address lines beyond six onto the sixth rather than overrunning the next block', async () => {
    const texts = (await drawnText(await render({ to: ['1', '2', '3', '4', '5', '6', '7'] }))).map(
      (d) => d.text,
    );
    expect(texts).toContain('6, 7');
  });

  it('refuses an order number a scanner could not read back', async () => {
    await expect(render({ orderNumber: '' })).rejects.toThrow(RangeError);
    await expect(render({ orderNumber: 'SY-7F3A 2C91' })).rejects.toThrow(RangeError);
  });
});

describe('encodableText and fitText', () => {
  it('keeps what WinAnsi has, folds accented letters it lacks to their base letter, else ?', async () => {
    const { regular } = await fonts();
    expect(encodableText('Zoë Straße – “café” €5', regular)).toBe('Zoë Straße – “café” €5');
    expect(encodableText('Łódź Źdźbło ﬁne', regular)).toBe('Lódz Zdzblo fine');
    expect(encodableText('  a\tb\nc  ', regular)).toBe('a b c');
    // One ? per character as read: the family emoji (7 code points) and the flag (2) each make one.
    expect(encodableText('👨‍👩‍👧‍👦🇫🇷\u0001漢', regular)).toBe('????');
  });

  it('fits text to a width with an ellipsis, and leaves text that fits alone', async () => {
    const { regular } = await fonts();
    expect(fitText('Short', regular, 10, 100)).toBe('Short');
    const cut = fitText('A line far too long for forty points', regular, 10, 40);
    expect(cut).toMatch(/^A line.*…$/);
    expect(regular.widthOfTextAtSize(cut, 10)).toBeLessThanOrEqual(40);
  });
});
