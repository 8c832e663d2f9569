// Arts & Crafts interests. One per line: `Name | aliases | related terms` (see parse-taxonomy.ts).
export const artsCrafts = `
Digital Art | digital painting, digital illustration | Procreate, Drawing Tablets, Illustration, Pixel Art, 3D Modeling
Painting | paint, painter | Acrylic Painting, Oil Painting, Watercolor, Canvases, Paintbrushes
Drawing | sketching, sketch | Sketchbooks, Pencils, Charcoal Drawing, Illustration
Knitting | knit | Yarn, Crochet, Knitting Needles, Wool
Pottery | ceramics, clay | Wheel Throwing, Glazes, Hand Building, Kilns
Sewing | sew | Sewing Machines, Fabric, Quilting, Dressmaking
Jewelry Making | jewellery making, beading, beadwork | Beads, Wire Wrapping, Silversmithing, Resin Art
Woodworking | woodwork, carpentry | Wood Carving, Hand Tools, Furniture Making, Wood Turning
Scrapbooking | scrapbook | Paper Crafts, Stickers, Journaling
Calligraphy | lettering | Hand Lettering, Fountain Pens, Brush Pens, Ink
Procreate | | Digital Art, iPad Art
iPad Art | | Procreate, Digital Art
Drawing Tablets | wacom, pen tablet | Digital Art
Illustration | illustrator | Drawing, Digital Art, Children's Book Illustration
Children's Book Illustration | | Illustration
Pixel Art | | Digital Art
3D Modeling | blender, 3d art | Digital Art, 3D Printing
Concept Art | | Digital Art, Illustration
Animation | | Digital Art, Illustration
Graphic Design | | Digital Art, Typography
Typography | | Graphic Design, Hand Lettering
Acrylic Painting | acrylics | Painting, Canvases
Oil Painting | oils | Painting, Canvases, Easels
Watercolor | watercolour, watercolors | Painting, Watercolor Paper
Watercolor Paper | | Watercolor
Gouache | | Painting, Watercolor
Canvases | canvas | Painting, Easels
Easels | easel | Painting
Paintbrushes | brushes | Painting
Art Supplies | art materials | Paintbrushes, Sketchbooks, Markers
Sketchbooks | sketchbook | Drawing
Pencils | colored pencils, coloured pencils | Drawing
Charcoal Drawing | charcoal | Drawing
Markers | copic markers | Drawing, Illustration
Pastels | | Drawing, Painting
Ink | inks | Calligraphy, Fountain Pens
Hand Lettering | | Calligraphy, Typography
Fountain Pens | | Calligraphy, Ink, Journaling
Brush Pens | | Calligraphy, Hand Lettering
Journaling | bullet journal, bujo | Scrapbooking, Stickers
Stickers | | Scrapbooking, Journaling
Paper Crafts | paper craft | Origami, Card Making, Scrapbooking
Origami | | Paper Crafts
Card Making | cardmaking | Paper Crafts, Stamping
Stamping | rubber stamps | Card Making
Bookbinding | | Paper Crafts, Journaling
Yarn | | Knitting, Crochet
Crochet | crocheting | Yarn, Amigurumi, Knitting
Amigurumi | | Crochet
Knitting Needles | | Knitting
Wool | | Knitting, Felting
Felting | needle felting | Wool
Weaving | tapestry | Macrame, Yarn
Macrame | | Weaving
Embroidery | cross stitch, needlework | Sewing, Sashiko
Sashiko | | Embroidery, Visible Mending
Visible Mending | | Sashiko, Sewing
Quilting | quilts | Sewing, Fabric, Patchwork
Patchwork | | Quilting
Fabric | fabrics, textiles | Sewing, Quilting
Textiles | | Fabric, Weaving
Sewing Machines | | Sewing
Dressmaking | | Sewing, Sewing Patterns
Sewing Patterns | patterns | Dressmaking
Upcycling | | Sewing, Furniture Flipping
Furniture Flipping | furniture restoration | Upcycling, Woodworking
Wheel Throwing | wheel | Pottery
Hand Building | | Pottery
Glazes | glazing | Pottery
Kilns | kiln | Pottery
Polymer Clay | | Pottery, Jewelry Making
Beads | | Jewelry Making
Wire Wrapping | | Jewelry Making
Silversmithing | metalsmithing | Jewelry Making
Resin Art | epoxy resin, resin | Jewelry Making
Wood Carving | whittling | Woodworking
Wood Turning | | Woodworking
Furniture Making | | Woodworking
Hand Tools | | Woodworking
Pyrography | wood burning | Woodworking
Leathercraft | leatherwork, leather working | Leather Goods
Leather Goods | | Leathercraft
Candle Making | candles | Soap Making
Soap Making | | Candle Making
Glass Art | stained glass, glassblowing | Mosaic
Mosaic | | Glass Art
Sculpture | sculpting | Pottery
Printmaking | linocut, screen printing | Block Printing
Block Printing | | Printmaking
Street Art | graffiti | Murals, Spray Paint
Murals | | Street Art
Spray Paint | | Street Art
Photography | | Film Photography
Film Photography | | Photography
Collage | | Paper Crafts
Miniatures | | Model Painting
Model Painting | warhammer, mini painting | Miniatures
Cosplay | costume making | Sewing, Props
Props | prop making | Cosplay
Flower Pressing | pressed flowers | Botanical Art
Botanical Art | | Flower Pressing, Watercolor
Art Prints | prints | Illustration
Fine Art | | Painting, Art Prints
`;
