// Beauty & Wellness interests. One per line: `Name | aliases | related terms` (see parse-taxonomy.ts).
export const beautyWellness = `
Skincare | skin care, skincare routine | K-Beauty, Serums, Sunscreen, Moisturizers, Retinol, Cleansers
Makeup | make up, cosmetics | Lipstick, Foundation, Eyeshadow, Makeup Brushes, Mascara
Fragrance | fragrances, perfume, perfumes, scents | Niche Perfume, Designer Fragrance, Colognes, Perfume Oils
Hair Care | haircare | Hair Tools, Curly Hair, Hair Masks, Scalp Care
Nail Art | nails, manicure | Gel Nails, Nail Polish, Press-On Nails
Yoga | | Yoga Mats, Pilates, Meditation, Yoga Wear
Meditation | mindfulness | Yoga, Breathwork, Journaling, Sound Healing
Fitness | workout, exercise, gym | Strength Training, Running, Home Gym, Pilates
Aromatherapy | essential oils | Diffusers, Candles, Massage
Clean Beauty | natural beauty, organic beauty, green beauty | Natural Skincare, Vegan Beauty, Cruelty-Free
K-Beauty | korean skincare, korean beauty | Skincare, Sheet Masks, J-Beauty
J-Beauty | japanese skincare | K-Beauty, Skincare
Serums | serum | Skincare, Vitamin C, Hyaluronic Acid
Vitamin C | | Serums
Hyaluronic Acid | | Serums, Moisturizers
Retinol | retinoids | Skincare, Anti-Aging
Anti-Aging | | Retinol, Skincare
Sunscreen | spf, sunblock | Skincare
Moisturizers | moisturiser, moisturizer | Skincare
Cleansers | face wash | Skincare
Sheet Masks | face masks | K-Beauty
Acne Care | acne | Skincare
Sensitive Skin | | Skincare, Fragrance-Free
Fragrance-Free | unscented | Sensitive Skin
Natural Skincare | | Clean Beauty, Skincare
Vegan Beauty | | Clean Beauty, Cruelty-Free
Cruelty-Free | cruelty free | Vegan Beauty
Lipstick | lipsticks | Makeup, Lip Gloss
Lip Gloss | | Lipstick
Foundation | | Makeup, Concealer
Concealer | | Foundation
Eyeshadow | eyeshadow palettes | Makeup
Mascara | | Makeup
Eyeliner | | Makeup
Blush | | Makeup
Makeup Brushes | brushes | Makeup
Special Effects Makeup | sfx makeup | Makeup
Bridal Makeup | | Makeup
Niche Perfume | niche fragrance | Fragrance, Perfume Oils
Designer Fragrance | | Fragrance
Colognes | cologne | Fragrance
Perfume Oils | attar | Fragrance, Niche Perfume
Vintage Perfume | | Fragrance, Perfume Bottles
Perfume Bottles | | Vintage Perfume
Hair Tools | hair dryers, straighteners, curling irons | Hair Care
Curly Hair | curly girl, curls | Hair Care
Hair Masks | | Hair Care
Scalp Care | | Hair Care
Hair Color | hair dye | Hair Care
Wigs | | Hair Care
Barbering | beard care, grooming | Shaving
Shaving | wet shaving, safety razors | Barbering
Gel Nails | | Nail Art
Nail Polish | | Nail Art
Press-On Nails | | Nail Art
Yoga Mats | | Yoga
Pilates | reformer pilates | Yoga, Fitness
Breathwork | | Meditation
Sound Healing | sound baths | Meditation
Journaling | | Meditation
Strength Training | weightlifting, lifting | Fitness, Home Gym
Home Gym | home workout | Fitness, Dumbbells
Dumbbells | weights | Home Gym
Kettlebells | | Home Gym
Resistance Bands | | Home Gym
Running | jogging | Fitness, Running Shoes
Running Shoes | | Running
Cycling | | Fitness
Hiking | | Fitness
Swimming | | Fitness
Dance Fitness | zumba | Fitness
Martial Arts | boxing | Fitness
CrossFit | | Fitness
Diffusers | | Aromatherapy
Candles | scented candles | Aromatherapy
Massage | | Aromatherapy, Spa
Spa | spa days | Massage, Bath Care
Bath Care | bath bombs, bath salts | Spa
Body Care | body lotion | Skincare
Self-Care | self care | Spa, Meditation
Sleep | sleep health | Self-Care
Nutrition | healthy eating | Supplements
Supplements | vitamins | Nutrition
Herbal Tea | tea | Nutrition
Mental Health | | Meditation, Self-Care
Gua Sha | | Facial Tools
Jade Rollers | face rollers | Facial Tools
Facial Tools | | Gua Sha, Jade Rollers
LED Masks | | Facial Tools
Sauna | | Spa
Cold Plunge | ice baths | Sauna
Ayurveda | | Natural Skincare
Crystals | crystal healing | Meditation
Tattoos | tattoo | Body Art
Body Art | | Tattoos
Body Positivity | | Self-Care
Beauty Tools | | Makeup Brushes
`;
