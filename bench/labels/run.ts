/**
 * Shipping labels: the embedded label printer (a new pdf-lib document, Helvetica, text made encodable and fitted, a
 * bwip-js Code 128 PNG embedded, the layout's rules) against raw pdf-lib making the same 4 × 6 inch page with the
 * same text and fonts but no barcode, no rules and no fitting, one label after another, interleaved, in the same run.
 * Prints per-label median and p95, labels per second, mean PDF size and the ratio ours/raw, so what the barcode and
 * layout cost shows; also bwip-js's PNG alone. Targets: under 200 ms and a few hundred KB a label.
 *
 *   npx tsx bench/labels/run.ts [labels=200]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { embeddedLabelPrinter, type ShippingLabel } from '../../apps/server/src/platform/labels/index.ts';
import { code128Png } from '../../apps/server/src/platform/labels/barcode.ts';

const count = Number(process.argv[2] ?? 200);
if (!Number.isInteger(count) || count < 1) throw new Error('usage: npx tsx bench/labels/run.ts [labels=200]');

/** Text WinAnsi can encode (accents, ’, —), so the raw baseline can draw it as it is without throwing. */
const senders = [
  ['Maya Okafor', '14 Orchard Lane', 'Bristol BS1 4DJ', 'United Kingdom'],
  ['Jonas Weiß', 'Schönhauser Allee 112', '10439 Berlin', 'Germany'],
  ['Inès Moreau', '7 rue des Écoles', '69002 Lyon', 'France'],
];
const recipients = [
  ['Léa Müller', 'Flat 3, 221 Rue de Rivoli', '75001 Paris', 'France'],
  ['Tomás García Ruiz', 'Calle de Alcalá 48, 3º izq.', '28014 Madrid', 'Spain'],
  [
    'Sam O’Neill',
    'Apartment 12B, Riverside Court',
    '45 Quayside',
    'Newcastle upon Tyne NE1 3DX',
    'United Kingdom',
  ],
];
const titles = [
  'Vintage Levi’s 501 jeans, W32 L32',
  'Nike Air Max 90 — white/grey, UK 9',
  'Wool scarf',
  'Le Creuset pan',
];

const labels: ShippingLabel[] = Array.from({ length: count }, (_, i) => ({
  orderNumber: `SY-${(0x7f3a2c91 + i * 7919).toString(16).toUpperCase().padStart(8, '0')}`,
  from: senders[i % senders.length]!,
  to: recipients[i % recipients.length]!,
  itemTitles: titles.slice(0, 1 + (i % titles.length)),
  createdAt: new Date(Date.UTC(2026, 2, 14, 10, 30) + i * 60_000),
}));

const printer = embeddedLabelPrinter();

/** The least a label can be: pdf-lib, the page, the same strings in the same fonts at the same sizes. */
async function raw(label: ShippingLabel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([288, 432]);
  const line = (text: string, top: number, size: number, font = regular) =>
    page.drawText(text, { x: 14, y: 432 - top, size, font });
  line('Swapyard', 34, 22, bold);
  line('SHIPPING LABEL', 22, 7, bold);
  line(label.createdAt.toISOString().slice(0, 10), 34, 10);
  line('FROM', 56, 7, bold);
  label.from.forEach((text, i) => line(text, 67 + 10 * i, 8.5));
  line('SHIP TO:', 138, 9, bold);
  label.to.forEach((text, i) => line(text, 158 + 18 * i, 15, bold));
  line('ORDER', 271, 7, bold);
  line(label.orderNumber, 296, 22, bold);
  line(label.orderNumber, 390, 10);
  line(`Contents (${label.itemTitles.length}): ${label.itemTitles.join('; ')}`, 415, 7.5);
  return doc.save();
}

interface Run {
  ms: number[];
  bytes: number;
}

async function timed(run: Run, render: () => Promise<Uint8Array>) {
  const start = performance.now();
  const pdf = await render();
  run.ms.push(performance.now() - start);
  run.bytes += pdf.byteLength;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

console.log(
  `${count} labels each, one at a time, interleaved; ${os.availableParallelism()} cores, ` +
    `load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
);
// The first label of a process pays for the JIT and bwip-js's first symbol: timed once, then warmed up, so
// neither side pays first-use costs in the figures below.
const coldStart = performance.now();
await printer.render(labels[0]!);
console.log(`first label of the process: ${(performance.now() - coldStart).toFixed(0)} ms`);
for (const label of labels.slice(0, 20)) {
  await raw(label);
  await printer.render(label);
}

const ours: Run = { ms: [], bytes: 0 };
const baseline: Run = { ms: [], bytes: 0 };
const barcode: Run = { ms: [], bytes: 0 };
// Interleaved, so load from other processes on the machine falls on both sides alike.
for (const label of labels) {
  await timed(baseline, () => raw(label));
  await timed(ours, () => printer.render(label));
  await timed(barcode, async () => (await code128Png(label.orderNumber)).png);
}

const report = (name: string, run: Run) => {
  const rate = (count * 1000) / sum(run.ms);
  console.log(
    `${name.padEnd(40)} median ${quantile(run.ms, 0.5).toFixed(2)} ms, p95 ${quantile(run.ms, 0.95).toFixed(2)} ms, ` +
      `${rate.toFixed(0)} labels/s, mean ${(run.bytes / count / 1024).toFixed(1)} KB`,
  );
  return rate;
};
const rawRate = report('raw pdf-lib (same text, no barcode):', baseline);
const oursRate = report('embedded label printer:', ours);
report('  of which bwip-js Code 128 PNG alone:', barcode);
console.log(
  `ratio printer/raw: ${(oursRate / rawRate).toFixed(2)} in labels/s, ` +
    `${(quantile(baseline.ms, 0.5) / quantile(ours.ms, 0.5)).toFixed(2)} in median time ` +
    `(targets: p95 under 200 ms, ${quantile(ours.ms, 0.95) < 200 ? 'met' : 'NOT met'}; ` +
    `a few hundred KB at most, ${ours.bytes / count < 300 * 1024 ? 'met' : 'NOT met'})`,
);
