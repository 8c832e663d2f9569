import { demoTable } from './table.ts';

// owner | title | brand | condition | size | value | flags | description
export const mediaAndTechItems = [
  ...demoTable(
    'camera_equipment',
    `
milo | AE-1 Program 35mm film camera | Canon | good | one_size | 220 | 3 | With the FD 50mm f/1.8. Light seals replaced, shutter doesn't squeal.
milo | mju-II point-and-shoot camera | Olympus | good | one_size | 260 | - | Tested with a roll of Portra last month. Flash works.
milo | X100V digital camera, silver | Fujifilm | like_new | one_size | 1250 | sold | Under 3,000 shutter clicks, with two batteries.
eli | Aluminium travel tripod | Manfrotto | good | one_size | 90 | - | Ball head, folds to 40 cm.
eli | AF Nikkor 50mm f/1.8D lens | Nikon | good | one_size | 95 | - | Clean glass, no haze or fungus.
ava | Instax Mini 11 instant camera | Fujifilm | like_new | one_size | 45 | - | -
zara | OneStep 2 instant camera | Polaroid | good | one_size | 70 | - | Mint green. Takes i-Type film.
`,
  ),
  ...demoTable(
    'musical_instruments',
    `
leo | Player Stratocaster, 3-colour sunburst | Fender | good | one_size | 550 | 3 | Set up with 10s, plays beautifully. Gig bag included.
jonas | Les Paul Special II electric guitar | Epiphone | fair | one_size | 160 | - | Some dings on the body, electronics all good.
jonas | DS-1 distortion pedal | Boss | good | one_size | 35 | - | -
isla | Mahogany soprano ukulele | Kala | good | one_size | 45 | - | Sweet tone, new Aquila strings.
eli | volca keys analogue synthesizer | Korg | like_new | one_size | 130 | - | Battery or adapter powered; adapter included.
theo | P-45 digital piano | Yamaha | good | one_size | 300 | private | 88 weighted keys, sustain pedal included.
zara | Hand-carved djembe drum | - | good | one_size | 85 | - | Goatskin head, about 60 cm tall.
`,
  ),
  ...demoTable(
    'audio_equipment',
    `
leo | AT-LP120X direct-drive turntable | Audio-Technica | good | one_size | 220 | 2 | Upgraded stylus, dust cover without cracks.
leo | Vintage 2220B stereo receiver | Marantz | fair | one_size | 350 | - | Warm 70s sound; one lamp is out behind the dial.
milo | WH-1000XM4 noise-cancelling headphones | Sony | good | one_size | 150 | - | Case and cable included. Fresh ear pads.
nora | SoundLink Flex portable speaker | Bose | like_new | one_size | 90 | - | -
eli | A2+ powered desktop speakers | Audioengine | good | one_size | 140 | - | Bluetooth and USB. Great for a small desk.
jonas | Stanmore II Bluetooth speaker | Marshall | good | one_size | 190 | - | Cream finish, real knobs.
priya | Discman portable CD player | Sony | fair | one_size | 45 | - | Skip protection works. Needs two AA batteries.
`,
  ),
  ...demoTable(
    'music_media',
    `
leo | Miles Davis, Kind of Blue, 180g LP | Columbia | like_new | one_size | 30 | 2 | Played twice. Inner sleeve swapped for an anti-static one.
leo | John Coltrane, A Love Supreme, 1970s pressing | Impulse! | good | one_size | 45 | - | Gatefold sleeve with light ring wear. Plays clean.
leo | Chicago blues compilation, 4-LP box | - | good | one_size | 55 | - | -
jonas | The Clash, London Calling, double LP | CBS | good | one_size | 40 | - | UK pressing, some surface noise on side C.
jonas | Punk cassette bundle (8 tapes) | - | fair | one_size | 25 | - | -
theo | Criterion Collection Blu-ray set (6) | Criterion | good | one_size | 60 | - | -
isla | Fleetwood Mac, Rumours, LP | Warner Bros. | fair | one_size | 22 | swapped | -
`,
  ),
  ...demoTable(
    'electronics',
    `
milo | Switch OLED console, white | Nintendo | like_new | one_size | 240 | 2 | Both Joy-Cons without drift, dock and case included.
eli | iPad Air (4th gen), 64 GB | Apple | good | one_size | 290 | - | Sky blue, always in a case. Battery health 88%.
eli | Kindle Paperwhite | Amazon | good | one_size | 70 | - | -
priya | iPod classic 80 GB, silver | Apple | fair | one_size | 110 | - | Fresh battery, a few scratches on the back.
priya | DS Lite handheld, pink | Nintendo | good | one_size | 65 | - | Charger and stylus included.
maya | MacBook Air M1, 256 GB | Apple | good | one_size | 520 | private | -
omar | Apple Watch Series 6, 44 mm | Apple | good | one_size | 150 | sold | Sport band and charger.
`,
  ),
];
