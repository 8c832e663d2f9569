import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Real photos for the vision tests and the grouping benchmark: the sample images of OpenCV's documentation, from
 * Debian's `opencv-doc` package, which CI installs (.ci/run) and a developer installs the same way. They are read in
 * place, never copied into the repository. Pairs of one object or scene from another angle, distance or moment (a
 * box alone and among other things, a notebook with and without a sticker, a chessboard from four sides) and photos
 * of other things, some alike in colour or kind (an apple and an orange; two potted plants).
 */
export const FIXTURE_DIR = '/usr/share/doc/opencv-doc/examples';

export const SAME_ITEM_PHOTOS: Record<string, string[]> = {
  suzanne: ['data/Blender_Suzanne1.jpg', 'data/Blender_Suzanne2.jpg'],
  aerial: ['data/aero1.jpg', 'data/aero3.jpg'],
  aloe: ['data/aloeL.jpg', 'data/aloeR.jpg'],
  teaBox: ['data/box.png', 'data/box_in_scene.png'],
  basketball: ['data/basketball1.png', 'data/basketball2.png'],
  graffiti: ['data/graf1.png', 'data/graf3.png'],
  street: ['data/leuvenA.jpg', 'data/leuvenB.jpg'],
  toys: ['data/rubberwhale1.png', 'data/rubberwhale2.png'],
  chessboard: ['data/left01.jpg', 'data/left05.jpg', 'data/right03.jpg', 'data/left12.jpg'],
  page: ['data/text_defocus.jpg', 'data/text_motion.jpg'],
  notebook: ['data/ela_original.jpg', 'data/ela_modified.jpg'],
};

export const SINGLE_PHOTOS = [
  'data/apple.jpg',
  'data/orange.jpg',
  'data/fruits.jpg',
  'data/baboon.jpg',
  'data/butterfly.jpg',
  'data/messi5.jpg',
  'data/starry_night.jpg',
  'data/HappyFish.jpg',
  'data/smarties.png',
  'data/squirrel_cls.jpg',
  'data/chicky_512.png',
  'data/home.jpg',
  'data/building.jpg',
  'data/board.jpg',
  'data/stuff.jpg',
  'hfs/data/000.jpg',
  'hfs/data/001.jpg',
  'hfs/data/002.jpg',
  'alphamat/input_images/plant.jpg',
  'data/blox.jpg',
  'data/cards.png',
  'data/licenseplate_motion.jpg',
];

export interface FixturePhoto {
  path: string;
  /** Photos with the same label show the same item. */
  label: string;
}

/** Every fixture photo, a group's photos together, in a fixed order. */
export function fixturePhotos(): FixturePhoto[] {
  if (!existsSync(join(FIXTURE_DIR, 'data/box.png'))) {
    throw new Error(
      `The vision fixtures are missing: install Debian's opencv-doc (apt-get install opencv-doc)`,
    );
  }
  return [
    ...Object.entries(SAME_ITEM_PHOTOS).flatMap(([label, paths]) =>
      paths.map((path) => ({ path: join(FIXTURE_DIR, path), label })),
    ),
    ...SINGLE_PHOTOS.map((path) => ({ path: join(FIXTURE_DIR, path), label: path })),
  ];
}

/** Pairwise F1: of the pairs put together and the pairs that belong together, how well the two agree. */
export function pairwiseF1(labels: readonly string[], groups: ReadonlyArray<readonly number[]>): number {
  const groupOf = new Map<number, number>();
  groups.forEach((group, g) => group.forEach((i) => groupOf.set(i, g)));
  let truePairs = 0;
  let falsePairs = 0;
  let missedPairs = 0;
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const same = labels[i] === labels[j];
      const together = groupOf.get(i) === groupOf.get(j);
      if (same && together) truePairs++;
      else if (together) falsePairs++;
      else if (same) missedPairs++;
    }
  }
  return (2 * truePairs) / (2 * truePairs + falsePairs + missedPairs);
}
