import { demoTable } from './table.ts';

// owner | title | icon | brand | condition | size | value | flags | description
export const mediaAndTechItems = [
  ...demoTable(
    'camera_equipment',
    `
milo | AE-1 Program 35mm film camera | Camera | Canon | good | one_size | 220 | 3 | With the FD 50mm f/1.8. Light seals replaced, shutter doesn't squeal.
milo | mju-II point-and-shoot camera | Camera | Olympus | good | one_size | 260 | - | Tested with a roll of Portra last month. Flash works.
milo | X100V digital camera, silver | Camera | Fujifilm | like_new | one_size | 1250 | sold | Under 3,000 shutter clicks, with two batteries.
eli | Aluminium travel tripod | Tripod | Manfrotto | good | one_size | 90 | - | Ball head, folds to 40 cm.
eli | AF Nikkor 50mm f/1.8D lens | Aperture | Nikon | good | one_size | 95 | - | Clean glass, no haze or fungus.
ava | Instax Mini 11 instant camera | Camera | Fujifilm | like_new | one_size | 45 | - | -
zara | OneStep 2 instant camera | Camera | Polaroid | good | one_size | 70 | - | Mint green. Takes i-Type film.
`,
  ),
  ...demoTable(
    'musical_instruments',
    `
leo | Player Stratocaster, 3-colour sunburst | GuitarElectric | Fender | good | one_size | 550 | 3 | Set up with 10s, plays beautifully. Gig bag included.
jonas | Les Paul Special II electric guitar | GuitarElectric | Epiphone | fair | one_size | 160 | - | Some dings on the body, electronics all good.
jonas | DS-1 distortion pedal | Zap | Boss | good | one_size | 35 | - | -
isla | Mahogany soprano ukulele | Guitar | Kala | good | one_size | 45 | - | Sweet tone, new Aquila strings.
eli | volca keys analogue synthesizer | KeyboardMusic | Korg | like_new | one_size | 130 | - | Battery or adapter powered; adapter included.
theo | P-45 digital piano | Piano | Yamaha | good | one_size | 300 | private | 88 weighted keys, sustain pedal included.
zara | Hand-carved djembe drum | Drum | - | good | one_size | 85 | - | Goatskin head, about 60 cm tall.
`,
  ),
  ...demoTable(
    'audio_equipment',
    `
leo | AT-LP120X direct-drive turntable | Turntable | Audio-Technica | good | one_size | 220 | 2 | Upgraded stylus, dust cover without cracks.
leo | Vintage 2220B stereo receiver | StereoReceiver | Marantz | fair | one_size | 350 | - | Warm 70s sound; one lamp is out behind the dial.
milo | WH-1000XM4 noise-cancelling headphones | Headphones | Sony | good | one_size | 150 | - | Case and cable included. Fresh ear pads.
nora | SoundLink Flex portable speaker | Speaker | Bose | like_new | one_size | 90 | - | -
eli | A2+ powered desktop speakers | Speaker | Audioengine | good | one_size | 140 | - | Bluetooth and USB. Great for a small desk.
jonas | Stanmore II Bluetooth speaker | Speaker | Marshall | good | one_size | 190 | - | Cream finish, real knobs.
priya | Discman portable CD player | Disc | Sony | fair | one_size | 45 | - | Skip protection works. Needs two AA batteries.
`,
  ),
  ...demoTable(
    'music_media',
    `
leo | Miles Davis, Kind of Blue, 180g LP | DiscAlbum | Columbia | like_new | one_size | 30 | 2 | Played twice. Inner sleeve swapped for an anti-static one.
leo | John Coltrane, A Love Supreme, 1970s pressing | DiscAlbum | Impulse! | good | one_size | 45 | - | Gatefold sleeve with light ring wear. Plays clean.
leo | Chicago blues compilation, 4-LP box | DiscAlbum | - | good | one_size | 55 | - | -
jonas | The Clash, London Calling, double LP | DiscAlbum | CBS | good | one_size | 40 | - | UK pressing, some surface noise on side C.
jonas | Punk cassette bundle (8 tapes) | CassetteTape | - | fair | one_size | 25 | - | -
theo | Criterion Collection Blu-ray set (6) | Clapperboard | Criterion | good | one_size | 60 | - | -
isla | Fleetwood Mac, Rumours, LP | DiscAlbum | Warner Bros. | fair | one_size | 22 | swapped | -
`,
  ),
  ...demoTable(
    'electronics',
    `
milo | Switch OLED console, white | Gamepad2 | Nintendo | like_new | one_size | 240 | 2 | Both Joy-Cons without drift, dock and case included.
eli | iPad Air (4th gen), 64 GB | Tablet | Apple | good | one_size | 290 | - | Sky blue, always in a case. Battery health 88%.
eli | Kindle Paperwhite | Tablet | Amazon | good | one_size | 70 | - | -
priya | iPod classic 80 GB, silver | Smartphone | Apple | fair | one_size | 110 | - | Fresh battery, a few scratches on the back.
priya | DS Lite handheld, pink | GamepadDirectional | Nintendo | good | one_size | 65 | - | Charger and stylus included.
maya | MacBook Air M1, 256 GB | Laptop | Apple | good | one_size | 520 | private | -
omar | Apple Watch Series 6, 44 mm | Watch | Apple | good | one_size | 150 | sold | Sport band and charger.
`,
  ),
];
