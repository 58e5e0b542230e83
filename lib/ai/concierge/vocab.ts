// What visitors type, in English, Spanish and French, folded (lower case, no accents).
// Adding a language or a synonym is adding words here; the patterns that use them do not change.

export const SALE_WORDS = ["for sale", "to buy", "buy", "buying", "purchase", "purchasing", "on sale", "en venta", "a la venta", "venta", "ventas", "comprar", "compra", "a vendre", "vendre", "en vente", "acheter", "achat"];
export const RENT_WORDS = ["for rent", "to rent", "rent", "rental", "rentals", "renting", "lease", "leasing", "for lease", "en alquiler", "alquiler", "alquileres", "alquilar", "en renta", "renta", "rentar", "arriendo", "arrendar", "a louer", "louer", "en location"];
/** Rent words that mean something else in English ("what's the location?"): only read in French. */
export const FRENCH_RENT_WORDS = ["location", "locations"];
export const MONTHLY_WORDS = ["a month", "per month", "/month", "/ month", "/mo", "a mo", "monthly", "al mes", "por mes", "/mes", "mensual", "mensuales", "par mois", "/mois", "mensuel", "mensuels"];

export const BED_WORDS = ["bedrooms", "bedroom", "beds", "bed", "br", "bd", "bdr", "bdrm", "bdrms", "brs", "habitaciones", "habitacion", "dormitorios", "dormitorio", "recamaras", "recamara", "cuartos", "chambres", "chambre"];
export const BATH_WORDS = ["bathrooms", "bathroom", "baths", "bath", "ba", "banos", "bano", "salles de bain", "salle de bain", "salles de bains", "salle de bains", "salles d'eau", "salle d'eau", "sdb"];
export const STUDIO_WORDS = ["studio", "studios", "estudio", "estudios", "monoambiente"];
export const PARKING_WORDS = ["parking spots", "parking spot", "parking spaces", "parking space", "parking", "car garage", "garage spaces", "estacionamientos", "estacionamiento", "aparcamiento", "cochera", "cocheras", "plazas de garaje", "plaza de garaje", "places de parking", "place de parking", "stationnement"];

/** A feature a visitor may ask for, and the word searched for in the listings' text. */
export interface Feature {
  keyword: string;
  words: readonly string[];
}

export const FEATURES: readonly Feature[] = [
  { keyword: "pool", words: ["pool", "pools", "swimming pool", "piscina", "piscinas", "alberca", "piscine", "piscines"] },
  { keyword: "garage", words: ["garage", "garages", "garaje", "garajes"] },
  { keyword: "fireplace", words: ["fireplace", "fireplaces", "chimenea", "chimeneas", "cheminee", "cheminees"] },
  { keyword: "balcony", words: ["balcony", "balconies", "balcon", "balcones", "balcons"] },
  { keyword: "view", words: ["view", "views", "city views", "ocean view", "ocean views", "vista", "vistas", "vue", "vues"] },
  { keyword: "yard", words: ["yard", "backyard", "back yard", "garden", "jardin", "jardines", "jardins", "patio trasero"] },
  { keyword: "pet", words: ["pet friendly", "pet-friendly", "pets", "pets allowed", "dog friendly", "dog", "dogs", "cat", "cats", "mascotas", "perro", "perros", "gato", "gatos", "chien", "chiens", "se admiten mascotas", "animaux", "animaux acceptes"] },
  { keyword: "gym", words: ["gym", "fitness center", "gimnasio", "salle de sport"] },
  { keyword: "hardwood", words: ["hardwood", "hardwood floors", "madera", "parquet"] },
  { keyword: "solar", words: ["solar", "solar panels", "paneles solares", "panneaux solaires"] },
  { keyword: "rooftop", words: ["rooftop", "roof deck", "azotea", "toit-terrasse", "toit terrasse"] },
  { keyword: "laundry", words: ["laundry", "washer", "lavanderia", "lavadora", "buanderie", "lave-linge"] },
  { keyword: "office", words: ["home office", "oficina", "bureau"] },
  { keyword: "waterfront", words: ["waterfront", "water front", "frente al mar", "bord de mer", "bord de l'eau"] },
  { keyword: "furnished", words: ["furnished", "amueblado", "amueblada", "meuble", "meublee"] },
  { keyword: "elevator", words: ["elevator", "lift", "ascensor", "ascenseur"] },
  { keyword: "basement", words: ["basement", "sotano", "sous-sol"] },
  { keyword: "terrace", words: ["terrace", "terraza", "terrasse"] },
];

export const STATUS_WORDS = {
  Sold: ["sold", "vendido", "vendida", "vendidos", "vendidas", "vendu", "vendue", "vendus", "vendues"],
  PreOnMarket: ["pre-market", "pre market", "premarket", "coming soon", "upcoming", "off-market", "proximamente", "preventa", "bientot disponible", "bientot disponibles", "avant-premiere"],
  Active: ["active", "activo", "activa", "activos", "activas", "actif", "actifs"],
} as const;

export const TOUR_WORDS = {
  OpenHouse: ["open house", "open houses", "open-house", "casa abierta", "puertas abiertas", "jornada de puertas abiertas", "portes ouvertes", "journee portes ouvertes"],
  "3D": ["3d tour", "3d tours", "3-d tour", "3 d tour", "3d", "virtual tour", "virtual tours", "recorrido virtual", "tour virtual", "visita virtual", "visite virtuelle", "visite 3d"],
} as const;

/** Superlatives ask for a sort; the Spanish and French ones need their article ("el más barato"). */
export const SORT_WORDS = {
  price_asc: ["cheapest", "least expensive", "lowest price", "lowest priced", "most affordable", "el mas barato", "la mas barata", "los mas baratos", "las mas baratas", "el mas economico", "la mas economica", "le moins cher", "la moins chere", "les moins chers", "les moins cheres"],
  price_desc: ["most expensive", "priciest", "highest price", "highest priced", "el mas caro", "la mas cara", "los mas caros", "las mas caras", "le plus cher", "la plus chere", "les plus chers", "les plus cheres"],
  newest: ["newest", "latest", "most recent", "newly listed", "just listed", "new listings", "mas reciente", "mas recientes", "mas nuevo", "mas nueva", "le plus recent", "la plus recente", "les plus recents", "dernieres annonces", "nouveautes"],
  area_desc: ["largest", "biggest", "most spacious", "most space", "el mas grande", "la mas grande", "los mas grandes", "las mas grandes", "le plus grand", "la plus grande", "les plus grands", "les plus grandes"],
} as const;

/** "Something cheap": cheapest first, without the superlative's single answer. */
export const CHEAP_WORDS = ["cheap", "inexpensive", "affordable", "budget", "low cost", "barato", "barata", "baratos", "baratas", "economico", "economica", "economicos", "economicas", "pas cher", "pas chere", "pas chers", "bon marche", "abordable", "abordables"];
export const CHEAPER_WORDS = ["cheaper", "less expensive", "lower price", "lower priced", "more affordable", "mas barato", "mas barata", "mas baratos", "mas baratas", "mas economico", "mas economica", "moins cher", "moins chere", "moins chers", "moins cheres", "plus abordable"];
export const BIGGER_WORDS = ["bigger", "larger", "more space", "more room", "roomier", "more bedrooms", "mas grande", "mas grandes", "mas espacioso", "mas espaciosa", "plus grand", "plus grande", "plus grands", "plus grandes", "plus spacieux"];

export const COUNT_WORDS = ["how many", "number of", "cuantos", "cuantas", "combien de", "combien d'", "nombre de"];
/** Words that ask to see listings, with nothing else to go on. */
export const SEARCH_WORDS = ["show me", "show", "list them", "looking for", "look for", "find", "search", "what do you have", "do you have", "what's available", "what is available", "available", "anything", "something", "busco", "buscando", "quiero", "muestrame", "ensename", "tienen", "tienes", "hay", "je cherche", "cherche", "montrez-moi", "montre-moi", "avez-vous", "vous avez", "disponible", "disponibles"];
/** Nouns that name what is sought; a message with one starts a new search rather than refining the last. */
export const ANCHOR_WORDS = ["home", "homes", "listing", "listings", "property", "properties", "places", "rentals", "rental", "options", "propiedad", "propiedades", "viviendas", "vivienda", "inmuebles", "inmueble", "bien", "biens", "annonces", "annonce", "logement", "logements", "proprietes", "propriete"];
/** Openings of a follow-up that changes part of the last search ("what about Denver?"). */
export const FOLLOW_UP_WORDS = ["and", "what about", "how about", "what if", "also", "only", "just", "instead", "same", "those", "them", "these", "ones", "of them", "y", "y en", "que tal", "y que tal", "solo", "solamente", "en cambio", "esos", "esas", "et", "et a", "et en", "et pour", "plutot", "seulement", "ceux", "celles", "lesquels", "lesquelles", "parmi"];
export const AFFIRMATIVE_WORDS = ["yes", "yes please", "sure", "ok", "okay", "please do", "go ahead", "show them", "si", "si por favor", "claro", "vale", "oui", "oui merci", "d'accord", "volontiers"];

export const GREETING_WORDS = ["hi", "hello", "hey", "hiya", "howdy", "good morning", "good afternoon", "good evening", "greetings", "hola", "buenos dias", "buenas tardes", "buenas noches", "buenas", "saludos", "bonjour", "salut", "bonsoir", "coucou", "allo"];
export const THANKS_WORDS = ["thanks", "thank you", "thank u", "thx", "ty", "cheers", "appreciate it", "gracias", "muchas gracias", "mil gracias", "merci", "merci beaucoup", "great thanks", "perfect thanks", "ok thanks"];

export const HUMAN_PERSONS = ["human", "a human", "real person", "person", "someone", "somebody", "agent", "an agent", "realtor", "broker", "representative", "rep", "real estate agent", "asesor", "asesora", "agente", "persona", "humano", "alguien", "corredor", "conseiller", "conseillere", "agent immobilier", "humain", "quelqu'un", "une personne", "un agent"];
export const HUMAN_VERBS = ["talk to", "talk with", "speak to", "speak with", "chat with", "connect me", "put me in touch", "get in touch", "transfer me", "hablar con", "comunicarme con", "contactar con", "contactar a", "parler a", "parler avec", "joindre", "contacter"];
export const HUMAN_DIRECT = ["call me", "contact me", "give me a call", "have someone call", "have an agent call", "reach me", "llamame", "llamenme", "me pueden llamar", "contactenme", "contactame", "appelez-moi", "appelez moi", "rappelez-moi", "rappelez moi", "contactez-moi", "contactez moi", "me rappeler"];

/** Words that point back at the listing being discussed. */
export const PRONOUN_WORDS = ["it", "esta", "esa", "este", "ese", "ella", "il", "elle", "tiene", "a-t-il", "a-t-elle", "does it", "is there"];
/** Definite references name a type ("the house") yet mean the listing in focus, not a search for houses. */
export const DEFINITE_WORDS = [
  "this one", "that one", "this place", "that place", "the place", "this house", "that house", "the house", "this home", "that home", "the home", "this listing", "that listing", "the listing",
  "this property", "that property", "the property", "this apartment", "that apartment", "the apartment", "this condo", "that condo", "the condo", "the townhouse",
  "esta casa", "esa casa", "la casa", "el apartamento", "el departamento", "el piso", "la propiedad", "esta propiedad",
  "celle-ci", "celui-ci", "celle-la", "celui-la", "ce bien", "le bien", "cette maison", "la maison", "cet appartement", "l'appartement",
];
export const DETAIL_WORDS = ["tell me more", "more about", "tell me about", "more info", "more information", "details", "detail", "describe", "mas informacion", "mas detalles", "detalles", "hablame de", "cuentame", "plus d'infos", "plus d'informations", "details sur", "parlez-moi de", "en savoir plus"];
