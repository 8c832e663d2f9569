// Fashion interests. One per line: `Name | aliases | related terms` (see parse-taxonomy.ts).
export const fashion = `
Vintage | vintage clothing, vintage fashion, retro clothing, thrift | Thrifting, 70s Fashion, 90s Fashion, Vintage Denim, Y2K Fashion, Secondhand
Streetwear | street style, street wear, hypebeast | Sneakers, Hoodies, Supreme, Graphic Tees, Skatewear
Designer | designer clothing, luxury fashion, high fashion | Luxury Handbags, Designer Shoes, Gucci, Prada, Chanel
Sneakers | trainers, kicks, sneakerhead | Jordans, Nike, Adidas, Limited Releases, Streetwear
Minimalist | minimalism, minimal style | Capsule Wardrobe, Neutrals, Linen, Scandinavian Style
Bohemian | boho, boho chic | Festival Fashion, Maxi Dresses, Fringe, Prints
Sustainable Fashion | sustainable, eco fashion, ethical fashion, slow fashion | Secondhand, Upcycling, Organic Cotton, Thrifting
Athleisure | activewear, sportswear, gym wear | Leggings, Yoga Wear, Running Shoes, Hoodies
Formal Wear | formalwear, black tie, eveningwear | Suits, Evening Gowns, Tuxedos, Dress Shoes
Accessories | accessory | Handbags, Belts, Scarves, Sunglasses, Hats, Jewelry
Thrifting | thrift shopping, thrift stores, charity shops | Vintage, Secondhand, Sustainable Fashion
Secondhand | second hand, preloved, pre-owned | Thrifting, Vintage, Sustainable Fashion
Upcycling | upcycled fashion, reworked | Sustainable Fashion, Visible Mending, Patchwork
Visible Mending | mending | Upcycling, Sashiko
Capsule Wardrobe | capsule | Minimalist, Neutrals, Basics
Basics | essentials, wardrobe basics | Capsule Wardrobe, White Tees
Neutrals | neutral tones, beige | Minimalist, Capsule Wardrobe
Scandinavian Style | scandi style | Minimalist, Knitwear
Linen | linen clothing | Minimalist, Summer Dresses
Knitwear | knits, knitted sweaters | Sweaters, Cardigans, Wool
Sweaters | jumpers, pullovers | Knitwear, Cardigans
Cardigans | cardigan | Knitwear, Preppy
Wool | merino, wool clothing | Knitwear, Cashmere
Cashmere | | Knitwear, Luxury Basics
Luxury Basics | | Cashmere, Minimalist
Y2K Fashion | y2k, 2000s fashion | 90s Fashion, Low-Rise Jeans, Baby Tees
90s Fashion | 90s, nineties fashion | Grunge Fashion, Y2K Fashion, Vintage Denim, Slip Dresses
80s Fashion | 80s, eighties fashion | Shoulder Pads, Neon, Windbreakers
70s Fashion | 70s, seventies fashion | Flares, Bohemian, Suede
60s Fashion | 60s, mod fashion, mod | Mini Skirts, Shift Dresses
50s Fashion | 50s, rockabilly | Swing Dresses, Pin-Up Style
Grunge Fashion | grunge style | Flannel, Combat Boots, 90s Fashion, Band T-Shirts
Flannel | flannel shirts | Grunge Fashion, Workwear
Workwear | work wear, chore jackets | Carhartt, Denim, Boots
Carhartt | | Workwear, Streetwear
Denim | jeans, denim jackets | Vintage Denim, Selvedge Denim, Levi's, Raw Denim
Vintage Denim | vintage jeans, vintage levis | Denim, Levi's, Vintage
Selvedge Denim | selvage | Raw Denim, Denim, Japanese Denim
Raw Denim | dry denim | Selvedge Denim, Denim
Japanese Denim | | Selvedge Denim, Denim
Levi's | levis, 501s | Denim, Vintage Denim
Low-Rise Jeans | low rise | Y2K Fashion, Denim
Flares | flared jeans, bell bottoms | 70s Fashion, Denim
Preppy | prep, ivy style | Cardigans, Loafers, Polo Shirts, Blazers
Old Money Style | old money, quiet luxury | Preppy, Cashmere, Loafers
Dark Academia | | Blazers, Tweed, Oxford Shoes
Cottagecore | | Prairie Dresses, Floral Prints, Linen
Gothic Fashion | goth, gothic | Combat Boots, Black Clothing, Corsets
Punk Fashion | punk style | Leather Jackets, Studs, Combat Boots
Techwear | tech wear, gorpcore | Outdoor Gear, Cargo Pants, Streetwear
Gorpcore | | Techwear, Outdoor Gear, Fleece
Outdoor Gear | outdoor clothing | Gorpcore, Hiking Boots, Rain Jackets
Skatewear | skate style, skater | Streetwear, Vans, Graphic Tees
Hoodies | hoodie, sweatshirts | Streetwear, Athleisure
Graphic Tees | graphic t-shirts, printed tees | Streetwear, Band T-Shirts
Band T-Shirts | band tees | Graphic Tees, Grunge Fashion
White Tees | white t-shirts | Basics
Supreme | | Streetwear, Limited Releases
Limited Releases | drops, hype drops, limited edition | Sneakers, Supreme
Jordans | air jordan, jordan 1 | Sneakers, Nike
Nike | | Sneakers, Jordans, Athleisure
Adidas | | Sneakers, Athleisure, Tracksuits
New Balance | | Sneakers, Running Shoes
Vans | | Skatewear, Sneakers
Converse | chucks | Sneakers, Vintage
Running Shoes | | Athleisure, Sneakers
Tracksuits | track suits | Athleisure, Adidas
Leggings | | Athleisure, Yoga Wear
Yoga Wear | | Athleisure, Leggings
Suits | suit, tailoring | Formal Wear, Tailoring, Blazers
Tailoring | bespoke, tailored | Suits, Alterations
Alterations | | Tailoring, Sewing
Blazers | blazer | Suits, Preppy
Tuxedos | tuxedo | Formal Wear, Suits
Evening Gowns | gowns, ball gowns | Formal Wear, Cocktail Dresses
Cocktail Dresses | cocktail dress | Evening Gowns, Little Black Dress
Little Black Dress | lbd | Cocktail Dresses
Maxi Dresses | maxi dress | Bohemian, Summer Dresses
Summer Dresses | sundresses | Linen, Maxi Dresses
Slip Dresses | slip dress | 90s Fashion, Silk
Silk | | Slip Dresses, Scarves
Prairie Dresses | | Cottagecore
Floral Prints | florals | Cottagecore, Prints
Prints | patterns, print clothing | Floral Prints, Bohemian
Festival Fashion | festival outfits | Bohemian, Music Festivals
Fringe | | Bohemian, Western Wear
Western Wear | cowboy style, western | Cowboy Boots, Fringe, Denim
Cowboy Boots | | Western Wear, Boots
Boots | | Combat Boots, Chelsea Boots, Cowboy Boots
Combat Boots | doc martens, dr martens | Grunge Fashion, Punk Fashion
Chelsea Boots | | Boots, Minimalist
Hiking Boots | | Outdoor Gear, Boots
Designer Shoes | heels, high heels | Designer, Dress Shoes
Dress Shoes | oxford shoes, brogues | Formal Wear, Loafers
Oxford Shoes | oxfords | Dress Shoes, Dark Academia
Loafers | | Preppy, Dress Shoes
Handbags | bags, purses | Luxury Handbags, Tote Bags, Accessories
Luxury Handbags | designer bags, birkin | Handbags, Designer, Hermes
Tote Bags | totes | Handbags
Backpacks | backpack | Accessories, Outdoor Gear
Belts | belt | Accessories, Leather Goods
Leather Goods | leather | Belts, Leather Jackets, Wallets
Leather Jackets | leather jacket | Punk Fashion, Leather Goods
Wallets | wallet | Leather Goods, Accessories
Scarves | scarf | Silk, Accessories
Hats | hat, caps | Accessories, Baseball Caps, Beanies
Baseball Caps | caps | Hats, Streetwear
Beanies | beanie | Hats, Knitwear
Sunglasses | shades | Accessories, Eyewear
Eyewear | glasses | Sunglasses
Jewelry | jewellery | Accessories, Rings, Necklaces, Vintage Jewelry
Vintage Jewelry | vintage jewellery, costume jewelry | Jewelry, Vintage
Rings | | Jewelry
Necklaces | necklace | Jewelry
Watches | watch, wristwatches | Luxury Watches, Accessories
Luxury Watches | rolex, omega | Watches, Designer
Gucci | | Designer, Luxury Handbags
Prada | | Designer, Luxury Handbags
Chanel | | Designer, Luxury Handbags, Tweed
Hermes | hermès | Luxury Handbags, Scarves
Tweed | | Chanel, Dark Academia
Corsets | corset | Gothic Fashion
Studs | studded | Punk Fashion
Shoulder Pads | | 80s Fashion
Windbreakers | windbreaker | 80s Fashion, Streetwear
Neon | | 80s Fashion
Suede | | 70s Fashion, Leather Goods
Mini Skirts | miniskirt | 60s Fashion
Shift Dresses | | 60s Fashion
Swing Dresses | | 50s Fashion
Pin-Up Style | pin up | 50s Fashion
Baby Tees | | Y2K Fashion
Cargo Pants | cargos | Techwear, Streetwear
Fleece | | Gorpcore, Outdoor Gear
Rain Jackets | raincoats | Outdoor Gear
Black Clothing | all black | Gothic Fashion, Minimalist
Polo Shirts | polos | Preppy
Organic Cotton | | Sustainable Fashion
Patchwork | | Upcycling
Sashiko | | Visible Mending
Plus-Size Fashion | plus size, curvy fashion | Body Positivity
Modest Fashion | modest wear | Maxi Dresses, Scarves
Kidswear | kids clothing, children's clothing | Secondhand
Menswear | mens fashion | Suits, Workwear, Streetwear
Womenswear | womens fashion | Dresses, Handbags
Dresses | dress | Summer Dresses, Cocktail Dresses, Maxi Dresses
`;
