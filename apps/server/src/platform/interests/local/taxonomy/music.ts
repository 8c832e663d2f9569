// Music interests. One per line: `Name | aliases | related terms` (see parse-taxonomy.ts).
export const music = `
Jazz | jazz music, bebop jazz | Vinyl Records, Blue Note, Bebop, Saxophones, Swing, Jazz Festivals, Miles Davis, Big Band
Rock | rock music, rock n roll, rock and roll | Classic Rock, Electric Guitars, Band T-Shirts, Vinyl Records, Alternative Rock
Pop | pop music | K-Pop, Synth-Pop, Dance Pop, Music Charts, Concert Tickets
Hip Hop | hiphop, hip-hop, rap music | Rap, Old School Hip Hop, Turntables, Streetwear, Mixtapes, Beat Making
Classical | classical music, orchestra music | Orchestras, Opera, Piano, Violins, Chamber Music, Baroque Music
Electronic | electronic music, edm | Techno, House Music, Synthesizers, DJ Equipment, Drum and Bass, Ambient
Indie | indie music, indie rock | Indie Rock, Indie Folk, Cassette Tapes, Record Store Day, Vinyl Records
R&B | rnb, rhythm and blues | Soul, Neo Soul, Motown, Funk
Country | country music, country and western | Bluegrass, Americana, Acoustic Guitars, Folk
Metal | heavy metal, metal music | Heavy Metal, Thrash Metal, Black Metal, Band T-Shirts, Electric Guitars
Vinyl Records | vinyl, records, lp, lps, records collecting | Turntables, Record Store Day, Blue Note, Jazz, Album Art, Rare Pressings
Blue Note | blue note records | Jazz, Vinyl Records, Hard Bop, Rare Pressings
Bebop | bop | Jazz, Hard Bop, Saxophones, Charlie Parker
Hard Bop | | Jazz, Blue Note, Bebop
Swing | swing music, swing dance | Big Band, Jazz, Lindy Hop
Big Band | big band music | Swing, Jazz, Brass Instruments
Smooth Jazz | | Jazz, Saxophones, Soul
Jazz Fusion | fusion | Jazz, Funk, Progressive Rock
Acid Jazz | | Jazz, Funk, Soul
Miles Davis | miles | Jazz, Blue Note, Trumpets
Charlie Parker | bird | Bebop, Jazz, Saxophones
Blues | blues music | Delta Blues, Chicago Blues, Harmonicas, Electric Guitars, Jazz
Delta Blues | | Blues, Acoustic Guitars, Slide Guitar
Chicago Blues | | Blues, Electric Guitars, Harmonicas
Soul | soul music | Motown, Neo Soul, R&B, Funk, Northern Soul
Neo Soul | | Soul, R&B, Jazz
Northern Soul | | Soul, Vinyl Records, 7-Inch Singles
Motown | | Soul, R&B, Vinyl Records
Funk | funk music | Soul, Disco, Bass Guitars, Acid Jazz
Disco | disco music | Funk, Dance Pop, House Music, Vinyl Records
Gospel | gospel music | Soul, Choirs, Blues
Reggae | reggae music | Dub, Ska, Dancehall, Bob Marley
Dub | dub music | Reggae, Sound Systems, Vinyl Records
Ska | ska music | Reggae, Punk Rock, Two Tone
Dancehall | | Reggae, Afrobeats
Afrobeats | afrobeat, afro beats | Afrobeat, Dancehall, World Music
Afrobeat | fela | Afrobeats, Funk, Jazz
Latin | latin music | Salsa, Reggaeton, Bossa Nova, Latin Jazz
Salsa | salsa music | Latin, Latin Jazz, Percussion
Reggaeton | | Latin, Dancehall, Hip Hop
Bossa Nova | bossa | Latin, Jazz, Acoustic Guitars
Latin Jazz | | Jazz, Salsa, Percussion
Flamenco | | Acoustic Guitars, World Music, Latin
World Music | world | Afrobeats, Flamenco, Celtic Music
Celtic Music | celtic, irish music | Folk, Fiddles, World Music
Folk | folk music | Indie Folk, Acoustic Guitars, Americana, Singer-Songwriters
Indie Folk | | Folk, Indie, Acoustic Guitars
Americana | | Country, Folk, Bluegrass
Bluegrass | | Country, Banjos, Fiddles
Singer-Songwriters | singer songwriter | Folk, Acoustic Guitars, Indie
Classic Rock | 70s rock | Rock, Vinyl Records, Electric Guitars, Band T-Shirts
Alternative Rock | alt rock, alternative | Rock, Grunge, Indie Rock
Indie Rock | | Indie, Alternative Rock, Vinyl Records
Grunge | grunge music | Alternative Rock, Flannel, Band T-Shirts
Punk Rock | punk, punk music | Hardcore Punk, Ska, Band T-Shirts, Vinyl Records
Hardcore Punk | hardcore | Punk Rock, Metal
Progressive Rock | prog, prog rock | Rock, Jazz Fusion, Vinyl Records
Psychedelic Rock | psych rock, psychedelia | Rock, Vinyl Records, Classic Rock
Shoegaze | | Dream Pop, Indie Rock, Effects Pedals
Dream Pop | | Shoegaze, Indie, Synth-Pop
Heavy Metal | | Metal, Electric Guitars, Thrash Metal
Thrash Metal | thrash | Metal, Heavy Metal
Black Metal | | Metal, Vinyl Records
Emo | emo music | Punk Rock, Alternative Rock
K-Pop | kpop, korean pop | Pop, Photocards, Albums, Concert Tickets
J-Pop | jpop, japanese pop | Pop, City Pop, Anime Music
City Pop | | J-Pop, Vinyl Records, Synth-Pop
Synth-Pop | synthpop, synth pop | Synthesizers, Pop, New Wave, 80s Music
New Wave | | Synth-Pop, Post-Punk, 80s Music
Post-Punk | post punk | New Wave, Punk Rock, Vinyl Records
80s Music | 80s, eighties music | Synth-Pop, New Wave, Cassette Tapes
90s Music | 90s, nineties music | Grunge, Old School Hip Hop, Britpop
Britpop | | 90s Music, Indie Rock
Dance Pop | | Pop, Disco, House Music
Old School Hip Hop | golden age hip hop | Hip Hop, Vinyl Records, Turntables, Boomboxes
Rap | rap music, rapping | Hip Hop, Trap, Mixtapes
Trap | trap music | Rap, Hip Hop, Beat Making
Lo-Fi | lofi, lo fi, lofi beats | Beat Making, Cassette Tapes, Chillhop
Chillhop | | Lo-Fi, Jazz, Hip Hop
Techno | techno music | Electronic, DJ Equipment, Synthesizers, Raves
House Music | house, deep house | Electronic, Disco, DJ Equipment, Vinyl Records
Drum and Bass | dnb, drum n bass, jungle | Electronic, DJ Equipment
Ambient | ambient music | Electronic, Synthesizers, Lo-Fi
Trance | trance music | Electronic, Raves
Dubstep | | Electronic, Drum and Bass
Raves | rave | Techno, Trance, Festival Fashion
Opera | | Classical, Orchestras
Orchestras | orchestra, symphony | Classical, Violins, Concert Tickets
Chamber Music | | Classical, Violins, Cellos
Baroque Music | baroque | Classical, Harpsichords
Film Scores | soundtracks, movie soundtracks | Classical, Orchestras, Vinyl Records
Anime Music | anime soundtracks | J-Pop, Film Scores
Video Game Music | game soundtracks, vgm | Film Scores, Chiptune
Chiptune | 8-bit music | Video Game Music, Synthesizers
Musicals | musical theatre, broadway | Concert Tickets, Film Scores
Choirs | choir, choral music | Gospel, Classical
Electric Guitars | electric guitar, guitars, guitar | Guitar Amps, Effects Pedals, Rock, Fender, Gibson
Acoustic Guitars | acoustic guitar | Folk, Singer-Songwriters, Martin Guitars
Bass Guitars | bass guitar, bass | Funk, Guitar Amps
Guitar Amps | amplifiers, amps | Electric Guitars, Effects Pedals
Effects Pedals | guitar pedals, pedals | Electric Guitars, Shoegaze
Fender | fender guitars | Electric Guitars, Guitar Amps
Gibson | gibson guitars, les paul | Electric Guitars, Classic Rock
Martin Guitars | | Acoustic Guitars, Folk
Slide Guitar | | Blues, Delta Blues
Pianos | piano, grand piano | Keyboards, Classical, Jazz
Keyboards | keyboard, digital piano | Synthesizers, Pianos
Synthesizers | synth, synths, analog synths | Electronic, Drum Machines, Synth-Pop, Moog
Moog | | Synthesizers, Electronic
Drum Machines | drum machine, tr-808 | Synthesizers, Beat Making, Hip Hop
Drums | drum kits, drum kit | Percussion, Cymbals
Cymbals | | Drums, Percussion
Percussion | | Drums, Latin
Violins | violin | Classical, Fiddles, Orchestras
Cellos | cello | Classical, Chamber Music
Fiddles | fiddle | Bluegrass, Celtic Music, Violins
Harpsichords | harpsichord | Baroque Music
Saxophones | saxophone, sax | Jazz, Brass Instruments, Smooth Jazz
Trumpets | trumpet | Jazz, Brass Instruments, Miles Davis
Brass Instruments | brass | Trumpets, Saxophones, Big Band
Harmonicas | harmonica | Blues, Folk
Banjos | banjo | Bluegrass, Country
Ukuleles | ukulele, uke | Acoustic Guitars, Folk
Turntables | turntable, record player, record players | Vinyl Records, DJ Equipment, Hi-Fi Audio
DJ Equipment | dj gear, djing, dj | Turntables, Mixers, Techno, House Music
Mixers | dj mixer, mixing desk | DJ Equipment, Home Studio
Home Studio | recording studio, home recording | Microphones, Studio Monitors, Beat Making
Beat Making | beatmaking, music production, producing | Drum Machines, Home Studio, Hip Hop
Microphones | microphone, mic | Home Studio, Podcasting
Studio Monitors | | Home Studio, Hi-Fi Audio
Hi-Fi Audio | hifi, hi fi, audiophile | Turntables, Headphones, Vinyl Records
Headphones | | Hi-Fi Audio, Music Streaming
Cassette Tapes | cassettes, tapes, mixtape tapes | Walkman, 80s Music, Lo-Fi
Walkman | walkmans | Cassette Tapes, Retro Audio
Boomboxes | boombox, ghetto blaster | Old School Hip Hop, Cassette Tapes
Retro Audio | vintage audio | Walkman, Turntables, Hi-Fi Audio
CDs | cd, compact discs | Albums, 90s Music
7-Inch Singles | 45s, singles, seven inch | Vinyl Records, Northern Soul
Rare Pressings | first pressings, rare vinyl | Vinyl Records, Blue Note
Album Art | cover art, record sleeves | Vinyl Records, Posters
Albums | album | Vinyl Records, CDs
Mixtapes | mixtape | Hip Hop, Cassette Tapes
Record Store Day | rsd | Vinyl Records, Indie
Band T-Shirts | band tees, band shirts, tour shirts | Concert Merch, Rock, Metal
Concert Merch | merch, tour merch | Band T-Shirts, Posters
Concert Tickets | concerts, gigs, live music | Music Festivals, Concert Merch
Music Festivals | festivals, festival | Concert Tickets, Festival Fashion
Jazz Festivals | jazz fest | Jazz, Music Festivals
Posters | gig posters, concert posters | Concert Merch, Album Art
Photocards | | K-Pop, Albums
Music Streaming | streaming | Headphones, Playlists
Playlists | playlist | Music Streaming, Mixtapes
Podcasting | podcasts | Microphones, Home Studio
Songwriting | | Singer-Songwriters, Home Studio
Karaoke | | Pop, Microphones
Sound Systems | sound system | Dub, Reggae, Speakers
Speakers | | Hi-Fi Audio, Sound Systems
Lindy Hop | | Swing, Big Band
Two Tone | 2 tone | Ska, Punk Rock
Bob Marley | | Reggae
`;
