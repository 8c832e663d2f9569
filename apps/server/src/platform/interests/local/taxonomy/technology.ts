// Technology interests. One per line: `Name | aliases | related terms` (see parse-taxonomy.ts).
export const technology = `
AI | artificial intelligence, a.i. | Machine Learning, ChatGPT, Robotics, AI Art
Gaming | video games, videogames, gamer | Gaming Consoles, PC Gaming, Retro Gaming, Gaming Headsets, Nintendo
Smartphones | phones, mobile phones, cell phones | iPhone, Android, Phone Cases, Foldable Phones
Laptops | laptop, notebooks | MacBook, Gaming Laptops, Chromebooks, Ultrabooks
Smart Home | home automation | Smart Speakers, Smart Lighting, Home Assistant, Robot Vacuums
Photography | photo | Cameras, Lenses, Film Photography, Drones
Audio Gear | audio equipment, audio | Headphones, Speakers, Turntables, Hi-Fi Audio
Wearables | wearable tech | Smartwatches, Fitness Trackers, Smart Rings
Virtual Reality | vr, vr headsets | Augmented Reality, Meta Quest, VR Gaming
Retro Tech | vintage tech, vintage electronics | Retro Gaming, Game Boy, Walkman, Vintage Computers, CRT TVs
Machine Learning | ml, deep learning | AI, Data Science, Python
ChatGPT | chatbots, llms, large language models | AI, Machine Learning
AI Art | ai generated art, generative art | AI, Digital Art
Robotics | robots | AI, Arduino, Drones
Data Science | | Machine Learning, Python
Programming | coding, software development | Python, JavaScript, Open Source, Mechanical Keyboards
Python | | Programming, Data Science
JavaScript | js, typescript | Programming, Web Development
Web Development | web dev | JavaScript, Programming
Open Source | open-source, foss | Linux, Programming
Linux | | Open Source, Raspberry Pi
Cybersecurity | infosec, security | Programming, Privacy Tech
Privacy Tech | privacy | Cybersecurity
Blockchain | crypto, cryptocurrency, web3 | Bitcoin, NFTs
Bitcoin | btc | Blockchain
NFTs | nft | Blockchain, Digital Art
Gaming Consoles | consoles, console | PlayStation, Xbox, Nintendo Switch
PlayStation | ps5, ps4, playstation 5, sony playstation | Gaming Consoles, Gaming
Xbox | xbox series x | Gaming Consoles, Gaming
Nintendo | | Nintendo Switch, Game Boy, Retro Gaming
Nintendo Switch | switch | Nintendo, Gaming Consoles
PC Gaming | pc games | Gaming PCs, Graphics Cards, Mechanical Keyboards, Gaming Mice
Gaming PCs | gaming pc, pc builds, pc building | PC Gaming, Graphics Cards, PC Components
PC Components | computer parts | Graphics Cards, Gaming PCs
Graphics Cards | gpu, gpus, graphics card | PC Gaming, Gaming PCs
Gaming Laptops | | Laptops, PC Gaming
Gaming Headsets | headset | Gaming, Headphones
Gaming Mice | gaming mouse | PC Gaming, Mechanical Keyboards
Mechanical Keyboards | keyboards, mech keyboards, keycaps | PC Gaming, Programming
Gaming Chairs | | PC Gaming, Desk Setups
Desk Setups | desk setup, battlestation | Monitors, Mechanical Keyboards
Monitors | monitor, displays | Desk Setups, PC Gaming
Retro Gaming | retro games, vintage games | Game Boy, Sega, NES, Arcade Machines
Game Boy | gameboy | Retro Gaming, Nintendo
Sega | sega genesis, mega drive, dreamcast | Retro Gaming
NES | nintendo entertainment system, snes, super nintendo | Retro Gaming, Nintendo
Arcade Machines | arcade | Retro Gaming
Handheld Consoles | handhelds, steam deck | Gaming, Game Boy
Esports | e-sports, competitive gaming | Gaming, Streaming Setup
Streaming Setup | streaming gear, twitch | Webcams, Microphones, Esports
Webcams | webcam | Streaming Setup
Microphones | mic | Streaming Setup, Podcasting
Podcasting | podcast gear | Microphones
VR Gaming | | Virtual Reality, Gaming
Augmented Reality | ar | Virtual Reality, Smart Glasses
Meta Quest | oculus, quest | Virtual Reality
Smart Glasses | | Augmented Reality, Wearables
iPhone | iphones, apple iphone | Smartphones, Apple
Android | android phones | Smartphones, Samsung Galaxy, Google Pixel
Samsung Galaxy | samsung | Android, Smartphones
Google Pixel | pixel | Android, Smartphones
Foldable Phones | foldables | Smartphones, Samsung Galaxy
Phone Cases | cases | Smartphones
Apple | apple products | iPhone, MacBook, iPad, Apple Watch
MacBook | mac, macbooks | Laptops, Apple
iPad | ipads | Tablets, Apple
Tablets | tablet | iPad, E-Readers
E-Readers | kindle, ereader | Tablets
Chromebooks | chromebook | Laptops
Ultrabooks | | Laptops
Smartwatches | smartwatch | Wearables, Apple Watch
Apple Watch | | Smartwatches, Apple
Fitness Trackers | fitbit | Wearables
Smart Rings | | Wearables
Smart Speakers | alexa, google home | Smart Home
Smart Lighting | smart bulbs | Smart Home
Home Assistant | | Smart Home, Raspberry Pi
Robot Vacuums | roomba | Smart Home
Cameras | camera, digital cameras | Photography, Lenses, Mirrorless Cameras
Mirrorless Cameras | mirrorless | Cameras, Lenses
DSLR Cameras | dslr | Cameras, Lenses
Film Photography | film cameras, analog photography, 35mm | Photography, Polaroid, Vintage Cameras
Vintage Cameras | | Film Photography, Retro Tech
Polaroid | instant cameras, instax | Film Photography
Lenses | lens | Cameras, Photography
Drones | drone, dji | Photography, Robotics
Action Cameras | gopro | Cameras
Headphones | | Audio Gear, Noise-Cancelling Headphones
Noise-Cancelling Headphones | anc headphones | Headphones
Earbuds | airpods, wireless earbuds | Headphones
Speakers | | Audio Gear, Bluetooth Speakers
Bluetooth Speakers | | Speakers
Hi-Fi Audio | hifi, audiophile | Audio Gear, Turntables
Turntables | record players | Hi-Fi Audio, Audio Gear
Walkman | | Retro Tech
Vintage Computers | retro computers, commodore, amiga | Retro Tech
CRT TVs | crt | Retro Tech, Retro Gaming
Raspberry Pi | | Arduino, Linux, DIY Electronics
Arduino | | Raspberry Pi, DIY Electronics, Robotics
DIY Electronics | electronics, soldering | Arduino, Raspberry Pi
3D Printing | 3d printers | DIY Electronics, Maker Projects
Maker Projects | maker | 3D Printing, Arduino
Electric Vehicles | ev, evs, tesla | Electric Scooters
Electric Scooters | e-scooters | Electric Vehicles, E-Bikes
E-Bikes | ebikes, electric bikes | Electric Scooters
Space Tech | space | Telescopes
Telescopes | telescope | Space Tech
Gadgets | gadget | Wearables, Smart Home
TVs | tv, televisions | Home Theater
Home Theater | home cinema | TVs, Projectors, Speakers
Projectors | projector | Home Theater
Chargers | power banks | Smartphones
`;
