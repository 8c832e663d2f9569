// Collectibles interests. One per line: `Name | aliases | related terms` (see parse-taxonomy.ts).
export const collectibles = `
Pokemon Cards | pokemon, pokémon cards, pokemon tcg, pokemon trading cards | Trading Cards, Graded Cards, Booster Packs, Charizard, Japanese Pokemon Cards
Sports Cards | sports trading cards | Baseball Cards, Basketball Cards, Football Cards, Graded Cards, Rookie Cards
Coins | coin collecting, numismatics | Silver Coins, Gold Coins, Ancient Coins, Banknotes
Stamps | stamp collecting, philately | First Day Covers, Postcards
Comic Books | comics, comic | Marvel Comics, DC Comics, Graded Comics, Manga
Action Figures | figures, action figure | Star Wars Figures, Transformers, Marvel Legends, Vintage Toys
Antiques | antique, antiquing | Antique Furniture, Vintage Clocks, Porcelain
Vintage Toys | retro toys, old toys | Action Figures, Tin Toys, Die-Cast Cars
Memorabilia | collectible memorabilia | Sports Memorabilia, Music Memorabilia, Autographs
Funko Pops | funko, funko pop, pop vinyl | Vinyl Figures, Designer Toys
Trading Cards | tcg, card games, ccg | Pokemon Cards, Magic The Gathering, Yu-Gi-Oh, Sports Cards
Magic The Gathering | mtg, magic cards | Trading Cards
Yu-Gi-Oh | yugioh | Trading Cards
One Piece Cards | one piece tcg | Trading Cards
Lorcana | disney lorcana | Trading Cards
Graded Cards | psa, bgs, card grading, graded | Pokemon Cards, Sports Cards
Booster Packs | boosters, sealed product | Pokemon Cards, Trading Cards
Charizard | | Pokemon Cards
Japanese Pokemon Cards | | Pokemon Cards
Baseball Cards | | Sports Cards, Rookie Cards
Basketball Cards | nba cards | Sports Cards
Football Cards | nfl cards | Sports Cards
Soccer Cards | football stickers, panini | Sports Cards, Sticker Albums
Rookie Cards | rookies | Sports Cards, Graded Cards
Sticker Albums | stickers | Soccer Cards
Silver Coins | silver | Coins, Bullion
Gold Coins | gold | Coins, Bullion
Bullion | | Silver Coins, Gold Coins
Ancient Coins | roman coins | Coins, Antiquities
Antiquities | | Ancient Coins, Antiques
Banknotes | paper money, notes | Coins
First Day Covers | | Stamps
Postcards | vintage postcards | Stamps, Ephemera
Ephemera | | Postcards, Vintage Posters
Marvel Comics | marvel | Comic Books, Marvel Legends
DC Comics | dc | Comic Books
Graded Comics | cgc | Comic Books
Manga | | Comic Books, Anime Figures
Anime Figures | anime, figurines | Manga, Action Figures
Star Wars Figures | star wars, star wars toys | Action Figures, Vintage Toys
Transformers | | Action Figures, Vintage Toys
Marvel Legends | | Action Figures, Marvel Comics
G.I. Joe | gi joe | Action Figures
Masters of the Universe | he-man | Action Figures, Vintage Toys
Barbie | barbies | Dolls, Vintage Toys
Dolls | doll | Barbie, Porcelain Dolls
Porcelain Dolls | | Dolls, Porcelain
Teddy Bears | | Plush Toys
Plush Toys | plushies, plush | Teddy Bears, Squishmallows
Squishmallows | | Plush Toys
LEGO | lego sets, legos | Lego Minifigures, Building Sets
Lego Minifigures | minifigs | LEGO
Building Sets | | LEGO
Model Trains | trains, railway models | Die-Cast Cars, Scale Models
Die-Cast Cars | diecast, hot wheels, matchbox | Vintage Toys, Scale Models
Scale Models | model kits | Model Trains, Die-Cast Cars
Tin Toys | | Vintage Toys
Board Games | | Vintage Games
Vintage Games | | Board Games, Retro Games
Retro Games | retro video games, cartridges | Vintage Games
Vinyl Figures | | Funko Pops, Designer Toys
Designer Toys | art toys, kaws | Vinyl Figures, Blind Boxes
Blind Boxes | pop mart, labubu | Designer Toys
Sports Memorabilia | | Memorabilia, Signed Jerseys, Autographs
Signed Jerseys | jerseys | Sports Memorabilia
Music Memorabilia | | Memorabilia, Vinyl Records
Movie Memorabilia | film props | Memorabilia, Movie Posters
Autographs | signed, signatures | Memorabilia
Movie Posters | film posters | Vintage Posters, Movie Memorabilia
Vintage Posters | posters | Movie Posters, Ephemera
Vinyl Records | vinyl, records | Rare Pressings, Music Memorabilia
Rare Pressings | | Vinyl Records
Antique Furniture | | Antiques, Mid-Century Modern
Mid-Century Modern | mid century, mcm | Antique Furniture
Vintage Clocks | clocks | Antiques, Vintage Watches
Vintage Watches | | Vintage Clocks
Porcelain | china | Antiques, Porcelain Dolls
Glassware | vintage glass, depression glass | Antiques
Pyrex | vintage pyrex | Glassware
Silverware | cutlery | Antiques
Militaria | military collectibles | Medals
Medals | | Militaria
Fossils | fossil | Minerals
Minerals | crystals, gemstones | Fossils
Rocks | rock collecting | Minerals
Seashells | shells | Minerals
Books | rare books, first editions | Signed Books
Signed Books | | Books, Autographs
Maps | antique maps | Antiques
Pins | enamel pins | Patches
Patches | | Pins
Keychains | | Pins
Snow Globes | | Vintage Toys
Video Game Collectibles | | Retro Games
Trading Pins | disney pins | Pins
Watches | watch collecting | Vintage Watches
Knives | pocket knives | Militaria
Sneaker Collecting | | Limited Editions
Limited Editions | limited edition | Sneaker Collecting, Designer Toys
Hot Wheels | | Die-Cast Cars
Matchbox | | Die-Cast Cars
Tamagotchi | | Vintage Toys
Beanie Babies | | Plush Toys
Pez Dispensers | pez | Vintage Toys
Disney Collectibles | disney | Trading Pins
Harry Potter Collectibles | harry potter | Books
`;
