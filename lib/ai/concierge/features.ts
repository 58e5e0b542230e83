// The cross-language synonym map of real-estate features. A feature has an id (what
// ListingFilters.features holds) and the words for it in each language, folded (lower case,
// no accents), with common regional variants. Visitors' words are read with it (parse), and
// listings' text is searched with it (search: every word of every language, because an owner
// in Madrid writes "jardín" where a buyer types "garden"). Each language's FIRST word is its
// plain display form.

export interface Feature {
  id: string;
  words: { en: readonly string[]; es: readonly string[]; fr: readonly string[] };
}

const feature = (id: string, en: readonly string[], es: readonly string[], fr: readonly string[]): Feature => ({ id, words: { en, es, fr } });

export const FEATURES: readonly Feature[] = [
  feature("pool", ["pool", "pools", "swimming pool", "swimming pools", "plunge pool"], ["piscina", "piscinas", "alberca", "albercas", "pileta"], ["piscine", "piscines"]),
  feature("garage", ["garage", "garages"], ["garaje", "garajes", "cochera", "cocheras", "plaza de garaje"], ["garage", "garages"]),
  feature("garden", ["garden", "gardens", "yard", "backyard", "back yard", "front yard", "lawn"], ["jardin", "jardines", "patio trasero", "jardincito", "zona verde"], ["jardin", "jardins", "pelouse", "cour arriere", "arriere-cour", "cour privee", "cour cloturee", "cour gazonnee", "grand terrain", "terrain paysager", "terrain amenage", "potager"]),
  feature("sea_view", ["sea view", "sea views", "ocean view", "ocean views", "water view", "water views", "view of the ocean", "view of the sea", "bay view"], ["vista al mar", "vistas al mar", "vista al oceano", "vistas al oceano", "vista mar"], ["vue sur la mer", "vue mer", "vue sur mer", "vue ocean", "vue sur l'ocean"]),
  feature("mountain_view", ["mountain view", "mountain views", "view of the mountains"], ["vista a la montana", "vistas a la montana", "vista a las montanas", "vistas a las montanas", "vista a la sierra"], ["vue sur la montagne", "vue montagne", "vue sur les montagnes"]),
  feature("city_view", ["city view", "city views", "skyline view", "skyline views"], ["vista a la ciudad", "vistas a la ciudad"], ["vue sur la ville", "vue sur les toits"]),
  feature("view", ["views", "view", "great views", "panoramic views", "panoramic view", "scenic views"], ["vistas", "vista", "vistas panoramicas", "buenas vistas"], ["vue", "vues", "vue degagee", "vue panoramique", "belle vue"]),
  feature("balcony", ["balcony", "balconies"], ["balcon", "balcones"], ["balcon", "balcons"]),
  feature("terrace", ["terrace", "terraces", "roof terrace", "rooftop", "roof deck", "deck"], ["terraza", "terrazas", "azotea", "solarium"], ["terrasse", "terrasses", "toit-terrasse", "toit terrasse"]),
  feature("patio", ["patio", "patios"], ["patio", "patios"], ["patio", "cour", "cour interieure"]),
  feature("fireplace", ["fireplace", "fireplaces", "wood stove", "wood burning stove"], ["chimenea", "chimeneas", "estufa de lena"], ["cheminee", "cheminees", "poele a bois", "foyer", "foyers", "foyer au bois", "foyer au gaz", "poele"]),
  feature("air_conditioning", ["air conditioning", "ac", "a/c", "central air", "air conditioner", "aircon", "air-conditioning"], ["aire acondicionado", "climatizacion", "climatizado", "a/a"], ["climatisation", "climatise", "clim", "climatisee"]),
  feature("heating", ["heating", "central heating", "heat pump", "radiators", "underfloor heating", "radiant floor"], ["calefaccion", "calefaccion central", "bomba de calor", "suelo radiante", "radiadores"], ["chauffage", "chauffage central", "pompe a chaleur", "plancher chauffant", "radiateurs"]),
  feature("elevator", ["elevator", "elevators", "lift"], ["ascensor", "ascensores", "elevador", "elevadores"], ["ascenseur", "ascenseurs"]),
  feature("stairs", ["stairs", "staircase"], ["escaleras", "escalera", "escalones"], ["escalier", "escaliers", "marches"]),
  feature("furnished", ["furnished", "fully furnished", "furniture included"], ["amueblado", "amueblada", "amueblados", "amuebladas", "amoblado", "amoblada", "con muebles"], ["meuble", "meublee", "meubles", "meublees"]),
  feature("pet_friendly", ["pet friendly", "pet-friendly", "pets allowed", "pets ok", "pets", "dogs allowed", "cats allowed", "dog friendly", "dogs", "cats", "dog", "cat", "puppy", "kitten", "my pet", "our pet"], ["se admiten mascotas", "mascotas", "acepta mascotas", "admite mascotas", "mascotas permitidas", "perros", "gatos", "perro", "perrito", "gato", "gatito", "mascota", "mi mascota", "cachorro"], ["animaux acceptes", "animaux", "animaux de compagnie", "animaux admis", "chiens", "chats", "chien", "chienne", "chiot", "chaton", "mon animal", "animal de compagnie"]),
  feature("gym", ["gym", "fitness center", "fitness centre", "fitness room", "workout room"], ["gimnasio", "gym"], ["salle de sport", "salle de gym", "salle de fitness", "gym"]),
  feature("doorman", ["doorman", "concierge", "front desk", "porter"], ["portero", "conserje", "conserjeria", "porteria", "vigilante"], ["gardien", "concierge", "conciergerie", "gardienne"]),
  feature("storage", ["storage", "storage room", "storage unit", "shed"], ["trastero", "bodega", "deposito", "cuarto de almacenamiento"], ["cave", "debarras", "cellier", "rangement"]),
  feature("basement", ["basement", "finished basement", "cellar"], ["sotano", "semisotano"], ["sous-sol", "sous sol"]),
  feature("attic", ["attic", "loft space"], ["desvan", "buhardilla", "altillo"], ["grenier", "combles", "comble"]),
  feature("laundry", ["laundry", "laundry room", "washer", "dryer", "washer and dryer", "washing machine", "in-unit laundry"], ["lavanderia", "lavadero", "lavadora", "secadora", "cuarto de lavado"], ["buanderie", "lave-linge", "machine a laver", "seche-linge", "laverie"]),
  feature("dishwasher", ["dishwasher", "dish washer"], ["lavavajillas", "lavaplatos"], ["lave-vaisselle", "lave vaisselle"]),
  feature("hardwood", ["hardwood floors", "hardwood", "hardwood flooring", "wood floors", "parquet"], ["suelos de madera", "piso de madera", "pisos de madera", "tarima", "parquet", "duela"], ["parquet", "plancher", "parquet massif"]),
  feature("solar", ["solar panels", "solar", "solar power", "photovoltaic"], ["paneles solares", "placas solares", "energia solar", "fotovoltaica"], ["panneaux solaires", "solaire", "photovoltaique", "panneaux photovoltaiques"]),
  feature("ev_charger", ["ev charger", "ev charging", "electric vehicle charger", "car charger", "charging station", "tesla charger"], ["cargador electrico", "cargador de coche electrico", "punto de recarga", "cargador para auto electrico"], ["borne de recharge", "prise de recharge", "recharge electrique"]),
  feature("security", ["gated community", "gated", "security", "alarm", "security system", "24/7 security", "cctv"], ["seguridad", "vigilancia", "alarma", "urbanizacion cerrada", "fraccionamiento cerrado", "barrio cerrado"], ["securise", "securisee", "residence securisee", "alarme", "videosurveillance", "digicode"]),
  feature("accessible", ["wheelchair accessible", "accessible", "handicap accessible", "step-free", "no steps"], ["accesible", "adaptado", "silla de ruedas", "movilidad reducida"], ["accessible", "accessible pmr", "pmr", "fauteuil roulant", "mobilite reduite"]),
  feature("single_storey", ["single storey", "single story", "single-story", "single level", "one story", "one level", "ranch style", "bungalow"], ["una planta", "una sola planta", "un nivel", "planta baja"], ["plain-pied", "plain pied", "de plain-pied", "un seul niveau"]),
  feature("new_construction", ["new construction", "new build", "newly built", "brand new", "new development"], ["obra nueva", "a estrenar", "nueva construccion", "de estreno"], ["neuf", "construction neuve", "programme neuf", "jamais habite"]),
  feature("renovated", ["renovated", "remodeled", "remodelled", "updated", "refurbished", "newly renovated"], ["reformado", "reformada", "renovado", "renovada", "remodelado", "remodelada"], ["renove", "renovee", "refait a neuf", "refaite a neuf", "renovation recente"]),
  feature("waterfront", ["waterfront", "water front", "lakefront", "riverfront", "on the water"], ["frente al agua", "a orillas", "frente al lago", "frente al rio"], ["bord de l'eau", "bord du lac", "bord de riviere", "pieds dans l'eau"]),
  feature("beach", ["beach", "near the beach", "beachfront", "walk to the beach", "close to the beach"], ["playa", "cerca de la playa", "primera linea de playa", "frente a la playa"], ["plage", "proche de la plage", "pres de la plage", "front de mer", "bord de mer"]),
  feature("near_schools", ["near schools", "close to schools", "good schools", "schools nearby", "school district", "near a school"], ["cerca de colegios", "cerca de escuelas", "colegios cercanos", "escuelas cercanas", "cerca del colegio"], ["proche des ecoles", "pres des ecoles", "ecoles a proximite", "proche ecole"]),
  feature("near_transit", ["near transit", "public transport", "public transportation", "near the metro", "near the subway", "subway", "metro", "train station", "bus stop", "near transit"], ["cerca del metro", "transporte publico", "metro", "estacion de tren", "parada de autobus"], ["proche du metro", "transports en commun", "metro", "gare", "proche des transports", "tramway"]),
  feature("quiet", ["quiet", "quiet area", "quiet street", "peaceful", "calm"], ["tranquilo", "tranquila", "zona tranquila", "calle tranquila", "silencioso"], ["calme", "quartier calme", "au calme", "paisible"]),
  feature("office", ["home office", "office", "study", "workspace"], ["oficina", "despacho", "estudio en casa"], ["bureau", "espace de travail", "bureau a domicile"]),
  feature("walk_in_closet", ["walk-in closet", "walk in closet", "walk-in wardrobe", "dressing room"], ["vestidor", "closet vestidor", "armario empotrado"], ["dressing", "placard", "placards"]),
  feature("barbecue", ["barbecue", "bbq", "grill", "outdoor kitchen"], ["barbacoa", "parrilla", "asador", "quincho"], ["barbecue", "barbec", "cuisine d'ete", "plancha exterieure"]),
  feature("hot_tub", ["hot tub", "jacuzzi", "spa", "whirlpool"], ["jacuzzi", "hidromasaje", "spa", "banera de hidromasaje"], ["jacuzzi", "spa", "bain a remous", "balneo"]),
  feature("sauna", ["sauna", "steam room"], ["sauna", "bano turco"], ["sauna", "hammam"]),
  feature("wine_cellar", ["wine cellar", "wine room", "wine fridge"], ["bodega de vinos", "cava", "vinoteca"], ["cave a vin", "cave a vins", "cellier a vin"]),
  feature("playground", ["playground", "play area", "kids area"], ["parque infantil", "zona infantil", "juegos infantiles", "area de juegos"], ["aire de jeux", "jeux pour enfants", "espace enfants"]),
  feature("tennis", ["tennis court", "tennis", "tennis courts"], ["pista de tenis", "cancha de tenis", "tenis"], ["court de tennis", "tennis"]),
  feature("paddle", ["padel court", "padel", "pickleball", "paddle court"], ["padel", "pista de padel", "cancha de padel"], ["padel", "terrain de padel"]),
  feature("bright", ["bright", "natural light", "sunny", "lots of light", "light-filled"], ["luminoso", "luminosa", "mucha luz", "luz natural", "soleado"], ["lumineux", "lumineuse", "ensoleille", "ensoleillee", "lumiere naturelle"]),
  feature("modern_kitchen", ["modern kitchen", "updated kitchen", "chef's kitchen", "gourmet kitchen", "kitchen island", "open kitchen"], ["cocina moderna", "cocina equipada", "cocina americana", "cocina abierta", "isla de cocina"], ["cuisine equipee", "cuisine moderne", "cuisine ouverte", "cuisine americaine", "ilot central"]),
  feature("high_ceilings", ["high ceilings", "vaulted ceilings", "cathedral ceilings"], ["techos altos", "techos abovedados", "doble altura"], ["hauts plafonds", "haut plafond", "double hauteur", "plafonds hauts"]),
  feature("fenced", ["fenced", "fenced yard", "fenced backyard", "fully fenced"], ["vallado", "vallada", "cercado", "cercada", "bardeado"], ["cloture", "cloturee", "clos de murs"]),
  feature("guest_house", ["guest house", "guesthouse", "in-law suite", "casita", "adu", "granny flat"], ["casa de invitados", "casa de huespedes", "anexo"], ["maison d'amis", "dependance", "studio independant"]),
  feature("smart_home", ["smart home", "home automation", "smart thermostat"], ["domotica", "casa inteligente"], ["domotique", "maison connectee"]),
  feature("double_glazing", ["double glazing", "double-pane windows", "double pane windows"], ["doble acristalamiento", "ventanas de doble vidrio", "climalit"], ["double vitrage", "triple vitrage"]),
  feature("community_pool", ["community pool", "shared pool", "communal pool"], ["piscina comunitaria", "piscina compartida"], ["piscine commune", "piscine collective", "piscine partagee"]),
  feature("golf", ["golf course", "golf", "on the golf course"], ["campo de golf", "golf"], ["terrain de golf", "golf", "parcours de golf"]),
];

const BY_ID = new Map(FEATURES.map((entry) => [entry.id, entry]));

/** Every word for a feature, in every language, without repeats; empty for an unknown id. */
export function featureWords(id: string): string[] {
  const entry = BY_ID.get(id);
  return entry ? [...new Set([...entry.words.en, ...entry.words.es, ...entry.words.fr])] : [];
}

export function isFeature(id: string): boolean {
  return BY_ID.has(id);
}
