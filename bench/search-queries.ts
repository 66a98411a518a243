// The judged query set of `search-quality` (issue 15, "Measured"): a generated corpus whose
// answers are known by construction, real-world titles (accents, typos, plurals, several
// words, hashtags, non-Latin scripts), and queries with graded relevant pins: 2 = what the
// query asks for, 1 = related, a person searching would be glad to see it. Pins not listed
// are judged irrelevant.

/** A hand-written pin of the corpus, named by `key` in the judgements. */
export interface JudgedPin {
  key: string;
  title: string;
  description: string;
  link?: string;
  /** Hashtags it carries (pin_hashtags), as a save with these tags in its description does. */
  tags?: string[];
}

/** A query with its class and its graded relevant pins (keys of REAL_PINS or generated keys). */
export interface JudgedQuery {
  q: string;
  class: QueryClass;
  relevant: Record<string, 1 | 2>;
}

export type QueryClass =
  | "words"
  | "accents"
  | "typos"
  | "plurals"
  | "multi-word"
  | "hashtags"
  | "non-Latin"
  | "one letter"
  | "200 characters"
  | "prefix";

/** The generated corpus: "{Adjective} {noun}{suffix}" titles, so each (adjective, noun) has known pins. */
export const ADJECTIVES = [
  "rustic",
  "modern",
  "vintage",
  "minimalist",
  "cozy",
  "bohemian",
  "scandinavian",
  "industrial",
  "coastal",
  "farmhouse",
  "colorful",
  "tiny",
  "elegant",
  "handmade",
  "budget",
  "outdoor",
  "seasonal",
  "classic",
  "bright",
  "moody",
] as const;
export const NOUNS = [
  "bookshelf",
  "bathroom",
  "bedroom",
  "kitchen",
  "porch",
  "staircase",
  "fireplace",
  "wardrobe",
  "curtains",
  "lamp",
  "mirror",
  "rug",
  "desk",
  "sofa",
  "headboard",
  "pantry",
  "closet",
  "hallway",
  "patio",
  "garage",
] as const;
export const SUFFIXES = ["", " ideas", " makeover", " inspiration", " tour", " on a budget"] as const;
/** Generated pins; the key of generated pin n is `g{n}`. */
export const GENERATED_PINS = 3000;

/** The 200-character description a 200-character query is cut from. */
const LONG_DESCRIPTION =
  "A flaky all-butter crust filled with thinly sliced tart apples, cinnamon, nutmeg and a little lemon zest, baked slowly until the filling bubbles through the lattice and the top turns a deep golden brown.";
export const LONG_QUERY = LONG_DESCRIPTION.slice(0, 200);

export const REAL_PINS: JudgedPin[] = [
  { key: "creme-brulee", title: "Crème brûlée", description: "Vanilla custard with a burnt sugar top" },
  { key: "creme-caramel", title: "Classic crème caramel", description: "Flan, set in a water bath" },
  { key: "cafe-au-lait", title: "Café au lait at home", description: "Half coffee, half hot milk" },
  { key: "cafe-racer", title: "Cafe racer motorcycle build", description: "A winter project" },
  { key: "jalapeno", title: "Jalapeño poppers", description: "Stuffed with cream cheese" },
  { key: "sao-paulo", title: "São Paulo street art", description: "Murals in Vila Madalena" },
  { key: "zurich", title: "Zürich old town walk", description: "Along the Limmat" },
  { key: "smorgasbord", title: "Smörgåsbord for a crowd", description: "Swedish buffet table" },
  { key: "pinata", title: "Piñata cake", description: "Candy hidden inside" },
  { key: "terracotta", title: "Terracotta planters", description: "Three sizes, drainage holes" },
  { key: "hanging-planter", title: "Hanging planter", description: "Macramé for the balcony" },
  { key: "macrame", title: "Macrame wall hanging", description: "Beginner knots" },
  { key: "sourdough-starter", title: "Sourdough bread starter", description: "Feed it twice a day" },
  { key: "sourdough-crackers", title: "Sourdough discard crackers", description: "No waste" },
  { key: "avocado-toast", title: "Avocado toast three ways", description: "Breakfast" },
  { key: "cookies", title: "Chocolate chip cookies", description: "Chewy, brown butter" },
  { key: "cookie-jar", title: "Cookie jar makeover", description: "Paint and a new lid" },
  { key: "vegan-cake", title: "Vegan chocolate cake", description: "No eggs, no butter" },
  { key: "lava-cake", title: "Chocolate lava cake", description: "Molten centre" },
  { key: "lasagne", title: "Lasagne al forno", description: "Bolognese and béchamel" },
  { key: "mac-cheese", title: "Mac & cheese", description: "Baked, with breadcrumbs" },
  { key: "mac-cheese-bites", title: "Mac and cheese bites", description: "Party food" },
  {
    key: "balcony-garden",
    title: "Small balcony garden",
    description: "Herbs in window boxes #balcony",
    tags: ["balcony"],
  },
  {
    key: "bistro-set",
    title: "Balcony bistro set",
    description: "Two chairs and a folding table #balcony",
    tags: ["balcony"],
  },
  { key: "balcony-chairs", title: "Balcony chairs", description: "Weatherproof teak" },
  { key: "knife-sharpening", title: "Knife sharpening guide", description: "Whetstone angles" },
  { key: "kitchen-knives", title: "Kitchen knives worth buying", description: "Chef's knife, paring knife" },
  { key: "jam", title: "Strawberry jam", description: "Low sugar" },
  { key: "berries", title: "Wild berries of the forest", description: "Foraging guide" },
  { key: "leaf-garland", title: "Autumn leaf garland", description: "Pressed maple leaves" },
  { key: "tokyo-night", title: "東京タワーの夜景", description: "" },
  { key: "tokyo-sakura", title: "東京の桜", description: "上野公園" },
  { key: "kyoto-autumn", title: "京都の紅葉", description: "" },
  { key: "seoul-night", title: "서울 야경 사진", description: "" },
  { key: "kimchi-stew", title: "김치찌개 레시피", description: "" },
  { key: "borscht", title: "Борщ по-украински", description: "Свекла и капуста" },
  { key: "moussaka", title: "Μουσακάς", description: "Greek moussaka" },
  { key: "hummus", title: "حمص بالطحينة", description: "Hummus with tahini" },
  { key: "hot-pot", title: "四川火锅", description: "Sichuan hot pot" },
  { key: "rad-na", title: "ราดหน้า", description: "Thai gravy noodles" },
  { key: "zucchini", title: "Zucchini bread", description: "Moist, with walnuts" },
  { key: "zen-garden", title: "Zen garden in a tray", description: "Sand and stones" },
  { key: "zebra-rug", title: "Zebra print rug", description: "Faux hide" },
  {
    key: "kallax",
    title: "IKEA Kallax hack",
    description: "Legs and cane doors",
    link: "https://www.ikea.com/us/en/p/kallax",
  },
  {
    key: "candle-holders",
    title: "Brass candle holders",
    description: "Found them second hand",
    link: "https://www.etsy.com/listing/101/brass",
  },
  {
    key: "wooden-lamp",
    title: "Wooden lamp",
    description: "Found on a shop",
    link: "https://www.etsy.com/listing/102/lamp",
  },
  { key: "bird-feeder", title: "DIY bird feeder", description: "From a milk carton #diy", tags: ["diy"] },
  { key: "floating-shelves", title: "Floating shelves", description: "Hidden brackets #diy", tags: ["diy"] },
  {
    key: "costumes",
    title: "Halloween costume ideas for kids",
    description: "Easy ones #halloween",
    tags: ["halloween"],
  },
  {
    key: "pumpkins",
    title: "Pumpkin carving stencils",
    description: "Print and trace #halloween",
    tags: ["halloween"],
  },
  { key: "apple-pie", title: "Grandmother's apple pie", description: LONG_DESCRIPTION },
  { key: "apple-crumble", title: "Apple crumble", description: "Oats and brown sugar" },
  { key: "bicycle", title: "Bicycle repair basics", description: "Fix a flat tyre" },
  { key: "watercolor", title: "Watercolor flowers tutorial", description: "Loose peonies" },
  { key: "watercolour", title: "Watercolour landscapes", description: "Hills and skies" },
  { key: "naive-art", title: "Naïve art prints", description: "Bright folk colours" },
  { key: "ramen", title: "Ramen noodles from scratch", description: "Tonkotsu broth" },
  { key: "pho", title: "Phở bò", description: "Vietnamese beef noodle soup" },
  { key: "granny-square", title: "Crochet granny square blanket", description: "Scrap yarn" },
  { key: "knitting", title: "Knitting patterns for beginners", description: "Scarves first" },
  { key: "centerpieces", title: "Wedding table centerpieces", description: "Eucalyptus and candles" },
  { key: "tiramisu", title: "Tiramisu", description: "Mascarpone and espresso" },
  { key: "ratatouille", title: "Ratatouille", description: "Provençal vegetable stew" },
  { key: "smoothie-bowl", title: "Smoothie bowl", description: "Acai and banana" },
  { key: "acai-bowl", title: "Açaí bowl toppings", description: "Granola and fruit" },
  { key: "bujo", title: "Bullet journal spreads", description: "Monthly layouts #bujo", tags: ["bujo"] },
  { key: "succulents", title: "Succulent arrangement", description: "Echeveria and haworthia" },
  { key: "cactus-care", title: "Cactus care guide", description: "Water once a month" },
  { key: "cacti-pots", title: "Cacti in terracotta pots", description: "A sunny windowsill" },
];

/** Generated queries: the pins whose title has the adjective (if any) and the noun are relevant (2). */
export interface GeneratedQuery {
  q: string;
  class: QueryClass;
  adjective: (typeof ADJECTIVES)[number] | null;
  noun: (typeof NOUNS)[number];
}

export const GENERATED_QUERIES: GeneratedQuery[] = [
  { q: "rustic bookshelf", class: "multi-word", adjective: "rustic", noun: "bookshelf" },
  { q: "modern kitchen", class: "multi-word", adjective: "modern", noun: "kitchen" },
  { q: "kitchen modern", class: "multi-word", adjective: "modern", noun: "kitchen" },
  { q: "cozy bedroom", class: "multi-word", adjective: "cozy", noun: "bedroom" },
  { q: "vintage lamp", class: "multi-word", adjective: "vintage", noun: "lamp" },
  { q: "industrial desk", class: "multi-word", adjective: "industrial", noun: "desk" },
  { q: "Coastal Patio", class: "multi-word", adjective: "coastal", noun: "patio" },
  { q: "scandinavain sofa", class: "typos", adjective: "scandinavian", noun: "sofa" },
  { q: "farmhouse pantri", class: "typos", adjective: "farmhouse", noun: "pantry" },
  { q: "bookshelves", class: "plurals", adjective: null, noun: "bookshelf" },
  { q: "mirrors", class: "plurals", adjective: null, noun: "mirror" },
  { q: "headboard", class: "words", adjective: null, noun: "headboard" },
  { q: "minimalist ward", class: "prefix", adjective: "minimalist", noun: "wardrobe" },
];

export const REAL_QUERIES: JudgedQuery[] = [
  // Accents, both ways.
  { q: "creme brulee", class: "accents", relevant: { "creme-brulee": 2 } },
  { q: "CRÈME BRÛLÉE", class: "accents", relevant: { "creme-brulee": 2 } },
  { q: "café", class: "accents", relevant: { "cafe-au-lait": 2, "cafe-racer": 1 } },
  { q: "jalapeno poppers", class: "accents", relevant: { jalapeno: 2 } },
  { q: "sao paulo", class: "accents", relevant: { "sao-paulo": 2 } },
  { q: "zurich", class: "accents", relevant: { zurich: 2 } },
  { q: "smorgasbord", class: "accents", relevant: { smorgasbord: 2 } },
  { q: "pinata", class: "accents", relevant: { pinata: 2 } },
  { q: "naive art", class: "accents", relevant: { "naive-art": 2 } },
  { q: "pho bo", class: "accents", relevant: { pho: 2 } },
  { q: "μουσακας", class: "accents", relevant: { moussaka: 2 } },
  { q: "acai bowl", class: "accents", relevant: { "acai-bowl": 2, "smoothie-bowl": 1 } },
  // Typos.
  { q: "plantrs", class: "typos", relevant: { terracotta: 2, "hanging-planter": 2 } },
  { q: "terracota planters", class: "typos", relevant: { terracotta: 2, "cacti-pots": 1 } },
  { q: "sourdogh", class: "typos", relevant: { "sourdough-starter": 2, "sourdough-crackers": 2 } },
  { q: "avocdo toast", class: "typos", relevant: { "avocado-toast": 2 } },
  { q: "choclate cake", class: "typos", relevant: { "vegan-cake": 2, "lava-cake": 2 } },
  { q: "lasagna", class: "typos", relevant: { lasagne: 2 } },
  { q: "tiramsu", class: "typos", relevant: { tiramisu: 2 } },
  { q: "bicyle repair", class: "typos", relevant: { bicycle: 2 } },
  { q: "ratatoullie", class: "typos", relevant: { ratatouille: 2 } },
  // Plurals and singulars (no stemming: D-032 favours no language).
  { q: "planter", class: "plurals", relevant: { terracotta: 2, "hanging-planter": 2 } },
  { q: "planters", class: "plurals", relevant: { terracotta: 2, "hanging-planter": 2 } },
  { q: "cookie", class: "plurals", relevant: { cookies: 2, "cookie-jar": 2 } },
  { q: "cookies", class: "plurals", relevant: { cookies: 2, "cookie-jar": 1 } },
  { q: "knives", class: "plurals", relevant: { "kitchen-knives": 2, "knife-sharpening": 1 } },
  { q: "knife", class: "plurals", relevant: { "knife-sharpening": 2, "kitchen-knives": 2 } },
  { q: "berries", class: "plurals", relevant: { berries: 2, jam: 1 } },
  { q: "leaves", class: "plurals", relevant: { "leaf-garland": 2 } },
  { q: "cactus", class: "plurals", relevant: { "cactus-care": 2, "cacti-pots": 2 } },
  // Several words.
  { q: "vegan chocolate cake", class: "multi-word", relevant: { "vegan-cake": 2, "lava-cake": 1 } },
  { q: "chocolate cake", class: "multi-word", relevant: { "vegan-cake": 2, "lava-cake": 2 } },
  { q: "cake chocolate", class: "multi-word", relevant: { "vegan-cake": 2, "lava-cake": 2 } },
  {
    q: "small balcony garden",
    class: "multi-word",
    relevant: { "balcony-garden": 2, "bistro-set": 1, "balcony-chairs": 1 },
  },
  { q: "mac & cheese", class: "multi-word", relevant: { "mac-cheese": 2, "mac-cheese-bites": 2 } },
  { q: "mac and cheese", class: "multi-word", relevant: { "mac-cheese": 2, "mac-cheese-bites": 2 } },
  { q: "halloween costume ideas for kids", class: "multi-word", relevant: { costumes: 2, pumpkins: 1 } },
  { q: "watercolor flowers", class: "multi-word", relevant: { watercolor: 2 } },
  { q: "watercolor", class: "typos", relevant: { watercolor: 2, watercolour: 2 } },
  { q: "wedding centerpieces", class: "multi-word", relevant: { centerpieces: 2 } },
  {
    q: "sourdough bread",
    class: "multi-word",
    relevant: { "sourdough-starter": 2, "sourdough-crackers": 1 },
  },
  { q: "apple pie", class: "multi-word", relevant: { "apple-pie": 2, "apple-crumble": 1 } },
  { q: "IKEA HACK", class: "words", relevant: { kallax: 2 } },
  { q: "kallax", class: "words", relevant: { kallax: 2 } },
  { q: "etsy", class: "words", relevant: { "candle-holders": 2, "wooden-lamp": 2 } },
  { q: "ramen", class: "words", relevant: { ramen: 2, pho: 1 } },
  { q: "knitting", class: "words", relevant: { knitting: 2, "granny-square": 1 } },
  // Hashtags: a query that is one hashtag finds the pins carrying it (D-032).
  {
    q: "#balcony",
    class: "hashtags",
    relevant: { "balcony-garden": 2, "bistro-set": 2, "balcony-chairs": 1 },
  },
  { q: "#diy", class: "hashtags", relevant: { "bird-feeder": 2, "floating-shelves": 2 } },
  { q: "#halloween", class: "hashtags", relevant: { costumes: 2, pumpkins: 2 } },
  { q: "#bujo", class: "hashtags", relevant: { bujo: 2 } },
  { q: "diy", class: "hashtags", relevant: { "bird-feeder": 2, "floating-shelves": 2 } },
  // Scripts other than Latin.
  { q: "夜景", class: "non-Latin", relevant: { "tokyo-night": 2, "seoul-night": 1 } },
  { q: "東京", class: "non-Latin", relevant: { "tokyo-night": 2, "tokyo-sakura": 2 } },
  { q: "紅葉", class: "non-Latin", relevant: { "kyoto-autumn": 2 } },
  { q: "서울", class: "non-Latin", relevant: { "seoul-night": 2 } },
  { q: "야경", class: "non-Latin", relevant: { "seoul-night": 2, "tokyo-night": 1 } },
  { q: "김치찌개", class: "non-Latin", relevant: { "kimchi-stew": 2 } },
  { q: "борщ", class: "non-Latin", relevant: { borscht: 2 } },
  { q: "حمص", class: "non-Latin", relevant: { hummus: 2 } },
  { q: "火锅", class: "non-Latin", relevant: { "hot-pot": 2 } },
  { q: "ราดหน้า", class: "non-Latin", relevant: { "rad-na": 2 } },
  // One letter: the words that start with it.
  {
    q: "z",
    class: "one letter",
    relevant: { zucchini: 2, "zen-garden": 2, "zebra-rug": 2, zurich: 2 },
  },
  // 200 characters: a whole description typed (or pasted) as the query.
  { q: LONG_QUERY, class: "200 characters", relevant: { "apple-pie": 2 } },
  // Prefixes, as typed before the last word is finished.
  { q: "sourd", class: "prefix", relevant: { "sourdough-starter": 2, "sourdough-crackers": 2 } },
  { q: "crochet gran", class: "prefix", relevant: { "granny-square": 2 } },
  { q: "succ", class: "prefix", relevant: { succulents: 2 } },
];
