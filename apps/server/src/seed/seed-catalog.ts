import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '#server/lib/password.js';
import type { Db } from '#server/db/client.js';
import {
  bannerArtSvg,
  bannerSvg,
  coverSvg,
  iconSvg,
  logoSvg,
  productImageSvg,
  renderImages,
  type ImageJob,
  type Motif,
} from './demo-images.js';
import { platformTexts, translationsOf } from './platform-texts.js';
import { chance, int, mulberry32, pick, sample, type Rng } from './random.js';
import {
  categories,
  goods,
  goodsSkus,
  banners,
  stores,
  users,
  warehouseGoods,
  warehouseSkus,
  type StoreSectionConfig,
} from '#server/db/schema/index.js';

/**
 * The demo catalog: seven stores (one frozen by staff after its history, in seed.ts) with about 300 products, their specifications and
 * pictures, a category tree and the marketplace banners (traffic packages: seed-traffic.ts). Deterministic (a seeded
 * generator), so every machine gets the same store; runs only when no store exists yet.
 */

export const DEMO_SELLER_PASSWORD = 'Demo12345';
const PRODUCTS_PER_STORE = 50;
const DAY = 24 * 60 * 60 * 1000;

/** Shop-style prices: 4.49, 19.99, 129.99 (cents). */
function shopPrice(cents: number): number {
  if (cents < 1000) return Math.max(199, Math.round(cents / 50) * 50 - 1);
  return Math.round(cents / 100) * 100 - 1;
}

// ---------- the catalog's vocabulary ----------

/** Specification axes: `a` changes the price (by `af`), `b` (colour, shade) does not. */
interface SkuScheme {
  a: string[];
  af?: number[];
  b?: string[];
}

interface Noun {
  n: string;
  price?: [number, number];
  skus?: SkuScheme;
  motif?: Motif;
}

interface ChildCategory {
  name: string;
  slug: string;
  motif: Motif;
  nouns: (string | Noun)[];
  adjs: string[];
  price: [number, number];
  skus: SkuScheme;
  feats: string[];
  materials: string[];
}

interface TopCategory {
  name: string;
  slug: string;
  hue: number;
  motif: Motif;
  intros: string[];
  features: string[];
  box: string[];
  care: string[];
  children: ChildCategory[];
}

const APPAREL = ['XS', 'S', 'M', 'L', 'XL'];
const MEN_APPAREL = ['S', 'M', 'L', 'XL', 'XXL'];
const WOMEN_COLOURS = ['Black', 'Ivory', 'Sage Green', 'Dusty Rose', 'Navy', 'Terracotta', 'Lilac', 'Mocha'];
const MEN_COLOURS = ['Black', 'White', 'Navy', 'Olive', 'Charcoal', 'Sand', 'Burgundy', 'Sky Blue'];
const TECH_COLOURS = ['Midnight Black', 'Silver', 'Ocean Blue', 'Starlight', 'Forest Green'];
const HOME_COLOURS = ['Oat', 'Charcoal', 'Sage', 'Terracotta', 'Cloud White', 'Dusty Blue'];
const BRIGHT = ['Coral', 'Sky Blue', 'Mint', 'Sunny Yellow', 'Lavender', 'Black'];
const PACKS = { a: ['1-Pack', '2-Pack', '4-Pack'], af: [1, 1.8, 3.3] };
const SINGLE = { a: ['Standard'] };

const FASHION_INTROS = [
  'Meet the {noun} you will reach for every week. {title} is cut for an easy, flattering fit and finished with details that look far pricier than they are.',
  'Designed in-house at {store}, this {noun} pairs effortless style with all-day comfort. Dress it up for the evening or keep it casual for the weekend.',
  '{title}: a wardrobe staple reworked for this season. Soft to the touch, true to size and easy to care for.',
  'A customer favourite at {store}. This {noun} layers beautifully, travels well and keeps its shape wash after wash.',
];
const FASHION = {
  features: [
    'True to size; size down for a closer fit',
    'Pre-washed to minimise shrinking',
    'Reinforced seams for everyday wear',
    'Breathable fabric for all-day comfort',
    'Colour-fast dye that stays vivid',
  ],
  box: ['care card'],
  care: [
    'Care: machine wash cold with similar colours, hang to dry, warm iron if needed.',
    'Care: hand wash or gentle cycle at 30 °C; do not tumble dry; reshape while damp.',
    'Model is 175 cm and wears size S. Colours may vary slightly between screens.',
  ],
};

const CATALOG: TopCategory[] = [
  {
    name: "Women's Fashion",
    slug: 'women',
    hue: 340,
    motif: 'dress',
    intros: FASHION_INTROS,
    ...FASHION,
    children: [
      {
        name: 'Dresses',
        slug: 'dresses',
        motif: 'dress',
        nouns: [
          'Midi Dress',
          'Maxi Dress',
          'Wrap Dress',
          'Shirt Dress',
          'Slip Dress',
          'Sundress',
          'Knit Dress',
        ],
        adjs: [
          'Floral',
          'Satin',
          'Linen',
          'Ribbed',
          'Pleated',
          'Tiered',
          'Smocked',
          'Puff-Sleeve',
          'Square-Neck',
        ],
        price: [1999, 5999],
        skus: { a: APPAREL, b: WOMEN_COLOURS },
        feats: [
          'Adjustable tie waist',
          'Hidden side pockets',
          'Fully lined skirt',
          'Flowy A-line silhouette',
        ],
        materials: [
          '100% viscose',
          '55% linen, 45% cotton',
          'Satin-finish polyester',
          'Stretch cotton jersey',
        ],
      },
      {
        name: 'Tops & Blouses',
        slug: 'tops',
        motif: 'shirt',
        nouns: ['Blouse', 'Crop Top', 'Tank Top', 'Cardigan', 'Knit Sweater', 'Tee', 'Camisole'],
        adjs: ['Oversized', 'Ruffled', 'Chiffon', 'Cotton', 'Cropped', 'Lace-Trim', 'V-Neck', 'Cable-Knit'],
        price: [999, 3999],
        skus: { a: APPAREL, b: WOMEN_COLOURS },
        feats: [
          'Relaxed drop-shoulder fit',
          'Mother-of-pearl buttons',
          'Soft brushed finish',
          'Tuck-in friendly length',
        ],
        materials: [
          '100% organic cotton',
          'Lightweight chiffon',
          'Cotton-modal blend',
          'Soft acrylic-wool knit',
        ],
      },
      {
        name: 'Jeans & Trousers',
        slug: 'women-bottoms',
        motif: 'pants',
        nouns: ['Wide-Leg Jeans', 'Straight Jeans', 'Trousers', 'Cargo Pants', 'Leggings', 'Culottes'],
        adjs: ['High-Waist', 'Stretch', 'Pleated', 'Tailored', 'Relaxed', 'Vintage Wash'],
        price: [1999, 4999],
        skus: { a: APPAREL, b: ['Light Wash', 'Mid Blue', 'Black', 'Ecru', 'Olive'] },
        feats: [
          'Five-pocket styling',
          'Flattering high rise',
          'Comfort stretch waistband',
          'Full-length inseam',
        ],
        materials: [
          '98% cotton, 2% elastane denim',
          'Crepe suiting fabric',
          'Cotton twill',
          'Recycled polyester blend',
        ],
      },
      {
        name: "Women's Shoes",
        slug: 'women-shoes',
        motif: 'shoe',
        nouns: ['Sneakers', 'Loafers', 'Ankle Boots', 'Ballet Flats', 'Platform Sandals', 'Mules'],
        adjs: ['Chunky', 'Leather', 'Canvas', 'Suede', 'Slip-On', 'Lightweight'],
        price: [2499, 7999],
        skus: {
          a: ['EU 36', 'EU 37', 'EU 38', 'EU 39', 'EU 40', 'EU 41'],
          b: ['White', 'Black', 'Tan', 'Blush'],
        },
        feats: [
          'Cushioned memory-foam insole',
          'Non-slip rubber sole',
          'Padded heel collar',
          'Flexible outsole',
        ],
        materials: [
          'Genuine leather upper',
          'Vegan leather upper',
          'Cotton canvas upper',
          'Suede upper with rubber sole',
        ],
      },
    ],
  },
  {
    name: "Men's Fashion",
    slug: 'men',
    hue: 215,
    motif: 'shirt',
    intros: FASHION_INTROS,
    ...FASHION,
    children: [
      {
        name: 'T-Shirts & Polos',
        slug: 'tees',
        motif: 'shirt',
        nouns: ['Crew-Neck Tee', 'Polo Shirt', 'Henley', 'Graphic Tee', 'Pocket Tee', 'Long-Sleeve Tee'],
        adjs: ['Heavyweight', 'Organic Cotton', 'Pique', 'Slim-Fit', 'Oversized', 'Washed'],
        price: [899, 2999],
        skus: { a: MEN_APPAREL, b: MEN_COLOURS },
        feats: [
          'Ribbed collar that keeps its shape',
          'Side-seam construction',
          'Tag-free neck label',
          'Boxy modern fit',
        ],
        materials: [
          '100% combed cotton, 220 gsm',
          'Organic cotton jersey',
          'Cotton pique',
          'Cotton-polyester blend',
        ],
      },
      {
        name: 'Shirts',
        slug: 'shirts',
        motif: 'shirt',
        nouns: ['Oxford Shirt', 'Linen Shirt', 'Flannel Shirt', 'Denim Shirt', 'Overshirt', 'Dress Shirt'],
        adjs: ['Slim-Fit', 'Button-Down', 'Brushed', 'Relaxed', 'Non-Iron', 'Short-Sleeve'],
        price: [1999, 4999],
        skus: { a: MEN_APPAREL, b: MEN_COLOURS },
        feats: [
          'Curved hem to wear tucked or untucked',
          'Chest pocket',
          'Spare button inside',
          'Breathable weave',
        ],
        materials: [
          '100% cotton Oxford cloth',
          'Pure European linen',
          'Brushed cotton flannel',
          'Washed denim',
        ],
      },
      {
        name: 'Hoodies & Jackets',
        slug: 'outerwear',
        motif: 'hoodie',
        nouns: [
          'Hoodie',
          'Zip Hoodie',
          'Bomber Jacket',
          'Puffer Jacket',
          'Windbreaker',
          'Fleece Jacket',
          'Sweatshirt',
        ],
        adjs: ['Fleece-Lined', 'Water-Resistant', 'Lightweight', 'Quilted', 'Heavyweight', 'Packable'],
        price: [2999, 8999],
        skus: { a: MEN_APPAREL, b: MEN_COLOURS },
        feats: [
          'Zip-secure hand pockets',
          'Adjustable drawcord hood',
          'Ribbed cuffs and hem',
          'Packs into its own pocket',
        ],
        materials: [
          'Brushed-back cotton fleece',
          'Recycled nylon shell',
          'Polyester with water-repellent finish',
        ],
      },
      {
        name: 'Trousers & Jeans',
        slug: 'men-bottoms',
        motif: 'pants',
        nouns: ['Chinos', 'Slim Jeans', 'Joggers', 'Cargo Trousers', 'Shorts'],
        adjs: ['Stretch', 'Tapered', 'Relaxed-Fit', 'Ripstop', 'Twill', 'Drawstring'],
        price: [1999, 5499],
        skus: { a: ['W28', 'W30', 'W32', 'W34', 'W36'], b: ['Khaki', 'Navy', 'Black', 'Olive', 'Indigo'] },
        feats: ['Hidden coin pocket', 'Gusseted crotch for movement', 'YKK zip fly', 'Deep back pockets'],
        materials: ['Cotton twill with 2% stretch', 'Selvedge denim', 'Ripstop cotton', 'French terry'],
      },
      {
        name: 'Sneakers',
        slug: 'men-shoes',
        motif: 'shoe',
        nouns: ['Running Shoes', 'Court Sneakers', 'Trail Runners', 'High-Top Sneakers', 'Slip-On Trainers'],
        adjs: ['Breathable', 'Cushioned', 'Leather', 'Knit', 'Retro', 'All-Weather'],
        price: [3499, 11999],
        skus: {
          a: ['EU 40', 'EU 41', 'EU 42', 'EU 43', 'EU 44', 'EU 45'],
          b: ['White', 'Black', 'Grey', 'Navy'],
        },
        feats: [
          'Responsive foam midsole',
          'Grippy rubber outsole',
          'Removable insole',
          'Reflective heel tab',
        ],
        materials: ['Engineered knit upper', 'Full-grain leather upper', 'Mesh upper with suede overlays'],
      },
    ],
  },
  {
    name: 'Electronics',
    slug: 'electronics',
    hue: 200,
    motif: 'phone',
    intros: [
      '{title} brings premium performance without the premium price. Set-up takes minutes and it works with the devices you already own.',
      'Upgrade your everyday tech with this {noun}. Tested by the {store} team and backed by a 12-month warranty.',
      'Smart, fast and built to last: the {noun} that our customers keep recommending to friends.',
      'Whether you work, game or stream, this {noun} keeps up. Clean design, solid build and set-up in minutes.',
    ],
    features: [
      '12-month manufacturer warranty',
      'Compatible with iOS and Android',
      'USB-C charging',
      'Certified safe: CE, FCC and RoHS',
      'Energy-efficient standby mode',
    ],
    box: ['USB-C cable', 'quick-start guide', 'warranty card'],
    care: [
      'Read the safety leaflet before first use and keep away from water unless the product is rated waterproof.',
      'Ships in retail packaging with a sealed anti-static bag.',
      'Need help setting it up? Message the store and we will answer within a few hours.',
    ],
    children: [
      {
        name: 'Phones & Accessories',
        slug: 'phones',
        motif: 'phone',
        nouns: [
          {
            n: '5G Smartphone',
            price: [17999, 49999],
            skus: { a: ['128 GB', '256 GB', '512 GB'], af: [1, 1.15, 1.4], b: TECH_COLOURS },
          },
          { n: 'Power Bank 20000mAh', price: [1999, 4999], skus: { a: ['Standard'], b: TECH_COLOURS } },
          {
            n: 'USB-C Fast Charger',
            price: [999, 2999],
            skus: { a: ['20 W', '35 W', '65 W'], af: [1, 1.3, 1.8] },
          },
          {
            n: 'Phone Case',
            price: [599, 1999],
            skus: { a: ['iPhone 15', 'iPhone 15 Pro', 'Galaxy S24'], b: TECH_COLOURS },
          },
          { n: 'Magnetic Car Mount', price: [999, 2499] },
          { n: 'Wireless Charging Pad', price: [1299, 3499] },
        ],
        adjs: ['Slim', 'Shockproof', 'Ultra-Fast', 'Magnetic', 'Compact', 'Pro'],
        price: [999, 4999],
        skus: { a: ['Standard'], b: TECH_COLOURS },
        feats: [
          'Overheat and overcharge protection',
          'Slim pocket-friendly design',
          'LED status indicator',
          'Drop-tested to 2 m',
        ],
        materials: ['Aluminium alloy frame', 'Shock-absorbing TPU', 'Tempered glass and polycarbonate'],
      },
      {
        name: 'Audio',
        slug: 'audio',
        motif: 'headphones',
        nouns: [
          { n: 'Earbuds', price: [1999, 12999] },
          { n: 'Over-Ear Headphones', price: [3999, 24999] },
          { n: 'Bluetooth Speaker', price: [2499, 14999], motif: 'speaker' },
          { n: 'Soundbar', price: [7999, 29999], motif: 'speaker', skus: SINGLE },
          { n: 'Neckband Earphones', price: [1499, 4999] },
        ],
        adjs: [
          'Wireless Noise-Cancelling',
          'Bluetooth 5.3',
          'Waterproof',
          'Hi-Res',
          'Open-Ear',
          'Bass-Boost',
        ],
        price: [1999, 14999],
        skus: { a: ['Standard'], b: TECH_COLOURS },
        feats: [
          'Up to 30 hours of playback',
          'Active noise cancellation',
          'Dual microphones for clear calls',
          'IPX5 sweat resistance',
        ],
        materials: ['Matte soft-touch shell', 'Memory-foam ear cushions', 'Aluminium grille'],
      },
      {
        name: 'Smart Home',
        slug: 'smart-home',
        motif: 'speaker',
        nouns: [
          { n: 'Smart Plug', price: [999, 2499], skus: PACKS },
          { n: 'Smart LED Bulb', price: [799, 1999], skus: PACKS },
          { n: 'Video Doorbell', price: [4999, 14999] },
          { n: 'Security Camera', price: [2999, 9999], skus: { a: ['1-Pack', '2-Pack'], af: [1, 1.8] } },
          { n: 'Smart Speaker', price: [2999, 9999] },
          { n: 'Robot Vacuum', price: [14999, 39999], skus: SINGLE, motif: 'box' },
        ],
        adjs: ['Wi-Fi', 'Voice-Controlled', '2K', 'Energy-Saving', 'App-Controlled', 'Matter-Ready'],
        price: [1499, 24999],
        skus: { a: ['Standard'], b: ['White', 'Black'] },
        feats: [
          'Works with Alexa and Google Home',
          'Schedules and scenes in the app',
          'No hub required',
          'Two-way audio',
        ],
        materials: ['Flame-retardant PC housing', 'Brushed aluminium trim'],
      },
      {
        name: 'Computer Accessories',
        slug: 'computer',
        motif: 'laptop',
        nouns: [
          'Mechanical Keyboard',
          'Wireless Mouse',
          { n: 'USB-C Hub', skus: { a: ['5-in-1', '7-in-1', '10-in-1'], af: [1, 1.35, 1.8] } },
          'Laptop Stand',
          { n: '1080p Webcam', skus: SINGLE },
          'Monitor Light Bar',
          {
            n: 'Desk Mat',
            price: [999, 2499],
            skus: { a: ['80 × 30 cm', '90 × 40 cm'], af: [1, 1.25], b: HOME_COLOURS },
          },
        ],
        adjs: ['Ergonomic', 'Wireless', 'Aluminium', 'Compact', 'Low-Profile', 'Pro'],
        price: [1499, 8999],
        skus: { a: ['Standard'], b: ['Space Grey', 'Silver', 'Black', 'White'] },
        feats: [
          'Plug and play on Windows and macOS',
          'Rechargeable battery lasts weeks',
          'Adjustable height and angle',
          'Quiet operation',
        ],
        materials: ['CNC aluminium body', 'ABS with soft-touch coating', 'PBT keycaps'],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    slug: 'home',
    hue: 28,
    motif: 'mug',
    intros: [
      'Make your home feel more like you. {title} combines thoughtful design with materials that are made to be used every day.',
      'Small upgrades make a big difference. This {noun} from {store} is easy to clean, easy to love and built to last.',
      'Our best-selling {noun}, now in new colours. Practical, good-looking and priced for real life.',
      'Designed for busy households: the {noun} that saves time and looks good doing it.',
    ],
    features: [
      'Easy to clean',
      'BPA-free and food-safe where it touches food',
      'Gift-ready packaging',
      'Backed by a 1-year guarantee',
    ],
    box: ['care instructions'],
    care: [
      'Care: wipe clean with a damp cloth; avoid abrasive sponges.',
      'Dishwasher safe on the top rack unless stated otherwise.',
      'Carefully packed to arrive in perfect condition; damaged items are replaced free of charge.',
    ],
    children: [
      {
        name: 'Kitchen & Dining',
        slug: 'kitchen',
        motif: 'mug',
        nouns: [
          'Coffee Mug Set',
          'Glass Tumbler Set',
          'Dinnerware Set',
          'Pour-Over Coffee Maker',
          'Cutting Board',
          'Water Bottle',
          'Knife Set',
        ],
        adjs: ['Ceramic', 'Stoneware', 'Double-Wall', 'Handmade', 'Stainless Steel', 'Minimalist'],
        price: [999, 5999],
        skus: { a: ['Standard'], b: HOME_COLOURS },
        feats: [
          'Microwave safe',
          'Stackable for compact storage',
          'Keeps drinks hot for 12 hours',
          'Comfortable ergonomic handle',
        ],
        materials: ['Glazed stoneware', 'Borosilicate glass', '18/8 stainless steel', 'Sustainable bamboo'],
      },
      {
        name: 'Cookware',
        slug: 'cookware',
        motif: 'pan',
        nouns: [
          'Frying Pan',
          'Saucepan',
          'Dutch Oven',
          'Wok',
          'Grill Pan',
          { n: 'Cookware Set', skus: { a: ['5-Piece', '8-Piece', '12-Piece'], af: [1, 1.5, 2.1] } },
        ],
        adjs: ['Non-Stick', 'Cast Iron', 'Tri-Ply', 'Ceramic-Coated', 'Induction-Ready', 'Enamelled'],
        price: [1999, 8999],
        skus: { a: ['20 cm', '24 cm', '28 cm'], af: [1, 1.2, 1.4] },
        feats: [
          'Works on gas, electric and induction',
          'Oven safe to 230 °C',
          'PFOA-free coating',
          'Stay-cool riveted handle',
        ],
        materials: [
          'Pre-seasoned cast iron',
          'Tri-ply stainless steel',
          'Forged aluminium with ceramic coating',
        ],
      },
      {
        name: 'Home Decor',
        slug: 'decor',
        motif: 'plant',
        nouns: [
          'Artificial Plant',
          'Ceramic Vase',
          'Scented Candle',
          'Wall Clock',
          'Photo Frame Set',
          'Table Lamp',
          'Woven Basket',
        ],
        adjs: ['Nordic', 'Boho', 'Modern', 'Rustic', 'Hand-Painted', 'Minimalist'],
        price: [899, 4999],
        skus: { a: ['Small', 'Medium', 'Large'], af: [1, 1.35, 1.7] },
        feats: [
          'Looks great on shelves and side tables',
          'Lifelike texture and colour',
          'Natural soy wax, 40-hour burn',
          'Silent sweep movement',
        ],
        materials: ['Matte ceramic', 'Natural seagrass', 'Recycled glass', 'Solid oak and linen shade'],
      },
      {
        name: 'Bedding & Bath',
        slug: 'bedding',
        motif: 'pillow',
        nouns: [
          'Duvet Cover Set',
          'Bath Towel Set',
          'Memory Foam Pillow',
          'Fitted Sheet',
          'Throw Blanket',
          'Bath Mat',
        ],
        adjs: ['Cotton', 'Waffle-Knit', 'Bamboo', 'Linen', 'Ultra-Soft', 'Quick-Dry'],
        price: [1499, 6999],
        skus: { a: ['Single', 'Double', 'Queen', 'King'], af: [1, 1.15, 1.3, 1.45], b: HOME_COLOURS },
        feats: [
          'Gets softer with every wash',
          'Breathable and temperature-regulating',
          'Hidden button closure',
          'Deep pockets fit mattresses up to 35 cm',
        ],
        materials: [
          '100% long-staple cotton, 300 thread count',
          'Stonewashed French linen',
          'Bamboo lyocell',
          'Turkish cotton terry',
        ],
      },
      {
        name: 'Storage & Organization',
        slug: 'storage',
        motif: 'box',
        nouns: [
          'Storage Box Set',
          'Drawer Organizer',
          'Over-Door Rack',
          'Stackable Bins',
          'Velvet Hangers',
          'Spice Rack',
        ],
        adjs: ['Foldable', 'Stackable', 'Clear', 'Bamboo', 'Fabric', 'Space-Saving'],
        price: [799, 3999],
        skus: PACKS,
        feats: [
          'Folds flat when not in use',
          'Reinforced handles',
          'Clear labels included',
          'No tools needed to assemble',
        ],
        materials: [
          'Sturdy polypropylene',
          'Natural bamboo',
          'Linen-look fabric over cardboard',
          'Powder-coated steel',
        ],
      },
    ],
  },
  {
    name: 'Beauty',
    slug: 'beauty',
    hue: 318,
    motif: 'lipstick',
    intros: [
      'Your new everyday essential. {title} is dermatologist-tested and suitable for all skin types.',
      'Formulated in small batches by {store}, this {noun} delivers visible results in as little as two weeks.',
      'Clean ingredients, beautiful texture, and a finish you will love: meet our {noun}.',
      'Loved by thousands of customers: a {noun} that feels luxurious without the luxury price tag.',
    ],
    features: [
      'Cruelty-free and vegan',
      'Dermatologist-tested',
      'Free from parabens and sulfates',
      'Recyclable packaging',
    ],
    box: ['leaflet with ingredients'],
    care: [
      'Patch test before first use. Store below 25 °C away from direct sunlight.',
      'Use within 12 months of opening (see the symbol on the pack).',
      'Sealed for hygiene: opened beauty products cannot be returned unless faulty.',
    ],
    children: [
      {
        name: 'Skincare',
        slug: 'skincare',
        motif: 'bottle',
        nouns: [
          'Vitamin C Serum',
          'Moisturizer',
          'Foam Cleanser',
          'Sunscreen SPF 50',
          'Eye Cream',
          'Facial Toner',
          { n: 'Sheet Masks', skus: { a: ['5-Pack', '10-Pack'], af: [1, 1.8] } },
        ],
        adjs: ['Hydrating', 'Brightening', 'Fragrance-Free', 'Niacinamide', 'Soothing', 'Overnight'],
        price: [899, 3999],
        skus: { a: ['30 ml', '50 ml', '100 ml'], af: [1, 1.45, 2.3] },
        feats: [
          'Absorbs quickly with no sticky feel',
          'Hyaluronic acid for lasting hydration',
          'Evens tone and boosts glow',
          'Gentle enough for daily use',
        ],
        materials: [
          'Key ingredients: 10% vitamin C, ferulic acid',
          'Key ingredients: hyaluronic acid, ceramides',
          'Key ingredients: niacinamide 5%, zinc',
          'Key ingredients: centella, panthenol',
        ],
      },
      {
        name: 'Makeup',
        slug: 'makeup',
        motif: 'lipstick',
        nouns: [
          'Matte Lipstick',
          'Lip Gloss',
          'Foundation',
          'Mascara',
          { n: 'Eyeshadow Palette', skus: SINGLE },
          'Blush',
          'Concealer',
        ],
        adjs: ['Long-Wear', 'Velvet', 'Waterproof', 'Lightweight', 'Buildable', 'Satin'],
        price: [699, 3499],
        skus: { a: ['Standard'], b: ['Rose Nude', 'Ruby Red', 'Coral Crush', 'Mauve', 'Berry', 'Peach'] },
        feats: [
          'Up to 16 hours of wear',
          'Transfer-resistant finish',
          'Blends easily with fingers or brush',
          'Comfortable, non-drying formula',
        ],
        materials: [
          'Enriched with shea butter and vitamin E',
          'Talc-free mineral pigments',
          'Jojoba oil and beeswax base',
        ],
      },
      {
        name: 'Hair Care',
        slug: 'hair',
        motif: 'comb',
        nouns: [
          { n: 'Shampoo', motif: 'bottle', skus: { a: ['250 ml', '500 ml'], af: [1, 1.7] } },
          { n: 'Conditioner', motif: 'bottle', skus: { a: ['250 ml', '500 ml'], af: [1, 1.7] } },
          { n: 'Hair Mask', motif: 'bottle' },
          'Detangling Brush',
          {
            n: 'Hair Dryer',
            price: [2999, 9999],
            skus: { a: ['Standard'], b: ['Black', 'Rose Gold', 'White'] },
          },
          'Scrunchie Set',
          { n: 'Curling Wand', price: [2499, 6999] },
        ],
        adjs: ['Sulfate-Free', 'Keratin', 'Ionic', 'Nourishing', 'Anti-Frizz', 'Volumizing'],
        price: [899, 3999],
        skus: { a: ['Standard'], b: ['Black', 'Rose Gold', 'Pearl White'] },
        feats: [
          'Smooths frizz and adds shine',
          'Safe for colour-treated hair',
          'Gentle on the scalp',
          'Heats up in 30 seconds',
        ],
        materials: [
          'With argan oil and keratin',
          'Boar-bristle and nylon pins',
          'Ceramic-tourmaline barrel',
          'Mulberry silk',
        ],
      },
      {
        name: 'Fragrance',
        slug: 'fragrance',
        motif: 'perfume',
        nouns: [
          'Eau de Parfum',
          'Body Mist',
          'Perfume Oil',
          { n: 'Reed Diffuser', skus: { a: ['100 ml', '200 ml'], af: [1, 1.6] } },
        ],
        adjs: ['Vanilla Musk', 'Citrus Bloom', 'Amber Wood', 'Rose Oud', 'Fresh Linen', 'Sea Salt'],
        price: [1299, 6999],
        skus: { a: ['10 ml', '30 ml', '50 ml', '100 ml'], af: [1, 1.8, 2.5, 3.6] },
        feats: [
          'Long-lasting: 6 to 8 hours on skin',
          'Top notes of bergamot and pink pepper',
          'Warm heart of jasmine and amber',
          'Travel-size atomiser friendly',
        ],
        materials: [
          'Eau de parfum concentration (15–18%)',
          'Blended in Grasse, France',
          'Alcohol-free oil base',
        ],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    slug: 'sports',
    hue: 150,
    motif: 'ball',
    intros: [
      'Train harder, go further. {title} is built for athletes and weekend adventurers alike.',
      'Gear that keeps up with you. This {noun} from {store} is tested outdoors in all conditions.',
      'Lightweight, tough and ready for anything: the {noun} our community swears by.',
      'From the first session to your personal best, this {noun} helps you enjoy every minute outside.',
    ],
    features: [
      'Built to withstand heavy use',
      'Sweat- and weather-resistant',
      'Lightweight and easy to carry',
      '30-day no-questions-asked returns',
    ],
    box: ['carry bag', 'user guide'],
    care: [
      'Wipe down after use and store in a cool, dry place.',
      'Check for wear before each use; replacement parts are available from the store.',
      'Ships in recyclable packaging.',
    ],
    children: [
      {
        name: 'Fitness Equipment',
        slug: 'fitness',
        motif: 'dumbbell',
        nouns: [
          {
            n: 'Dumbbell Pair',
            skus: { a: ['2 kg', '4 kg', '6 kg', '8 kg', '10 kg'], af: [1, 1.3, 1.6, 1.9, 2.2] },
          },
          { n: 'Kettlebell', skus: { a: ['8 kg', '12 kg', '16 kg'], af: [1, 1.4, 1.8] } },
          {
            n: 'Resistance Band Set',
            price: [999, 2999],
            skus: { a: ['Light', 'Medium', 'Heavy'], af: [1, 1.1, 1.2] },
          },
          { n: 'Jump Rope', price: [599, 1999], skus: { a: ['Standard'], b: BRIGHT } },
          'Ab Roller',
          'Pull-Up Bar',
        ],
        adjs: ['Rubber-Coated', 'Home Gym', 'Heavy-Duty', 'Non-Slip', 'Adjustable', 'Pro'],
        price: [1499, 7999],
        skus: SINGLE,
        feats: [
          'Knurled grip that will not slip',
          'Floor-friendly coating',
          'Compact for small spaces',
          'Includes a printable workout plan',
        ],
        materials: ['Solid cast iron with rubber coating', 'Natural latex', 'Steel with foam grips'],
      },
      {
        name: 'Yoga & Pilates',
        slug: 'yoga',
        motif: 'mat',
        nouns: [
          'Yoga Mat',
          'Yoga Block Set',
          'Pilates Ring',
          'Stretching Strap',
          'Foam Roller',
          'Yoga Wheel',
        ],
        adjs: ['Eco', 'Extra-Thick', 'Non-Slip', 'Cork', 'TPE', 'Lightweight'],
        price: [999, 4999],
        skus: { a: ['Standard'], b: ['Sage', 'Lavender', 'Ocean Blue', 'Charcoal', 'Blush'] },
        feats: [
          'Grippy on both sides',
          'Alignment lines for perfect posture',
          'Cushions knees and wrists',
          'Comes with a carry strap',
        ],
        materials: ['Natural tree rubber', 'Eco-friendly TPE', 'Sustainable cork', 'High-density EVA foam'],
      },
      {
        name: 'Camping & Hiking',
        slug: 'camping',
        motif: 'tent',
        nouns: [
          { n: 'Dome Tent', price: [4999, 19999], skus: { a: ['2-Person', '4-Person'], af: [1, 1.5] } },
          { n: 'Sleeping Bag', price: [2999, 9999] },
          { n: 'Hiking Backpack 40L', motif: 'bag' },
          { n: 'Camping Lantern', price: [1499, 3999] },
          'Trekking Poles',
          'Camping Chair',
          { n: 'Insulated Flask', price: [1499, 3499], motif: 'bottle' },
        ],
        adjs: ['Ultralight', 'Waterproof', '4-Season', 'Compact', 'Rechargeable', 'Foldable'],
        price: [1999, 8999],
        skus: { a: ['Standard'], b: ['Forest Green', 'Desert Tan', 'Slate Grey', 'Orange'] },
        feats: [
          'Sets up in under 5 minutes',
          'Taped seams keep rain out',
          'Packs down small',
          'Reflective guy lines',
        ],
        materials: [
          'Ripstop nylon, 3000 mm waterproof rating',
          'Aircraft-grade aluminium poles',
          '600D polyester with PU coating',
        ],
      },
      {
        name: 'Ball Sports',
        slug: 'ball-sports',
        motif: 'ball',
        nouns: [
          { n: 'Basketball', skus: { a: ['Size 5', 'Size 6', 'Size 7'] } },
          { n: 'Football', skus: { a: ['Size 3', 'Size 4', 'Size 5'] } },
          'Volleyball',
          { n: 'Tennis Balls', skus: { a: ['3-Pack', '12-Pack'], af: [1, 3.2] } },
          'Badminton Set',
          'Table Tennis Set',
        ],
        adjs: ['Indoor-Outdoor', 'Official Size', 'Training', 'Match', 'Beginner', 'Pro'],
        price: [999, 4999],
        skus: SINGLE,
        feats: [
          'Consistent bounce and true flight',
          'Deep channels for better grip',
          'Durable composite cover',
          'Arrives inflated and ready to play',
        ],
        materials: ['Composite leather cover', 'Butyl bladder', 'Carbon-fibre shafts'],
      },
    ],
  },
  {
    name: 'Toys & Kids',
    slug: 'kids',
    hue: 45,
    motif: 'blocks',
    intros: [
      'Hours of screen-free fun. {title} encourages creativity, problem-solving and imaginative play.',
      'Picked by the {store} team (and our own kids), this {noun} is safe, sturdy and endlessly fun.',
      'A gift they will actually play with: our bestselling {noun} is back in stock.',
      'Designed for little hands and big imaginations. This {noun} grows with your child.',
    ],
    features: [
      'Non-toxic, child-safe materials',
      'Meets EN71 and ASTM toy safety standards',
      'Rounded edges, no small sharp parts',
      'Gift-boxed',
    ],
    box: ['illustrated instructions'],
    care: [
      'Warning: not suitable for children under 3 years due to small parts unless stated otherwise.',
      'Surface clean with a damp cloth; plush toys are machine washable at 30 °C in a laundry bag.',
      'Adult supervision recommended for science kits.',
    ],
    children: [
      {
        name: 'Building & Blocks',
        slug: 'building',
        motif: 'blocks',
        nouns: ['Building Block Set', 'Magnetic Tiles', 'Wooden Blocks', 'Marble Run', 'Train Track Set'],
        adjs: ['Creative', 'Classic', 'Rainbow', 'STEM', 'Deluxe', 'Starter'],
        price: [1499, 5999],
        skus: { a: ['60 pcs', '120 pcs', '240 pcs'], af: [1, 1.6, 2.6] },
        feats: [
          'Compatible with major brick brands',
          'Strong magnets safely sealed in',
          'Storage box doubles as a play tray',
          'Idea booklet with 30 builds',
        ],
        materials: ['Food-grade ABS plastic', 'Sustainable beech wood with water-based paint'],
      },
      {
        name: 'Plush & Dolls',
        slug: 'plush',
        motif: 'bear',
        nouns: ['Teddy Bear', 'Plush Bunny', 'Rag Doll', 'Dinosaur Plush', 'Unicorn Plush', 'Sloth Plush'],
        adjs: ['Super-Soft', 'Cuddly', 'Giant', 'Mini', 'Huggable', 'Classic'],
        price: [999, 3999],
        skus: { a: ['25 cm', '40 cm', '60 cm'], af: [1, 1.5, 2.2] },
        feats: [
          'Embroidered eyes, safe from birth',
          'Extra-soft minky fabric',
          'Machine washable',
          'Perfect bedtime companion',
        ],
        materials: ['Polyester plush with hypoallergenic filling', 'Organic cotton'],
      },
      {
        name: 'Learning & STEM',
        slug: 'stem',
        motif: 'rocket',
        nouns: [
          'Science Kit',
          'Coding Robot',
          'Telescope',
          'Magnetic Puzzle',
          'Drawing Tablet',
          'Illuminated Globe',
          'Microscope',
        ],
        adjs: ['Kids', 'Educational', 'Interactive', 'Junior', 'Explorer', 'Smart'],
        price: [1499, 7999],
        skus: SINGLE,
        feats: [
          '20+ guided experiments',
          'Teaches early coding logic',
          'Battery-powered, no app needed',
          'Parent guide included',
        ],
        materials: ['Durable ABS housing', 'Optical glass lenses', 'Recycled cardboard and wood'],
      },
      {
        name: "Kids' Clothing",
        slug: 'kids-clothing',
        motif: 'shirt',
        nouns: [
          'Tee',
          'Pyjama Set',
          { n: 'Hoodie', motif: 'hoodie' },
          { n: 'Dungarees', motif: 'pants' },
          { n: 'Rain Jacket', motif: 'hoodie' },
          { n: 'Summer Dress', motif: 'dress' },
        ],
        adjs: ['Organic Cotton', 'Dino Print', 'Striped', 'Cozy', 'Fleece', 'Rainbow'],
        price: [799, 2999],
        skus: { a: ['2-3Y', '4-5Y', '6-7Y', '8-9Y'], b: BRIGHT },
        feats: [
          'Soft, tag-free comfort',
          'Easy snaps and roomy neckline',
          'Room to grow',
          'Bright prints that last',
        ],
        materials: ['100% organic cotton', 'Cotton-rich jersey', 'Recycled polyester, PU-coated'],
      },
    ],
  },
  {
    name: 'Accessories',
    slug: 'accessories',
    hue: 265,
    motif: 'watch',
    intros: [
      'The finishing touch every outfit needs. {title} is made to be worn every day and noticed every time.',
      'Curated by {store}: a timeless {noun} with modern details, built to last for years.',
      'Small accessory, big impact. This {noun} makes a thoughtful gift, too.',
      'Our bestselling {noun}: a classic shape, premium finish and an everyday price.',
    ],
    features: [
      'Arrives in a gift box',
      'Nickel-free and hypoallergenic where worn on skin',
      'Free resizing or exchange within 30 days',
    ],
    box: ['dust bag', 'gift box'],
    care: [
      'Store in the pouch provided and avoid contact with perfume and water.',
      'Each piece is inspected by hand before it ships.',
      'Wipe with a soft dry cloth to keep the shine.',
    ],
    children: [
      {
        name: 'Watches',
        slug: 'watches',
        motif: 'watch',
        nouns: [
          { n: 'Smartwatch', price: [4999, 24999] },
          { n: 'Fitness Tracker', price: [2499, 7999] },
          'Analog Watch',
          'Chronograph Watch',
          { n: 'Kids Smartwatch', price: [2999, 6999] },
        ],
        adjs: ['Minimalist', 'AMOLED', 'Waterproof', 'Leather-Strap', 'Steel', 'GPS'],
        price: [2999, 14999],
        skus: { a: ['Standard'], b: ['Black', 'Silver', 'Rose Gold', 'Navy'] },
        feats: [
          'Heart-rate and sleep tracking',
          'Up to 10 days of battery',
          'Sapphire-coated glass',
          '5 ATM water resistance',
        ],
        materials: [
          '316L stainless steel case',
          'Italian leather strap',
          'Aluminium case with silicone band',
        ],
      },
      {
        name: 'Bags & Wallets',
        slug: 'bags',
        motif: 'bag',
        nouns: [
          'Tote Bag',
          'Crossbody Bag',
          'Backpack',
          'Card Holder',
          'Weekender Bag',
          'Belt Bag',
          'Wallet',
        ],
        adjs: ['Vegan Leather', 'Canvas', 'Quilted', 'Water-Resistant', 'Mini', 'Everyday'],
        price: [1499, 7999],
        skus: { a: ['Standard'], b: ['Black', 'Tan', 'Cream', 'Olive', 'Burgundy'] },
        feats: [
          'Padded 14-inch laptop sleeve',
          'RFID-blocking card slots',
          'Adjustable, detachable strap',
          'Magnetic snap closure',
        ],
        materials: [
          'Pebbled vegan leather',
          'Heavyweight cotton canvas',
          'Full-grain leather',
          'Recycled nylon',
        ],
      },
      {
        name: 'Sunglasses',
        slug: 'sunglasses',
        motif: 'glasses',
        nouns: [
          'Sunglasses',
          'Aviator Sunglasses',
          'Cat-Eye Sunglasses',
          'Blue-Light Glasses',
          'Sports Sunglasses',
        ],
        adjs: ['Polarized', 'Retro', 'Oversized', 'Round', 'Lightweight', 'UV400'],
        price: [999, 4999],
        skus: { a: ['Standard'], b: ['Black', 'Tortoise', 'Gold', 'Clear'] },
        feats: [
          '100% UV400 protection',
          'Scratch-resistant lenses',
          'Spring hinges for a comfortable fit',
          'Includes microfibre pouch',
        ],
        materials: ['Acetate frame', 'Metal frame with TAC polarized lenses', 'TR90 flexible frame'],
      },
      {
        name: 'Jewelry',
        slug: 'jewelry',
        motif: 'ring',
        nouns: [
          'Stacking Ring Set',
          'Pendant Necklace',
          'Hoop Earrings',
          'Charm Bracelet',
          'Stud Earrings',
          'Anklet',
        ],
        adjs: ['Gold-Plated', 'Sterling Silver', 'Pearl', 'Minimalist', 'Dainty', 'Birthstone'],
        price: [999, 5999],
        skus: { a: ['Standard'], b: ['Gold', 'Silver', 'Rose Gold'] },
        feats: [
          'Tarnish-resistant finish',
          'Adjustable chain length',
          'Lightweight for all-day wear',
          'Hand-polished',
        ],
        materials: [
          '925 sterling silver',
          '18k gold vermeil',
          'Freshwater pearls',
          'Surgical stainless steel',
        ],
      },
      {
        name: 'Hats & Scarves',
        slug: 'hats',
        motif: 'cap',
        nouns: ['Baseball Cap', 'Bucket Hat', 'Beanie', 'Wool Scarf', 'Sun Hat', 'Silk Scarf'],
        adjs: ['Washed Cotton', 'Cashmere-Blend', 'Ribbed', 'Wide-Brim', 'Embroidered', 'Packable'],
        price: [799, 3999],
        skus: { a: ['One Size'], b: ['Black', 'Camel', 'Cream', 'Navy', 'Forest'] },
        feats: [
          'Adjustable strap for a custom fit',
          'UPF 50+ sun protection',
          'Soft, itch-free knit',
          'Packs flat for travel',
        ],
        materials: ['Washed cotton twill', 'Merino and cashmere blend', 'Mulberry silk', 'Natural straw'],
      },
    ],
  },
];

interface StoreSpec {
  name: string;
  hue: number;
  tagline: string;
  /** Child category slugs it sells. */
  categories: string[];
  products: number;
  /** `frozen`: staff freeze it after the history, through the real flow (its funds are held). */
  status: 'normal' | 'frozen';
  address: string;
  phone: string;
  /** Dropshipped from the platform warehouse: specifications carry a wholesale cost. */
  dropship: boolean;
  banners: [string, string, string, Motif][];
}

/** Where each demo store's city is on the map (its street is made up; the pin marks the city). */
const STORE_PLACES: Record<string, [latitude: number, longitude: number]> = {
  'Urban Threads': [37.7749, -122.4194],
  'Gadget Harbor': [47.6062, -122.3321],
  'Home Nest': [45.5152, -122.6784],
  'Glow Beauty Lab': [34.0522, -118.2437],
  'Peak Outdoors': [39.7392, -104.9903],
  'Little Sprouts': [30.2672, -97.7431],
  'Closed Corner Shop': [40.7357, -74.1724],
};

export const STORES: StoreSpec[] = [
  {
    name: 'Urban Threads',
    hue: 345,
    tagline: 'Everyday fashion, delivered',
    categories: [
      'dresses',
      'tops',
      'women-bottoms',
      'women-shoes',
      'tees',
      'shirts',
      'outerwear',
      'men-bottoms',
      'bags',
      'hats',
    ],
    products: PRODUCTS_PER_STORE,
    status: 'normal',
    address: '418 Market Street, San Francisco, CA 94105, USA',
    phone: '+1 415 555 0134',
    dropship: true,
    banners: [
      ['New Season Edit', 'Fresh styles for every day of the week', 'Shop the edit', 'dress'],
      ['Denim Days', 'Jeans and jackets for every season', 'Shop denim', 'pants'],
    ],
  },
  {
    name: 'Gadget Harbor',
    hue: 218,
    tagline: 'Smart tech for smarter living',
    categories: ['phones', 'audio', 'smart-home', 'computer', 'watches'],
    products: PRODUCTS_PER_STORE,
    status: 'normal',
    address: '77 Harbor Road, Seattle, WA 98101, USA',
    phone: '+1 206 555 0178',
    dropship: true,
    banners: [
      ['Sound On', 'Earbuds and speakers for every budget', 'Shop audio', 'headphones'],
      ['Smart Home Week', 'Make every room a little smarter', 'Shop now', 'speaker'],
    ],
  },
  {
    name: 'Home Nest',
    hue: 28,
    tagline: 'Cosy, useful things for your home',
    categories: ['kitchen', 'cookware', 'decor', 'bedding', 'storage'],
    products: PRODUCTS_PER_STORE,
    status: 'normal',
    address: '12 Maple Avenue, Portland, OR 97205, USA',
    phone: '+1 503 555 0112',
    dropship: true,
    banners: [
      ['Kitchen Refresh', 'Cookware and tableware you will love', 'Shop kitchen', 'pan'],
      ['Sleep Better', 'Soft bedding for cosy nights', 'Shop bedding', 'pillow'],
    ],
  },
  {
    name: 'Glow Beauty Lab',
    hue: 320,
    tagline: 'Clean skincare, bold colour',
    categories: ['skincare', 'makeup', 'hair', 'fragrance'],
    products: PRODUCTS_PER_STORE,
    status: 'normal',
    address: '305 Sunset Boulevard, Los Angeles, CA 90028, USA',
    phone: '+1 323 555 0190',
    dropship: false,
    banners: [
      ['Glow Up', 'Serums and creams for every skin type', 'Shop skincare', 'bottle'],
      ['Lip Colour Studio', 'Six new shades just dropped', 'Find your shade', 'lipstick'],
    ],
  },
  {
    name: 'Peak Outdoors',
    hue: 140,
    tagline: 'Gear up for your next adventure',
    categories: ['fitness', 'yoga', 'camping', 'ball-sports', 'sunglasses'],
    products: PRODUCTS_PER_STORE,
    status: 'normal',
    address: '9 Summit Trail, Denver, CO 80202, USA',
    phone: '+1 720 555 0156',
    dropship: false,
    banners: [
      ['Into the Wild', 'Tents, packs and lanterns for the trail', 'Shop camping', 'tent'],
      ['Home Workout', 'Everything for your home gym', 'Start training', 'dumbbell'],
    ],
  },
  {
    name: 'Little Sprouts',
    hue: 185,
    tagline: 'Toys and clothes for growing minds',
    categories: ['building', 'plush', 'stem', 'kids-clothing'],
    products: PRODUCTS_PER_STORE,
    status: 'normal',
    address: '56 Elm Street, Austin, TX 78701, USA',
    phone: '+1 512 555 0167',
    dropship: false,
    banners: [
      ['Play & Learn', 'STEM toys that spark curiosity', 'Shop toys', 'rocket'],
      ['Cuddle Season', 'Super-soft plush friends', 'Meet them', 'bear'],
    ],
  },
  {
    name: 'Closed Corner Shop',
    hue: 265,
    tagline: 'Little treasures',
    categories: ['jewelry', 'sunglasses'],
    products: 3,
    status: 'frozen',
    address: '3 Corner Lane, Newark, NJ 07102, USA',
    phone: '+1 973 555 0101',
    dropship: false,
    banners: [],
  },
];

/**
 * The marketplace's home banners: a picture without words and its words in 20 languages
 * (`platform-texts/`, decision 32), drawn by the app. A figure they state must be what the
 * catalogue holds (`seed-claims.test.ts` checks every one).
 */
const MALL_BANNER_ART: { hue: number; motif: Motif }[] = [
  { hue: 8, motif: 'bag' },
  { hue: 195, motif: 'box' },
  { hue: 330, motif: 'dress' },
  { hue: 265, motif: 'headphones' },
];
export const MALL_BANNERS = MALL_BANNER_ART.map((art, i) => ({
  ...art,
  ...platformTexts('en').mallBanners[i]!,
  translations: translationsOf((t) => t.mallBanners[i]!),
}));

// ---------- the plan (pure, deterministic) ----------

interface PlannedSku {
  name: string;
  price: number;
  originalPrice: number;
  wholesaleCost: number;
  stock: number;
}

interface PlannedGoods {
  n: number;
  store: number;
  category: string;
  title: string;
  label: string;
  motif: Motif;
  hue: number;
  images: string[];
  description: string;
  price: number;
  originalPrice: number;
  shippingFee: number;
  maxPerCustomer: number;
  /** How strongly the store features it (its first "Best sellers" pick); not a count of anything. */
  featured: number;
  ageDays: number;
  skus: PlannedSku[];
}

interface ChildInfo {
  child: ChildCategory;
  top: TopCategory;
  hue: number;
}

function childIndex(): Map<string, ChildInfo> {
  const map = new Map<string, ChildInfo>();
  for (const top of CATALOG) {
    top.children.forEach((child, i) => map.set(child.slug, { child, top, hue: top.hue + (i - 1.5) * 14 }));
  }
  return map;
}

function planSkus(
  rng: Rng,
  scheme: SkuScheme,
  base: number,
  discount: number,
  dropship: boolean,
): PlannedSku[] {
  const aCount =
    scheme.a.length === 1 ? 1 : int(rng, Math.min(2, scheme.a.length), Math.min(scheme.a.length, 4));
  const maxB = scheme.b ? Math.max(1, Math.floor(6 / aCount)) : 1;
  const bCount = scheme.b ? int(rng, 1, Math.min(maxB, scheme.b.length, 3)) : 1;
  const start = int(rng, 0, scheme.a.length - aCount);
  const aPicked = scheme.a
    .slice(start, start + aCount)
    .map((name, i) => ({ name, f: scheme.af?.[start + i] ?? 1 }));
  const bPicked = scheme.b ? sample(rng, scheme.b, bCount) : [undefined];
  const out: PlannedSku[] = [];
  for (const b of bPicked) {
    for (const a of aPicked) {
      const price = shopPrice(base * a.f);
      const name = b ? (a.name === 'Standard' || a.name === 'One Size' ? b : `${b} / ${a.name}`) : a.name;
      out.push({
        name,
        price,
        originalPrice: discount > 0 ? shopPrice(price / (1 - discount)) : 0,
        // The warehouse's cost leaves the seller 8-18 % over it: within level 1's margin (20 %).
        wholesaleCost: dropship ? Math.ceil(price / (1.08 + rng() * 0.1)) : 0,
        stock: chance(rng, 0.07) ? 0 : int(rng, 8, 300),
      });
    }
  }
  return out.slice(0, 6);
}

function planDescription(
  rng: Rng,
  info: ChildInfo,
  title: string,
  noun: string,
  store: string,
  skus: PlannedSku[],
) {
  const { child, top } = info;
  const fill = (s: string) =>
    s.replaceAll('{title}', title).replaceAll('{noun}', noun.toLowerCase()).replaceAll('{store}', store);
  const paragraphs = [fill(pick(rng, top.intros))];
  const highlights = [
    ...sample(rng, child.feats, int(rng, 2, 3)),
    ...sample(rng, top.features, int(rng, 1, 2)),
  ];
  paragraphs.push(`Highlights:\n${highlights.map((h) => `- ${h}`).join('\n')}`);
  const material = pick(rng, child.materials);
  const options = skus.length > 1 ? `\nAvailable options: ${skus.map((s) => s.name).join(', ')}.` : '';
  paragraphs.push(
    `${material.startsWith('Key ingredients') ? material : `Material: ${material}`}.${options}`,
  );
  const extras = sample(rng, top.box, int(rng, 1, top.box.length));
  paragraphs.push(`What's in the box: 1 × ${noun}${extras.map((e) => `, 1 × ${e}`).join('')}.`);
  if (chance(rng, 0.6)) paragraphs.push(pick(rng, top.care));
  return paragraphs.join('\n\n');
}

function planCatalog() {
  const rng = mulberry32(20260501);
  const children = childIndex();
  const planned: Omit<PlannedGoods, 'n' | 'images'>[] = [];
  STORES.forEach((store, s) => {
    const titles = new Set<string>();
    const cats = sample(rng, store.categories, store.categories.length);
    for (let i = 0; i < store.products; i++) {
      const info = children.get(cats[i % cats.length]!)!;
      const { child } = info;
      let noun: Noun = { n: '' };
      let title = '';
      for (let attempt = 0; attempt < 20; attempt++) {
        const raw = pick(rng, child.nouns);
        noun = typeof raw === 'string' ? { n: raw } : raw;
        title = `${pick(rng, child.adjs)} ${noun.n}`;
        if (!titles.has(title)) break;
      }
      if (titles.has(title)) title = `${title} ${pick(rng, ['II', 'Plus', 'Edition 2'])}`;
      titles.add(title);
      const suffix =
        child.slug === 'kids-clothing'
          ? ' for Kids'
          : chance(rng, 0.15)
            ? ` - ${pick(rng, ['Gift Idea', '2026 New', 'Bestseller', 'Limited Edition'])}`
            : '';
      const [lo, hi] = noun.price ?? child.price;
      // skew towards the cheaper end, as real catalogs are
      const base = lo + (hi - lo) * Math.pow(rng(), 1.6);
      const discounted = chance(rng, 0.6);
      const discount = discounted ? 0.1 + Math.round(rng() * 8) * 0.05 : 0;
      const skus = planSkus(rng, noun.skus ?? child.skus, base, discount, store.dropship);
      // never sold out entirely; a few products nearly so
      if (skus.every((k) => k.stock === 0)) skus[0]!.stock = int(rng, 5, 60);
      if (chance(rng, 0.05)) for (const k of skus) k.stock = Math.min(k.stock, 3);
      const cheapest = skus.reduce((m, k) => (k.price < m.price ? k : m), skus[0]!);
      const featured = chance(rng, 0.06) ? int(rng, 1500, 5000) : Math.floor(Math.pow(rng(), 2.4) * 900);
      planned.push({
        store: s,
        category: child.slug,
        title: `${title}${suffix}`,
        label: title,
        motif: noun.motif ?? child.motif,
        hue: info.hue,
        description: planDescription(rng, info, `${title}${suffix}`, noun.n, store.name, skus),
        price: cheapest.price,
        originalPrice: cheapest.originalPrice,
        shippingFee: chance(rng, 0.55) ? 0 : pick(rng, [199, 299, 349, 399, 499, 599, 699]),
        maxPerCustomer: chance(rng, 0.2) ? int(rng, 2, 10) : 0,
        featured,
        ageDays: rng() * 120,
        skus,
      });
    }
  });
  // Oldest first, so ids grow with the listing date as in a real catalog.
  planned.sort((a, b) => b.ageDays - a.ageDays);
  const imageRng = mulberry32(7);
  const products: PlannedGoods[] = planned.map((p, i) => {
    const n = i + 1;
    const r = imageRng();
    const count = r < 0.45 ? 1 : r < 0.8 ? 2 : 3;
    return { ...p, n, images: Array.from({ length: count }, (_, k) => `goods/p${n}-${k + 1}.webp`) };
  });
  return { products, children };
}

function categoryIconKey(slug: string) {
  return `category/${slug}.webp`;
}

function imageJobs(products: PlannedGoods[], children: Map<string, ChildInfo>): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const top of CATALOG) {
    jobs.push({ key: categoryIconKey(top.slug), svg: () => iconSvg(top.motif, top.hue), quality: 80 });
    for (const child of top.children) {
      const hue = children.get(child.slug)!.hue;
      jobs.push({ key: categoryIconKey(child.slug), svg: () => iconSvg(child.motif, hue), quality: 80 });
    }
  }
  STORES.forEach((store, s) => {
    const motifs = [...new Set(store.categories.map((c) => children.get(c)!.child.motif))];
    jobs.push({ key: `store/s${s + 1}-logo.webp`, svg: () => logoSvg(store.name, store.hue), quality: 85 });
    jobs.push({
      key: `store/s${s + 1}-cover.webp`,
      svg: () => coverSvg(store.name, store.tagline, store.hue, motifs),
    });
    store.banners.forEach(([headline, sub, cta, motif], b) => {
      jobs.push({
        key: `store/s${s + 1}-banner-${b + 1}.webp`,
        svg: () => bannerSvg(headline, sub, cta, store.hue + b * 30, motif),
      });
    });
  });
  MALL_BANNERS.forEach((b, i) => {
    jobs.push({
      key: `store/mall-art-${i + 1}.webp`,
      svg: () => bannerArtSvg(b.hue, b.motif),
    });
  });
  for (const p of products) {
    p.images.forEach((key, k) => {
      jobs.push({
        key,
        svg: () =>
          productImageSvg({
            label: p.label,
            brand: STORES[p.store]!.name,
            motif: p.motif,
            hue: p.hue,
            variant: k,
          }),
      });
    });
  }
  return jobs;
}

const media = (key: string) => `/media/${key}`;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Seeds the demo catalog unless a store already exists. Pictures go under `uploadsRoot`. */
export async function seedCatalog(db: Db, uploadsRoot: string): Promise<void> {
  const [existing] = await db.select({ id: stores.id }).from(stores).limit(1);
  if (existing) return;

  const { products, children } = planCatalog();
  await renderImages(uploadsRoot, imageJobs(products, children), 4);
  const passwordHash = await hashPassword(DEMO_SELLER_PASSWORD);
  const now = Date.now();

  await db.transaction(async (tx) => {
    // Sellers (kept when they already exist).
    const emails = STORES.map((_, s) => `store${s + 1}@demo.local`);
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const missing = STORES.map((store, s) => ({
      email: emails[s]!,
      passwordHash,
      nickname: store.name,
      avatar: media(`store/s${s + 1}-logo.webp`),
      type: 'seller' as const,
      inviteCode: `STORE${String(s + 1).padStart(3, '0')}`,
    })).filter((u) => !found.some((f) => f.email === u.email));
    const inserted = missing.length
      ? await tx.insert(users).values(missing).returning({ id: users.id, email: users.email })
      : [];
    const ownerByEmail = new Map([...found, ...inserted].map((u) => [u.email, u.id]));

    // Categories (reusing any of the same name under the same parent).
    const existingCats = await tx.select().from(categories);
    const catId = new Map<string, number>();
    const keyOf = (parentId: number | null, name: string) => `${parentId ?? 0}:${name}`;
    const byKey = new Map(existingCats.map((c) => [keyOf(c.parentId, c.name), c.id]));
    const ensure = async (rows: { slug: string; parentId: number | null; name: string; sort: number }[]) => {
      const fresh = rows.filter((r) => !byKey.has(keyOf(r.parentId, r.name)));
      if (fresh.length) {
        const ids = await tx
          .insert(categories)
          .values(
            fresh.map((r) => ({
              parentId: r.parentId,
              name: r.name,
              // The other 19 languages' names (decision 32).
              names: translationsOf((t) => t.categories[r.slug]!),
              sort: r.sort,
              icon: media(categoryIconKey(r.slug)),
            })),
          )
          .returning({ id: categories.id });
        fresh.forEach((r, i) => byKey.set(keyOf(r.parentId, r.name), ids[i]!.id));
      }
      for (const r of rows) catId.set(r.slug, byKey.get(keyOf(r.parentId, r.name))!);
    };
    await ensure(CATALOG.map((top, i) => ({ slug: top.slug, parentId: null, name: top.name, sort: i + 1 })));
    await ensure(
      CATALOG.flatMap((top) =>
        top.children.map((child, i) => ({
          slug: child.slug,
          parentId: catId.get(top.slug)!,
          name: child.name,
          sort: i + 1,
        })),
      ),
    );

    // Stores.
    const storeRows = await tx
      .insert(stores)
      .values(
        STORES.map((store, s) => ({
          ownerId: ownerByEmail.get(emails[s]!)!,
          name: store.name,
          logo: media(`store/s${s + 1}-logo.webp`),
          cover: media(`store/s${s + 1}-cover.webp`),
          address: store.address,
          latitude: STORE_PLACES[store.name]?.[0] ?? null,
          longitude: STORE_PLACES[store.name]?.[1] ?? null,
          phone: store.phone,
          // Every store starts at level 1 and rises by its recorded completed sales (seed-history).
          level: 1,
          status: 'normal' as const,
          banners: store.banners.map((_, b) => media(`store/s${s + 1}-banner-${b + 1}.webp`)),
          createdAt: new Date(now - (150 + s * 20) * DAY),
        })),
      )
      .returning({ id: stores.id });
    const storeIds = storeRows.map((r) => r.id);

    // Products and their specifications.
    const goodsIds: number[] = [];
    for (const batch of chunks(products, 100)) {
      const rows = await tx
        .insert(goods)
        .values(
          batch.map((p) => {
            const createdAt = new Date(now - p.ageDays * DAY);
            return {
              storeId: storeIds[p.store]!,
              categoryId: catId.get(p.category)!,
              title: p.title,
              images: p.images.map(media),
              description: p.description,
              price: p.price,
              originalPrice: p.originalPrice,
              shippingFee: p.shippingFee,
              maxPerCustomer: p.maxPerCustomer,
              onSale: true,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: goods.id });
      goodsIds.push(...rows.map((r) => r.id));
    }
    const skuRows = products.flatMap((p, i) =>
      p.skus.map((k, sort) => ({ goodsId: goodsIds[i]!, sort, ...k })),
    );
    for (const batch of chunks(skuRows, 500)) await tx.insert(goodsSkus).values(batch);

    // The platform warehouse (DESIGN §2 dropshipping): the dropshipping stores' products are the
    // warehouse's, each store's product a listing of it (other stores may list them too). The
    // warehouse keeps more of each specification than the listing took.
    const listed = products.flatMap((p, i) =>
      STORES[p.store]!.dropship ? [{ p, goodsId: goodsIds[i]! }] : [],
    );
    for (const batch of chunks(listed, 100)) {
      const made = await tx
        .insert(warehouseGoods)
        .values(
          batch.map(({ p }) => {
            const createdAt = new Date(now - (p.ageDays + 10) * DAY);
            return {
              categoryId: catId.get(p.category)!,
              title: p.title,
              images: p.images.map(media),
              description: p.description,
              shippingFee: p.shippingFee,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: warehouseGoods.id });
      const pairs = batch.map(({ goodsId }, j) => sql`(${goodsId}::bigint, ${made[j]!.id}::bigint)`);
      await tx.execute(sql`update goods g set warehouse_goods_id = v.w
        from (values ${sql.join(pairs, sql`, `)}) as v(g, w) where g.id = v.g`);
      await tx.insert(warehouseSkus).values(
        batch.flatMap(({ p, goodsId }, j) =>
          p.skus.map((k, sort) => ({
            warehouseGoodsId: made[j]!.id,
            name: k.name,
            wholesaleCost: k.wholesaleCost,
            originalPrice: k.originalPrice,
            stock: 60 + ((goodsId * 7 + sort * 13) % 9) * 40,
            sort,
          })),
        ),
      );
    }
    // Each listing's specification sells the warehouse's of the same place.
    await tx.execute(sql`update goods_skus k set warehouse_sku_id = w.id
      from goods g, warehouse_skus w
      where g.id = k.goods_id and w.warehouse_goods_id = g.warehouse_goods_id and w.sort = k.sort`);

    // Store sections: sold counts, followers, ratings and sales come from the recorded history
    // (seed-history.ts), which also orders "Best sellers" by what really sold.
    for (const [s, store] of STORES.entries()) {
      const own = products.map((p, i) => ({ p, id: goodsIds[i]! })).filter((x) => x.p.store === s);
      const sections: StoreSectionConfig[] =
        store.status === 'frozen'
          ? []
          : [
              {
                id: 'new-arrivals',
                title: platformTexts('en').sections['new-arrivals']!,
                titles: translationsOf((t) => t.sections['new-arrivals']!),
                goodsIds: [...own]
                  .sort((a, b) => a.p.ageDays - b.p.ageDays)
                  .slice(0, 6)
                  .map((x) => x.id),
                onHome: s % 2 === 1,
              },
              {
                id: 'best-sellers',
                title: platformTexts('en').sections['best-sellers']!,
                titles: translationsOf((t) => t.sections['best-sellers']!),
                goodsIds: [...own]
                  .sort((a, b) => b.p.featured - a.p.featured)
                  .slice(0, 8)
                  .map((x) => x.id),
                onHome: s % 2 === 0,
              },
            ];
      await tx.update(stores).set({ sections }).where(eq(stores.id, storeIds[s]!));
    }

    // Marketplace banners.
    const [anyBanner] = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(eq(banners.place, 'mall'))
      .limit(1);
    if (!anyBanner) {
      const earbuds = products.some((p) => p.title.includes('Earbuds')) ? 'earbuds' : 'headphones';
      const links = [
        `/mall/store/${storeIds[1]}`,
        `/mall/search?keyword=${earbuds}`,
        `/mall/store/${storeIds[0]}`,
        '/mall/category',
      ];
      await tx.insert(banners).values(
        MALL_BANNERS.map((b, i) => ({
          place: 'mall' as const,
          image: media(`store/mall-art-${i + 1}.webp`),
          title: b.title,
          subtitle: b.subtitle,
          cta: b.cta,
          translations: b.translations,
          link: links[i]!,
          sort: i + 1,
        })),
      );
    }
  });
}
