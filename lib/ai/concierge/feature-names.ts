import { FEATURES } from "./features";
import type { Language } from "./types";

// How an answer names a feature in each language, written as it reads after "with" / "con" /
// "avec" ("houses with a pool", "casas con piscina", "maisons avec une piscine"). Ids are those
// of features.ts; one missing here falls back to its first word in features.ts.

const NAMES: Record<string, Record<Language, string>> = {
  pool: { English: "a pool", Spanish: "piscina", French: "une piscine" },
  garage: { English: "a garage", Spanish: "garaje", French: "un garage" },
  garden: { English: "a garden", Spanish: "jardín", French: "un jardin" },
  sea_view: { English: "sea views", Spanish: "vistas al mar", French: "vue sur la mer" },
  ocean_view: { English: "ocean views", Spanish: "vistas al mar", French: "vue sur la mer" },
  view: { English: "views", Spanish: "vistas", French: "une belle vue" },
  mountain_view: { English: "mountain views", Spanish: "vistas a la montaña", French: "vue sur la montagne" },
  lake_view: { English: "lake views", Spanish: "vistas al lago", French: "vue sur le lac" },
  city_view: { English: "city views", Spanish: "vistas a la ciudad", French: "vue sur la ville" },
  waterfront: { English: "a waterfront", Spanish: "primera línea de agua", French: "un accès au bord de l'eau" },
  beach: { English: "beach access", Spanish: "acceso a la playa", French: "un accès à la plage" },
  balcony: { English: "a balcony", Spanish: "balcón", French: "un balcon" },
  terrace: { English: "a terrace", Spanish: "terraza", French: "une terrasse" },
  patio: { English: "a patio", Spanish: "patio", French: "un patio" },
  porch: { English: "a porch", Spanish: "porche", French: "un porche" },
  deck: { English: "a deck", Spanish: "terraza de madera", French: "une terrasse en bois" },
  rooftop: { English: "a rooftop terrace", Spanish: "azotea", French: "un toit-terrasse" },
  fireplace: { English: "a fireplace", Spanish: "chimenea", French: "une cheminée" },
  air_conditioning: { English: "air conditioning", Spanish: "aire acondicionado", French: "la climatisation" },
  heating: { English: "heating", Spanish: "calefacción", French: "le chauffage" },
  elevator: { English: "an elevator", Spanish: "ascensor", French: "un ascenseur" },
  parking: { English: "parking", Spanish: "aparcamiento", French: "un parking" },
  furnished: { English: "furniture", Spanish: "muebles", French: "des meubles" },
  pets: { English: "pets allowed", Spanish: "mascotas permitidas", French: "les animaux acceptés" },
  pets_allowed: { English: "pets allowed", Spanish: "mascotas permitidas", French: "les animaux acceptés" },
  gym: { English: "a gym", Spanish: "gimnasio", French: "une salle de sport" },
  basement: { English: "a basement", Spanish: "sótano", French: "un sous-sol" },
  attic: { English: "an attic", Spanish: "desván", French: "des combles" },
  laundry: { English: "a laundry room", Spanish: "lavadero", French: "une buanderie" },
  washer: { English: "a washing machine", Spanish: "lavadora", French: "un lave-linge" },
  dishwasher: { English: "a dishwasher", Spanish: "lavavajillas", French: "un lave-vaisselle" },
  storage: { English: "a storage room", Spanish: "trastero", French: "un cellier" },
  cellar: { English: "a cellar", Spanish: "bodega", French: "une cave" },
  security: { English: "security", Spanish: "seguridad", French: "un gardiennage" },
  doorman: { English: "a doorman", Spanish: "portero", French: "un gardien" },
  concierge: { English: "a concierge", Spanish: "conserje", French: "un concierge" },
  solar_panels: { English: "solar panels", Spanish: "paneles solares", French: "des panneaux solaires" },
  hardwood_floors: { English: "hardwood floors", Spanish: "suelos de madera", French: "du parquet" },
  walk_in_closet: { English: "a walk-in closet", Spanish: "vestidor", French: "un dressing" },
  office: { English: "a home office", Spanish: "despacho", French: "un bureau" },
  guest_house: { English: "a guest house", Spanish: "casa de invitados", French: "une maison d'amis" },
  accessible: { English: "step-free access", Spanish: "acceso sin escalones", French: "un accès de plain-pied" },
  wheelchair: { English: "wheelchair access", Spanish: "acceso para silla de ruedas", French: "un accès fauteuil roulant" },
  new_construction: { English: "new construction", Spanish: "obra nueva", French: "une construction neuve" },
  renovated: { English: "a renovation", Spanish: "reforma", French: "une rénovation" },
  jacuzzi: { English: "a hot tub", Spanish: "jacuzzi", French: "un jacuzzi" },
  sauna: { English: "a sauna", Spanish: "sauna", French: "un sauna" },
  tennis: { English: "a tennis court", Spanish: "pista de tenis", French: "un court de tennis" },
  playground: { English: "a playground", Spanish: "zona infantil", French: "une aire de jeux" },
  ev_charger: { English: "an EV charger", Spanish: "cargador para coche eléctrico", French: "une borne de recharge" },
  smart_home: { English: "smart home features", Spanish: "domótica", French: "la domotique" },
  high_ceilings: { English: "high ceilings", Spanish: "techos altos", French: "de hauts plafonds" },
  natural_light: { English: "natural light", Spanish: "luz natural", French: "de la lumière naturelle" },
  pet_friendly: { English: "pets allowed", Spanish: "mascotas permitidas", French: "les animaux acceptés" },
  stairs: { English: "stairs", Spanish: "escaleras", French: "un escalier" },
  hardwood: { English: "hardwood floors", Spanish: "suelos de madera", French: "du parquet" },
  solar: { English: "solar panels", Spanish: "paneles solares", French: "des panneaux solaires" },
  hot_tub: { English: "a hot tub", Spanish: "jacuzzi", French: "un jacuzzi" },
  bright: { English: "plenty of natural light", Spanish: "mucha luz natural", French: "beaucoup de lumière naturelle" },
  single_storey: { English: "a single level", Spanish: "una sola planta", French: "un seul niveau" },
  near_schools: { English: "schools nearby", Spanish: "colegios cerca", French: "des écoles à proximité" },
  near_transit: { English: "public transport nearby", Spanish: "transporte público cerca", French: "les transports en commun à proximité" },
  modern_kitchen: { English: "a modern kitchen", Spanish: "cocina moderna", French: "une cuisine moderne" },
  fenced: { English: "a fenced yard", Spanish: "terreno vallado", French: "un terrain clôturé" },
  double_glazing: { English: "double glazing", Spanish: "doble acristalamiento", French: "le double vitrage" },
  community_pool: { English: "a community pool", Spanish: "piscina comunitaria", French: "une piscine commune" },
  golf: { English: "a golf course nearby", Spanish: "campo de golf cerca", French: "un golf à proximité" },
  paddle: { English: "a padel court", Spanish: "pista de pádel", French: "un terrain de padel" },
  barbecue: { English: "a barbecue area", Spanish: "barbacoa", French: "un barbecue" },
  wine_cellar: { English: "a wine cellar", Spanish: "bodega de vinos", French: "une cave à vin" },
  quiet: { English: "a quiet setting", Spanish: "un entorno tranquilo", French: "un cadre calme" },
  underfloor_heating: { English: "underfloor heating", Spanish: "suelo radiante", French: "un plancher chauffant" },
  carpet: { English: "carpet", Spanish: "moqueta", French: "de la moquette" },
  mudroom: { English: "a mudroom", Spanish: "recibidor", French: "un vestibule" },
  dock: { English: "a dock", Spanish: "embarcadero", French: "un quai" },
  bike_storage: { English: "bike storage", Spanish: "aparcamiento para bicicletas", French: "un local à vélos" },
  generator: { English: "a backup generator", Spanish: "generador eléctrico", French: "une génératrice" },
  well_water: { English: "a private well", Spanish: "pozo propio", French: "un puits" },
  septic: { English: "a septic system", Spanish: "fosa séptica", French: "une fosse septique" },
  new_roof: { English: "a new roof", Spanish: "tejado nuevo", French: "une toiture neuve" },
  open_plan: { English: "an open floor plan", Spanish: "planta abierta", French: "une aire ouverte" },
  barn: { English: "a barn", Spanish: "establo", French: "une grange" },
  horse_property: { English: "horse facilities", Spanish: "instalaciones para caballos", French: "des installations équestres" },
  workshop: { English: "a workshop", Spanish: "taller", French: "un atelier" },
  greenhouse: { English: "a greenhouse", Spanish: "invernadero", French: "une serre" },
  service_room: { English: "a service room", Spanish: "cuarto de servicio", French: "une chambre de service" },
  home_theater: { English: "a home theater", Spanish: "sala de cine", French: "une salle de cinéma" },
  game_room: { English: "a game room", Spanish: "sala de juegos", French: "une salle de jeux" },
  pantry: { English: "a pantry", Spanish: "despensa", French: "un garde-manger" },
  energy_efficient: { English: "energy efficiency", Spanish: "eficiencia energética", French: "une bonne efficacité énergétique" },
  river_view: { English: "river views", Spanish: "vistas al río", French: "vue sur la rivière" },
};

/** How a feature reads after "without" / "sin" / "sans" when its name does not ("without pets", not "without pets allowed"). */
const NEGATED: Record<string, Record<Language, string>> = {
  pet_friendly: { English: "pets", Spanish: "mascotas", French: "animaux" },
  pets: { English: "pets", Spanish: "mascotas", French: "animaux" },
  pets_allowed: { English: "pets", Spanish: "mascotas", French: "animaux" },
};

const WORD_KEY: Record<Language, "en" | "es" | "fr"> = { English: "en", Spanish: "es", French: "fr" };

/** A feature's name in the language, as it reads after "with"; the id itself for an unknown one. */
export function featureName(id: string, language: Language): string {
  const named = NAMES[id]?.[language];
  if (named) return named;
  const feature = FEATURES.find((entry) => entry.id === id);
  return feature?.words[WORD_KEY[language]][0] ?? feature?.words.en[0] ?? id.replace(/_/g, " ");
}

/** The name without its leading article: "pool" from "a pool", "piscine" from "une piscine"; "animaux" for pets, as "sans animaux" says. */
export function bareFeatureName(id: string, language: Language): string {
  return NEGATED[id]?.[language] ?? featureName(id, language).replace(ARTICLE, "");
}

/** The name as it reads after "without": "without pets", "without a pool". */
export function negatedFeatureName(id: string, language: Language): string {
  return NEGATED[id]?.[language] ?? featureName(id, language);
}

const ARTICLE = /^(?:a |an |une |un |la |le |l'|des |du |de la |de l'|de |un |una )/;

/** The feature has a name of its own in every language (not the fallback to its first word). */
export function hasOwnName(id: string): boolean {
  return Boolean(NAMES[id]?.English && NAMES[id]?.Spanish && NAMES[id]?.French);
}
