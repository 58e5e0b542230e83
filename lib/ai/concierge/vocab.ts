import type { Tour } from "@/lib/listings/filters";
import type { Language } from "./types";

// What visitors type, in English, Spanish and French, folded (lower case, no accents).
// Adding a language or a synonym is adding words here; the patterns that use them do not change.

export const SALE_WORDS = ["for sale", "to buy", "buy", "buying", "purchase", "purchasing", "on sale", "on the market", "en venta", "a la venta", "venta", "ventas", "se vende", "se venden", "comprar", "compra", "a vendre", "vendre", "en vente", "acheter", "achat", "a acheter"];
export const RENT_WORDS = ["for rent", "to rent", "rent", "rental", "rentals", "renting", "lease", "leasing", "for lease", "to let", "en alquiler", "alquiler", "alquileres", "alquilar", "se alquila", "se renta", "en renta", "renta", "rentas", "rentar", "para rentar", "de renta", "de alquiler", "para alquilar", "arriendo", "arriendos", "en arriendo", "arrendar", "arriendan", "arrendamiento", "se arrienda", "se arriendan", "se alquilan", "se rentan", "a louer", "louer", "en location", "loyer", "bail"];
/** A sale type said away: "buying, not renting", "no alquiler", "pas à louer". */
const SALE_TYPE_NEGATIONS = ["not", "no", "pas", "non", "not for", "never"];
const negatedWords = (words: readonly string[]) => SALE_TYPE_NEGATIONS.flatMap((negation) => words.map((word) => `${negation} ${word}`));
export const NOT_SALE_WORDS = negatedWords(SALE_WORDS);
export const NOT_RENT_WORDS = negatedWords(RENT_WORDS);
/** Rent words that mean something else in English ("what's the location?"): only read in French. */
export const FRENCH_RENT_WORDS = ["location", "locations"];
export const MONTHLY_WORDS = ["a month", "per month", "/month", "/ month", "/mo", "a mo", "monthly", "pcm", "al mes", "por mes", "/mes", "mensual", "mensuales", "mensuales", "par mois", "/mois", "mensuel", "mensuels", "mensuelle", "le mois"];

export const BED_WORDS = ["bedrooms", "bedroom", "beds", "bed", "br", "bd", "bdr", "bdrm", "bdrms", "brs", "habitaciones", "habitacion", "dormitorios", "dormitorio", "recamaras", "recamara", "cuartos", "cuarto", "alcobas", "chambres", "chambre"];
export const BATH_WORDS = ["bathrooms", "bathroom", "baths", "bath", "ba", "banos", "bano", "salles de bain", "salle de bain", "salles de bains", "salle de bains", "salles d'eau", "salle d'eau", "sdb"];
export const STUDIO_WORDS = ["studio", "studios", "estudio", "estudios", "monoambiente", "studette", "apartaestudio", "apartaestudios", "aparta estudio"];
export const PARKING_WORDS = ["stationnements", "places de garage", "place de garage", "espaces de stationnement", "espace de stationnement", "places de stationnement interieur", "parkings", "parking spots", "parking spot", "parking spaces", "parking space", "parking", "car garage", "garage spaces", "estacionamientos", "estacionamiento", "aparcamiento", "aparcamientos", "plazas de garaje", "plaza de garaje", "plazas de aparcamiento", "cajones de estacionamiento", "places de parking", "place de parking", "places de stationnement", "stationnement", "parqueadero", "parqueaderos", "parqueo", "parqueos", "lugar de estacionamiento", "lugares de estacionamiento", "puesto de parqueo", "puestos de parqueo", "place de stationnement", "driveway parking", "off-street parking", "off street parking",
  // Regional words: Swiss "place de parc", Belgian "emplacement", Spanish "plaza de parking", Mexican "cajón", North American "carport" and "stall".
  "place de parc", "places de parc", "place de parc interieure", "places de parc interieures", "place de parc exterieure", "places de parc exterieures", "place de parc couverte", "places de parc couvertes",
  "emplacement de parking", "emplacements de parking", "emplacement de stationnement", "emplacements de stationnement", "places de stationnement exterieur", "garage box", "box ferme", "box fermes",
  "plaza de parking", "plazas de parking", "plaza de aparcamiento", "plaza de estacionamiento", "plazas de estacionamiento", "cajon de estacionamiento", "puesto de estacionamiento", "puestos de estacionamiento", "lugar de parqueo", "lugares de parqueo", "sitio para aparcar", "sitio para estacionar", "estacionamiento techado",
  "carport", "carports", "parking pad", "covered parking", "assigned parking", "reserved parking", "parking stall", "parking stalls", "parking garage space", "garage parking"];

/** Availability asked for; negations ("not sold") are read first. */
/** "Que no estén vendidos", "que todavía no se hayan vendido": every tense and gender, from Spain to Argentina. */
const SPANISH_NOT_SOLD = ["no", "aun no", "todavia no", "que no", "que aun no", "que todavia no"].flatMap((no) =>
  ["esten vendidos", "esten vendidas", "este vendido", "este vendida", "estan vendidos", "estan vendidas", "esta vendido", "esta vendida", "se hayan vendido", "se haya vendido", "se han vendido", "se ha vendido", "han sido vendidos", "han sido vendidas", "hayan sido vendidos", "hayan sido vendidas", "fueron vendidos", "fueron vendidas", "se vendieron", "se vendio", "vendidos", "vendidas"].map((verb) => `${no} ${verb}`),
);
export const NOT_SOLD_WORDS = ["pas deja vendu", "pas deja vendue", "pas deja vendus", "pas deja vendues", "non encore vendu", "non encore vendue", "non encore vendus", "non encore vendues", "pas encore vendu", "pas encore vendue", "pas encore vendus", "pas encore vendues", "jamais vendu", "jamais vendue", "jamais vendus", "jamais vendues", "toujours pas vendu", "toujours pas vendue", "toujours pas vendus", "toujours pas vendues", "encore en vente", "toujours en vente", ...SPANISH_NOT_SOLD, "sin venderse", "aun sin vender", "todavia sin vender", "not sold", "unsold", "not yet sold", "not pending", "not under contract", "no vendidas", "no vendidos", "no vendida", "no vendido", "sin vender", "no pendientes", "no reservadas", "no reservados", "pas vendues", "pas vendus", "pas vendue", "pas vendu", "non vendues", "non vendus", "non vendue", "non vendu", "invendus", "invendues", "pas encore vendu", "pas encore vendue", "pas sous compromis"];
export const SOLD_WORDS = ["a ete vendu", "a ete vendue", "a ete vendus", "a ete vendues", "ont ete vendu", "ont ete vendue", "ont ete vendus", "ont ete vendues", "est vendu", "est vendue", "est vendus", "est vendues", "sont vendu", "sont vendue", "sont vendus", "sont vendues", "deja vendu", "deja vendue", "deja vendus", "deja vendues", "s'est vendu", "s'est vendue", "s'est vendus", "s'est vendues", "se sont vendu", "se sont vendue", "se sont vendus", "se sont vendues", "recemment vendu", "recemment vendue", "recemment vendus", "recemment vendues", "ete vendu", "ete vendue", "ete vendus", "ete vendues", "sold", "have sold", "has sold", "recently sold", "vendidas", "vendidos", "vendida", "vendido", "se vendieron", "se vendio", "se han vendido", "se ha vendido", "se vendio ya", "ya vendidos", "ya vendidas", "fueron vendidos", "fueron vendidas", "ya se vendieron", "vendues", "vendus", "vendue", "vendu"];
export const COMING_SOON_WORDS = ["arrive bientot", "arrivent bientot", "arrive bientot sur le marche", "arrivent bientot sur le marche", "bientot en vente", "bientot a vendre", "bientot a louer", "prochainement en vente", "prochainement sur le marche", "sur le point d'etre mis en vente", "coming soon", "coming up soon", "upcoming", "soon to be listed", "soon to hit the market", "about to hit the market", "about to be listed", "pre-market", "pre market", "premarket", "proximamente", "muy pronto", "pronto a la venta", "pronto en el mercado", "por salir al mercado", "en preventa", "preventa", "bientot en vente", "bientot sur le marche", "bientot disponible", "bientot disponibles", "prochainement", "a venir", "en prevente", "avant-premiere"];
export const PENDING_WORDS = ["ventes en attente", "vente en attente", "en attente", "sous promesse d'achat", "sous promesse", "promesse d'achat", "promesse de vente", "offre acceptee", "offre d'achat acceptee", "vendu sous condition", "vendue sous condition", "vendus sous condition", "vendues sous condition", "vendu sous conditions", "sous contrat", "pending", "under contract", "under offer", "contingent", "pendiente", "pendientes", "reservado", "reservada", "reservados", "reservadas", "bajo contrato", "sous compromis", "sous offre", "en cours de vente", "compromis signe"];
export const OFF_MARKET_WORDS = ["off market", "off-market", "off the market", "withdrawn", "fuera del mercado", "retirado", "retirada", "hors marche", "retire du marche", "retiree du marche"];

export const TOUR_WORDS = {
  OpenHouse: ["open house", "open houses", "open-house", "casa abierta", "puertas abiertas", "jornada de puertas abiertas", "portes ouvertes", "journee portes ouvertes", "visite libre", "visites libres", "visita libre", "visite groupee", "visites groupees", "visita grupal", "visitas grupales", "group viewing", "group showing", "group tour"],
  "3D": ["3d tour", "3d tours", "3-d tour", "3 d tour", "3d", "virtual tour", "virtual tours", "video tour", "recorrido virtual", "tour virtual", "visita virtual", "visita 3d", "visite virtuelle", "visite 3d"],
} as const satisfies Record<Tour, readonly string[]>;

/**
 * What leaves the thing right before it out: "land doesn't count", "los terrenos no cuentan", "les terrains ne comptent pas",
 * "condos are out", "excluding". Its "count" asks for no number.
 */
export const LEFT_OUT_AFTER =
  /^\s*(?:(?:doesn'?t|does not|don'?t|do not|won'?t|will not|wouldn'?t|shouldn'?t|can'?t|cannot)\s+count|(?:is|are|'s|'re)\s+(?:out|excluded|a no|off the table|out of the question)|(?:is|are)\s+not\s+(?:an option|ok|okay)|excluded|no cuentan?|no valen?|quedan? fuera|(?:estan?\s+)?(?:excluid[oa]s?|descartad[oa]s?)|(?:ne|n')\s*comptent? pas|(?:est|sont)\s+(?:exclus?|exclues?|hors de question)|exclus?|exclues?|ca compte pas|ca ne compte pas)(?![\p{L}])/u;
/** The "count" of "doesn't count" anywhere in a message, which asks for no number. */
export const NOT_COUNTED = /(?<![\p{L}])(?:doesn'?t|does not|don'?t|do not|won'?t|will not|wouldn'?t|shouldn'?t|can'?t|cannot)\s+count(?![\p{L}])/gu;
export const COUNT_WORDS = ["how many", "number of", "count", "cuantos", "cuantas", "numero de", "cantidad de", "combien de", "combien d'", "nombre de"];
/** Words that ask to see listings, with nothing else to go on. */
export const SEARCH_WORDS = ["quoi de dispo", "qu'est-ce qui est dispo", "qu'est-ce qui est disponible", "quoi de disponible", "dispo", "dispos", "disponibles", "ce qui est disponible", "ce que vous avez", "show me", "show", "list", "looking for", "look for", "find", "search", "what do you have", "do you have", "what's available", "what is available", "anything", "something", "any", "want", "need", "busco", "buscando", "buscamos", "quiero", "queremos", "necesito", "muestrame", "ensename", "mostrar", "tienen", "tienes", "hay", "algo", "alguna", "alguno", "je cherche", "cherche", "cherchons", "montrez-moi", "montre-moi", "montrez moi", "avez-vous", "avez vous", "vous avez", "y a-t-il", "il y a", "je voudrais", "je veux", "quelque chose"];
/** Nouns that name what is sought; a message with one starts a new search rather than refining the last. */
export const ANCHOR_WORDS = ["home", "homes", "listing", "listings", "property", "properties", "places", "rentals", "rental", "real estate", "propiedad", "propiedades", "viviendas", "vivienda", "inmuebles", "inmueble", "bien", "biens", "annonces", "annonce", "logement", "logements", "proprietes", "propriete", "immobilier"];
/** Plural nouns: a superlative over them asks for several listings. */
export const PLURAL_WORDS = ["homes", "houses", "listings", "properties", "places", "rentals", "options", "condos", "apartments", "townhouses", "townhomes", "flats", "ones", "lots", "casas", "pisos", "apartamentos", "departamentos", "propiedades", "viviendas", "alquileres", "opciones", "depas", "chalets", "terrenos", "maisons", "appartements", "biens", "annonces", "logements", "terrains", "villas", "top 3", "top three", "a few"];
/** Openings of a follow-up that changes part of the last search ("what about Denver?"). */
export const FOLLOW_UP_WORDS = ["and", "what about", "how about", "what if", "also", "only", "just", "instead", "same", "those", "them", "these", "ones", "y", "y en", "que tal", "y que tal", "solo", "solamente", "en cambio", "esos", "esas", "et", "et a", "et en", "et pour", "plutot", "seulement", "ceux", "celles", "pareil", "mismo", "misma", "e", "con", "with", "avec", "sin", "sans", "without"];
/** "Which of those…", "the cheapest of them": picking among the last results. */
export const OF_THOSE_WORDS = ["do any", "does any", "do any of", "any have", "any has", "alguna tiene", "alguno tiene", "algunas tienen", "algunos tienen", "alguna de", "alguno de", "une d'elles", "l'une d'elles", "un d'eux", "l'un d'eux", "l'une", "of those", "of them", "of these", "among them", "among those", "among these", "de esos", "de esas", "de ellos", "de ellas", "de estos", "de estas", "entre ellos", "entre ellas", "entre esos", "entre esas", "parmi eux", "parmi elles", "parmi ceux-ci", "parmi celles-ci", "parmi", "d'entre eux", "d'entre elles", "de ceux-ci", "de celles-ci"];
/** "Which one…", "¿cuál…?", "lequel…": choosing between the listings shown. */
export const WHICH_WORDS = ["which one", "which ones", "which", "which is", "cual", "cuales", "lequel", "laquelle", "lesquels", "lesquelles"];
export const AFFIRMATIVE_WORDS = ["yes", "yes please", "yeah", "yep", "sure", "ok", "okay", "please do", "go ahead", "show them", "show me them", "show me", "show me those", "let's see", "see them", "list them", "si", "si por favor", "claro", "vale", "dale", "muestramelas", "muestramelos", "ensenamelas", "ensenamelos", "verlas", "verlos", "oui", "oui merci", "d'accord", "volontiers", "montrez-les", "montre-les", "montrez les", "voyons"];
/** Short answers that say which language they are in when eld cannot tell. */
/** Asking to browse with nothing else to go on: "what do you have?", "show me everything". */
export const BROWSE_WORDS = ["quoi de dispo", "qu'est-ce qui est dispo", "qu'est-ce qui est disponible", "quoi de disponible", "ce qui est disponible", "ce que vous avez", "qu'est-ce qu'il y a", "qu'y a-t-il", "what do you have", "what have you got", "what you got", "everything", "all listings", "all properties", "all homes", "all your", "what's available", "what is available", "que tienen", "que tienes", "que hay", "todo lo que", "todas las", "todos los", "qu'avez-vous", "qu'est-ce que vous avez", "tout ce que", "toutes les", "tous les",
  // "Do you cover Boise?", "¿trabajan en Bogotá?", "vous couvrez Lyon ?": the homes of that place.
  "cover", "do you cover", "you cover", "serve", "do you serve", "work in", "operate in", "active in", "cubren", "cubres", "cubre", "trabajan en", "trabajas en", "operan en", "tienen presencia en", "couvrez", "couvrez-vous", "vous couvrez", "intervenez", "travaillez", "etes-vous present", "etes-vous presents"];
/** Advice the concierge cannot give from listings: mortgages, taxes, tips. */
export const ADVICE_WORDS = ["tips", "advice", "mortgage", "mortgages", "loan", "loans", "financing", "interest rate", "interest rates", "down payment", "credit score", "property tax", "property taxes", "insurance", "first time buyer", "first-time buyer", "hipoteca", "hipotecas", "prestamo", "credito", "financiacion", "financiamiento", "consejos", "consejo", "impuestos", "tasa de interes", "enganche", "pret immobilier", "hypotheque", "credit", "conseils", "conseil", "financement", "impots", "taxe fonciere", "assurance", "apport", "taux"];
/** "Show me more", "muéstrame más", "montrez-m'en plus": the next matches of the last search. */
export const MORE_WORDS = [
  "more", "show more", "show me more", "see more", "more please", "more results", "more options", "more listings", "any more", "anymore", "others", "other ones", "any others", "other options", "something else", "anything else", "what else",
  "next", "next ones", "the next ones", "next page", "the rest", "see the rest", "keep going",
  "mas", "muestrame mas", "ensename mas", "ver mas", "mas resultados", "mas opciones", "otras", "otros", "otras opciones", "alguna otra", "algun otro", "alguna mas", "alguno mas", "otra", "otro", "que mas", "que mas hay", "que mas tienen",
  "siguientes", "los siguientes", "las siguientes", "el resto", "los demas", "las demas",
  "autres", "d'autres", "les autres", "encore", "plus d'options", "autre chose", "quoi d'autre",
  "montrez-m'en plus", "montre-m'en plus", "montrez m'en plus", "montrez-moi plus", "montre-moi plus", "m'en montrer plus", "en montrer plus", "en voir plus", "voir plus", "plus de resultats", "plus d'annonces", "plus de biens", "plus de choix",
  "la suite", "suivants", "suivantes", "les suivants", "les suivantes", "le reste",
];

const byLanguage = (en: readonly string[], es: readonly string[], fr: readonly string[]): Record<Language, readonly string[]> => ({ English: en, Spanish: es, French: fr });

export const GREETING_WORDS = byLanguage(
  ["hi", "hello", "hey", "hiya", "howdy", "hii", "helo", "hllo", "good morning", "good afternoon", "good evening", "greetings", "yo", "hi there", "hello there", "hey there", "how are you", "what's up"],
  ["hola", "buenos dias", "buen dia", "buenas tardes", "buenas noches", "buenas", "saludos", "que tal", "como estas", "como esta", "holi", "ola", "hla", "buenas buenas"],
  ["bonjour", "salut", "bonsoir", "coucou", "allo", "bjr", "bsr", "slt", "cc", "bonjour bonjour", "bonjour a vous", "comment allez-vous", "ca va", "bienvenue"],
);
/** Questions about the assistant itself: who or what it is, what it can do, which languages it speaks. */
export const ABOUT_WORDS = byLanguage(
  ["who are you", "what are you", "who am i talking to", "who am i speaking with", "what can you do", "what do you do", "what can you help with", "how can you help", "how can you help me", "how does this work", "are you a robot", "are you a bot", "are you a chatbot", "are you human", "are you a human", "are you a real person", "are you a person", "are you real", "are you ai", "are you an ai", "is this a bot", "is this a robot", "is this a real person", "am i talking to a bot", "am i talking to a robot", "am i talking to a human", "am i talking to a person", "do you speak spanish", "do you speak french", "do you speak english", "what languages do you speak", "a bot", "a robot", "a chatbot", "an ai", "a real person"],
  ["quien eres", "quien es usted", "que eres", "con quien hablo", "que puedes hacer", "que sabes hacer", "en que me puedes ayudar", "en que me puede ayudar", "como me puedes ayudar", "como funciona", "como funciona esto", "eres un robot", "eres un bot", "eres humano", "eres una persona", "eres una persona real", "eres real", "eres una ia", "eres inteligencia artificial", "es usted un robot", "hablo con un robot", "hablo con una persona", "hablas espanol", "hablas ingles", "hablas frances", "que idiomas hablas", "un robot", "un bot", "una ia", "una persona real"],
  ["qui etes-vous", "qui es-tu", "qui etes vous", "qui es tu", "tu es qui", "vous etes qui", "a qui je parle", "que pouvez-vous faire", "que peux-tu faire", "qu'est-ce que tu peux faire", "qu'est-ce que vous pouvez faire", "comment ca marche", "comment ca fonctionne", "etes-vous un robot", "es-tu un robot", "tu es un robot", "vous etes un robot", "etes-vous humain", "es-tu humain", "tu es humain", "vous etes humain", "c'est un robot", "je parle a un robot", "tu parles francais", "vous parlez francais", "parlez-vous francais", "tu parles anglais", "parlez-vous anglais", "parlez-vous espagnol", "quelles langues parlez-vous", "un robot", "un bot", "une ia", "une vraie personne"],
);
export const THANKS_WORDS = byLanguage(
  ["thanks", "thank you", "thank u", "thx", "ty", "cheers", "appreciate it", "much appreciated", "great thanks", "perfect thanks", "ok thanks", "thanks a lot", "great", "perfect", "awesome"],
  ["gracias", "muchas gracias", "mil gracias", "te lo agradezco", "se lo agradezco", "perfecto", "genial", "muy amable"],
  ["merci", "merci beaucoup", "merci bien", "je vous remercie", "parfait", "super", "genial", "c'est gentil"],
);
export const GOODBYE_WORDS = byLanguage(
  ["bye", "goodbye", "good bye", "bye bye", "see you", "see ya", "see you later", "take care", "have a good day", "good night", "talk later"],
  ["adios", "hasta luego", "hasta pronto", "hasta manana", "chao", "chau", "nos vemos", "que tenga buen dia", "buen dia"],
  ["au revoir", "a bientot", "a plus", "bonne journee", "bonne soiree", "bonne nuit", "a tout a l'heure", "adieu", "ciao"],
);
/** A person the visitor may ask for. */
export const HUMAN_PERSONS = byLanguage(
  ["human", "a human", "real person", "a person", "a real person", "person", "someone", "somebody", "anyone", "agent", "an agent", "agents", "realtor", "a realtor", "broker", "a broker", "representative", "rep", "real estate agent", "listing agent", "operator", "staff", "team", "advisor", "adviser", "consultant", "salesperson", "live agent", "live person", "manager", "owner"],
  ["agente", "un agente", "agente inmobiliario", "asesor", "asesora", "un asesor", "asesor inmobiliario", "corredor", "corredora", "corredor de propiedades", "inmobiliaria", "la inmobiliaria", "persona", "una persona", "persona real", "humano", "un humano", "alguien", "vendedor", "encargado", "encargada", "gestor", "comercial", "agencia", "ejecutivo", "ejecutiva", "agente de bienes raices", "corredor de bienes raices", "asesor de bienes raices", "corredor inmobiliario", "corredora inmobiliaria", "asesora inmobiliaria", "agente inmobiliaria", "martillero", "vendedora", "asesor comercial", "ejecutivo de ventas", "asesor de ventas", "operador", "operadora", "un ser humano", "alguien del equipo", "alguien de la agencia", "realtor"],
  ["agent immobilier", "un agent", "l'agent", "agent", "conseiller", "conseillere", "un conseiller", "courtier", "une courtiere", "courtiere", "quelqu'un", "un humain", "humain", "une personne", "personne reelle", "une vraie personne", "negociateur", "negociatrice", "l'agence", "agence", "responsable"],
);
/** Ways of asking to be put in touch with one of HUMAN_PERSONS. */
export const HUMAN_VERBS = ["looking for", "busco", "buscando", "je cherche", "cherche", "talk to", "talk with", "speak to", "speak with", "chat with", "connect me", "put me in touch", "get in touch", "transfer me", "contact", "reach", "call", "get me", "i want", "i need", "i'd like", "can i", "let me", "is there", "hablar con", "hablar a", "comunicarme con", "comunican", "comunica", "me comunica", "me pasa", "me pasan", "contactar con", "contactar a", "contactar", "comunicar", "ponerme en contacto", "pasame con", "paseme con", "me pasas", "me pasas con", "me pasan con", "me pase con", "me puedes pasar", "me podrias pasar", "me comunicas", "comunicame", "comuniqueme", "me conectas", "conectame", "me conecta", "ponme en contacto", "ponme con", "poneme con", "me contactas", "que me atienda", "me atienda", "me atiende", "platicar con", "charlar con", "conversar con", "hablar", "quiero", "necesito", "puedo", "me gustaria", "hay", "llamar", "parler a", "parler avec", "joindre", "contacter", "mettre en contact", "me mettre en relation", "passer", "je veux", "je voudrais", "j'aimerais", "puis-je", "est-ce que je peux", "appeler", "rappeler"];
export const HUMAN_DIRECT = ["sell my", "selling my", "list my house", "list my home", "list my property", "home valuation", "valuation", "what is my home worth", "vender mi", "vendo mi", "tasacion", "tasar mi", "valorar mi", "vendre mon", "vendre ma", "estimation", "estimer mon", "estimer ma", "faire estimer", "call me", "contact me", "give me a call", "have someone call", "have an agent call", "reach me", "reach out to me", "llamame", "llamenme", "me pueden llamar", "me puede llamar", "contactenme", "contactame", "que me llamen", "que me contacten", "appelez-moi", "appelez moi", "rappelez-moi", "rappelez moi", "contactez-moi", "contactez moi", "me rappeler", "me contacter"];

export const COVERAGE_WORDS = [
  "which cities", "what cities", "which areas", "what areas", "which locations", "what locations", "where do you have", "where are your", "where are the", "which neighborhoods", "what neighborhoods", "which neighbourhoods", "what regions", "which regions", "areas do you cover", "cities do you cover", "what markets", "where do you operate", "where do you cover", "what do you cover", "which towns", "what towns", "where are you", "where do you work",
  "que ciudades", "cuales ciudades", "en que ciudades", "que zonas", "en que zonas", "que areas", "donde tienen", "donde tienes", "en donde tienen", "que barrios", "que regiones", "donde operan", "donde trabajan", "que localidades", "en que lugares",
  "quelles villes", "dans quelles villes", "quelles zones", "quels secteurs", "quels quartiers", "quelles regions", "ou avez-vous", "ou avez vous", "ou etes-vous", "ou etes vous", "ou intervenez-vous", "quelles communes", "ou sont vos",
];

/** "Ver el depa", "conocer la casa", "recorrer el departamento": a Spanish verb of seeing and a home. */
const SPANISH_SEE_HOME = ["ver", "visitar", "conocer", "recorrer", "pasar a ver", "ir a ver"].flatMap((verb) =>
  ["el", "la", "este", "esta", "ese", "esa"].flatMap((article) =>
    ["casa", "piso", "depa", "depto", "departamento", "apartamento", "apto", "inmueble", "vivienda", "propiedad", "chalet", "atico", "estudio", "local", "lugar", "terreno"].map((home) => `${verb} ${article} ${home}`),
  ),
);
/** "See the townhouse", "tour that condo", "check out the one on Elm": an English verb of seeing and a home. */
const ENGLISH_SEE_HOME = ["see", "tour", "view", "check out", "look at", "walk through"].flatMap((verb) =>
  ["the", "this", "that", "your"].flatMap((article) =>
    ["house", "home", "condo", "townhouse", "town house", "townhome", "apartment", "apt", "flat", "place", "property", "unit", "loft", "duplex", "cottage", "bungalow", "studio", "one", "listing", "rental", "ranch", "cabin"].map(
      (home) => `${verb} ${article} ${home}`,
    ),
  ),
);
/** "Voir la maison de ville", "visiter cet appart": a French verb of seeing and a home. */
const FRENCH_SEE_HOME = ["voir", "visiter"].flatMap((verb) =>
  ["le", "la", "ce", "cet", "cette", "votre"].flatMap((article) =>
    ["maison", "appartement", "appart", "condo", "maison de ville", "chalet", "studio", "loft", "logement", "bien", "propriete", "duplex", "triplex", "plex", "jumele", "cottage", "bungalow", "townhouse"].map((home) => `${verb} ${article} ${home}`),
  ),
);
/** Asking to see a home in person; not a virtual tour. */
export const VIEWING_WORDS = [...ENGLISH_SEE_HOME, ...FRENCH_SEE_HOME, "want to see it", "like to see it", "love to see it", "possible de voir", "possible de visiter", "peut-on voir", "peut-on visiter", "puis-je voir", "puis-je visiter", "pourrais-je voir", "pourrais-je visiter", "on peut voir", "on peut visiter", "je peux voir", "je peux visiter", "aller voir", "passer voir", "venir voir", "voir le logement", "voir le condo", "voir la propriete", "voir le bien", "visiter le", "visiter la", "visiter l'", "faire une visite", "prendre rendez-vous", ...SPANISH_SEE_HOME, "pasar a verla", "pasar a verlo", "ir a verla", "ir a verlo", "recorrerla", "recorrerlo", "agendar una cita", "hacer una visita", "se puede visitar", "podemos verla", "podemos verlo", "puedo verla", "puedo verlo", "cuando se puede ver", "cuando la puedo ver", "cuando lo puedo ver", "cuando podemos verla", "cuando podemos verlo", "mostrarmela", "mostrarmelo", "ensenarmela", "ensenarmelo",
  "visit", "viewing", "a viewing", "showing", "a showing", "schedule a visit", "book a visit", "schedule a tour", "book a tour", "tour it", "tour the", "visit it", "visit the", "see it", "see the house", "see the property", "see the home", "see the apartment", "see the place", "see this", "see that", "see in person", "see it in person", "come see", "come by", "appointment", "an appointment",
  "visita", "visitar", "visitarla", "visitarlo", "una visita", "agendar una visita", "concertar una visita", "programar una visita", "verla", "verlo", "ver la casa", "ver el piso", "ver la propiedad", "ver el departamento", "ver el apartamento", "conocerla", "conocerlo", "una cita", "agendar", "cita",
  "visite", "visiter", "la visiter", "le visiter", "une visite", "organiser une visite", "planifier une visite", "programmer une visite", "voir la maison", "voir l'appartement", "voir le bien", "le voir", "la voir", "rendez-vous", "un rendez-vous", "rdv",
];

/** A visitor who would rather not leave a contact, or will call or come by on their own. */
// biome-ignore format: one language a line.
export const NO_CONTACT_WORDS = [
  "rather not give", "rather not share", "rather not leave", "prefer not to give", "prefer not to share", "prefer not to leave", "don't want to give", "dont want to give", "don't want to share", "not giving my", "won't give", "i'll call the office", "ill call the office", "i'll call them myself", "i'll call myself", "i'll call the agency", "i'll just show up", "can't i just show up", "cant i just show up", "just show up", "i'll just stop by", "just stop by", "no contact info",
  "prefiero no dar", "prefiero no dejar", "prefiero no compartir", "no quiero dar", "no quiero dejar", "no quiero compartir", "ya llamare", "llamare yo", "llamare a la oficina", "llamare a la agencia", "yo llamo", "paso yo", "me paso yo",
  "prefere ne pas laisser", "prefere ne pas donner", "prefere ne pas communiquer", "ne veux pas donner", "ne veux pas laisser", "je rappellerai", "rappellerai l'agence", "j'appellerai l'agence", "j'appellerai moi-meme", "je passerai directement",
];

/** Moving a visit already asked for: "actually make it sunday", "mejor el miércoles", "plutôt jeudi". */
// biome-ignore format: one language a line.
export const CHANGE_WORDS = [
  "actually", "instead", "rather", "make it", "change it", "change the", "change to", "move it", "move the", "reschedule", "switch to", "switch it", "can we do", "could we do", "how about", "what about",
  "mejor", "en vez", "en lugar", "cambiar", "cambia", "cambiamos", "cambiarla", "cambiarlo", "mover", "moverla", "pasarla", "pasarlo", "y si", "que tal",
  "plutot", "finalement", "changer", "deplacer", "reporter", "decaler", "a la place", "et si",
];
/** "Same time", "a la misma hora", "même heure": the hours of the visit already asked for. */
// biome-ignore format: one language a line.
export const SAME_TIME_WORDS = ["same time", "same hour", "same hours", "same slot", "misma hora", "mismo horario", "la misma", "meme heure", "meme horaire", "memes heures"];

/** Seeing a place, with a time ("see 88 Pearl St this weekend", "visitar la casa el sábado", "voir l'appartement demain"). */
// biome-ignore format: one language a line.
export const SEE_WORDS = [
  "see", "visit", "tour", "view", "check out", "look at", "walk through", "walk it", "swing by", "stop by", "drop by", "come by", "pop by", "take a look", "have a look", "is it possible",
  "ver", "verla", "verlo", "verlas", "verlos", "visitar", "visitarla", "visitarlo", "conocer", "conocerla", "conocerlo", "recorrer", "pasar a verla", "pasar a verlo", "pasarme", "pasarnos", "es posible", "seria posible",
  "voir", "visiter", "passer voir", "passer", "c'est possible", "est-ce possible", "ce serait possible", "serait-il possible",
];
export const WHEN_WORDS = [
  "today", "tonight", "tomorrow", "weekend", "this week", "next week", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "morning", "afternoon", "evening", "asap",
  "hoy", "manana", "pasado manana", "fin de semana", "finde", "esta semana", "la semana que viene", "proxima semana", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo", "por la tarde", "por la manana",
  "aujourd'hui", "demain", "apres-demain", "week-end", "weekend", "cette semaine", "semaine prochaine", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "ce soir", "cet apres-midi", "matin",
];

/** Topics the concierge does not answer, even when a message names a city. */
export const OFFTOPIC_WORDS = [
  "weather", "forecast", "temperature", "raining", "snow", "sunny today", "climate", "hot outside", "cold outside", "so hot today", "hot today", "cold today", "nice day", "beautiful day",
  "football", "soccer", "basketball", "baseball", "nba", "nfl", "super bowl", "world cup", "game tonight", "team won", "who won", "playoffs",
  "recipe", "recipes", "cook", "cooking", "bake", "pizza", "pasta", "restaurant", "restaurants", "food", "dinner", "lunch", "breakfast",
  "president", "election", "elections", "politics", "political", "senator", "government", "prime minister",
  "joke", "jokes", "funny", "poem", "song", "movie", "movies", "film", "tv show", "music", "lyrics", "celebrity",
  "capital of", "who is", "who was", "history of", "meaning of life", "translate", "math", "calculate", "homework", "square root", "equation", "bitcoin", "stock market", "stocks", "crypto", "horoscope", "flight", "flights", "hotel", "hotels", "taxi", "uber",
  "tiempo hace", "que tiempo", "el tiempo", "que calor hace", "calor hace", "hace calor", "hace un calor", "que frio hace", "hace frio", "hace un frio", "clima", "pronostico", "temperatura", "lluvia", "llueve", "futbol", "partido", "gano", "liga", "receta", "recetas", "cocinar", "comida", "cena", "restaurante", "restaurantes", "presidente", "elecciones", "politica", "gobierno", "chiste", "chistes", "poema", "cancion", "pelicula", "peliculas", "capital de", "quien es", "quien fue", "traducir", "matematicas", "calcula", "calcular", "vuelo", "vuelos",
  // Income tax, not rent: "la declaración de la renta", "impuesto sobre la renta".
  "income tax", "income taxes", "tax return", "tax returns", "declaracion de la renta", "declaracion de renta", "impuesto sobre la renta", "impuesto de la renta", "declaracion de impuestos", "impot sur le revenu", "impots sur le revenu", "declaration d'impots", "declaration de revenus", "declaration des revenus",
  "meteo", "quel temps", "il fait chaud", "il fait froid", "quelle chaleur", "il fait beau", "quel froid", "temperature", "pluie", "pleut", "neige", "football", "match de", "recette", "recettes", "cuisiner", "manger", "dejeuner", "resto", "president", "elections", "politique", "gouvernement", "blague", "blagues", "poeme", "chanson", "capitale de", "qui est", "qui etait", "traduire", "maths", "mathematiques", "calculer", "vol", "vols",
];
/**
 * Topics about homes that no listing holds (rates, local taxes, how good the schools are, the
 * market's future, insurance, utility bills): asked on their own, the concierge says it does not
 * know, after the agency's knowledge had its chance, rather than listing homes.
 */
/** Whether a home will gain value or is a good investment: no listing says, whatever home it names. */
// biome-ignore format: one language a line.
export const INVESTMENT_WORDS = [
  "good investment", "a good investment", "worth investing", "return on investment", "appreciation", "appreciate in value", "go up in value", "gain value", "resale value", "prices go up", "prices go down", "prices rise", "prices drop",
  "buena inversion", "vale la pena invertir", "rentabilidad de la inversion", "se valoriza", "valorizacion", "plusvalia", "van a subir los precios", "subiran los precios", "los precios van a subir",
  "bon investissement", "bon placement", "plus-value", "valorisation", "prendre de la valeur", "les prix vont monter", "les prix vont baisser", "va monter", "vont monter",
];

/**
 * How prices and loans move, and when to buy: no listing says, whichever city or "to buy" the question also names
 * ("are prices in Providence going up? should I wait till spring to buy").
 */
// biome-ignore format: one language a line.
export const MARKET_WORDS = [
  "going up or down", "prices going up", "prices going down", "prices are going", "prices go up", "prices go down", "prices dropping", "prices rising", "prices coming down", "should i wait", "should we wait", "wait till", "wait until", "wait for prices", "how's the market", "how is the market", "market like", "market trend", "market trends", "mortgage rate", "mortgage rates", "interest rate", "interest rates", "good time to buy", "right time to buy", "can i afford", "could i afford", "afford it on",
  "bajen los precios", "bajan los precios", "suben los precios", "suban los precios", "van a bajar", "van a subir", "como viene el mercado", "como esta el mercado", "como anda el mercado", "esperar a que", "conviene comprar ahora", "conviene esperar", "tasa de interes", "que tasa", "la tasa", "credito uva", "credito hipotecario", "me alcanza", "nos alcanza", "me da el sueldo", "buen momento",
  "exchange rate", "in us dollars", "in dollars", "in usd", "to dollars", "convert to", "tipo de cambio", "cotizacion del dolar", "en dolares", "a dolares", "pasado a dolares", "taux de change", "en dollars", "en euros",
  "les prix montent", "les prix baissent", "les prix vont", "le marche immobilier", "comment va le marche", "faut-il attendre", "vaut-il mieux attendre", "attendre que les prix", "taux d'emprunt", "taux d'interet", "taux immobilier", "taux du credit", "taux actuels", "droits d'enregistrement", "frais de notaire", "bon moment pour acheter", "ai-je les moyens", "mon budget suffit",
];

export const BEYOND_WORDS = [
  ...INVESTMENT_WORDS,
  // Applying and qualifying: the papers a landlord asks for, guarantors, credit, eligibility for a 55+ home, what may be asked.
  "rental application", "the application", "my application", "application fee", "apply for an apartment", "credit history", "no credit", "do we qualify", "do i qualify", "qualify to buy", "allowed to ask", "esa letter", "co-signer", "cosigner", "guarantor",
  "la solicitud", "con la solicitud", "necesito aval", "un aval", "podemos aplicar", "puedo aplicar", "firmar un contrato", "historial de credito", "que papeles", "que documentos",
  "dossier de location", "mon dossier", "un garant", "quels documents", "quelles pieces", "pieces justificatives", "avoir le droit de demander",
  // Whether a home is a good investment, how values move, and short-term letting: no listing says.
  "good investment", "a good investment", "worth investing", "return on investment", "appreciation", "airbnb", "short-term rental", "short term rental", "short-term rentals", "vacation rental",
  "buena inversion", "vale la pena invertir", "rentabilidad de la inversion", "se valoriza", "valorizacion", "plusvalia", "alquiler turistico", "alquiler vacacional", "arriendo por dias", "renta corta",
  "bon investissement", "bon placement", "plus-value", "valorisation", "location courte duree", "location de courte duree", "location saisonniere", "meuble de tourisme",
  "mortgage rate", "mortgage rates", "interest rate", "interest rates", "current rates", "rates right now", "rates today", "pre-approval", "preapproval", "get a loan", "get a mortgage", "qualify for a loan", "qualify for a mortgage", "bad credit", "credit score",
  "property tax", "property taxes", "tax rate", "millage", "school rating", "school ratings", "good schools", "best schools", "schools like", "schools good", "schools any good", "how are the schools", "home insurance", "homeowners insurance", "flood insurance", "insurance cost", "utility bills", "utility bill", "utilities cost", "electric bill", "electricity bill", "water bill",
  "average price", "median price", "average rent", "price per square foot in", "price per square foot around",
  "prices go down", "prices go up", "prices drop", "prices fall", "prices rise", "housing market", "market forecast", "real estate market", "good time to buy", "right time to buy", "bubble", "resale value", "appreciate in value",
  "tipo de interes", "tipos de interes", "tasa de interes", "tasas de interes", "interes hipotecario", "interes de la hipoteca", "euribor", "conseguir una hipoteca", "darme una hipoteca", "me dan hipoteca", "me darian hipoteca", "historial crediticio",
  "ibi", "impuesto predial", "predial", "impuesto de bienes inmuebles", "impuestos municipales", "buenos colegios", "mejores colegios", "buenas escuelas", "mejores escuelas", "como son los colegios", "como son las escuelas", "que tal los colegios", "que tal las escuelas", "seguro de hogar", "seguro del hogar", "seguro de la casa", "factura de la luz", "recibo de la luz", "factura del agua",
  "precio medio", "precio promedio", "alquiler medio", "precio del metro cuadrado en", "precio del metro cuadrado por",
  "bajaran los precios", "van a bajar los precios", "subiran los precios", "van a subir los precios", "mercado inmobiliario", "buen momento para comprar", "burbuja",
  "taux d'interet", "taux d'emprunt", "taux immobilier", "taux immobiliers", "taux de credit", "taux actuels", "obtenir un pret", "avoir un pret", "capacite d'emprunt",
  "taxe fonciere", "taxe d'habitation", "impots locaux", "bonnes ecoles", "meilleures ecoles", "les ecoles sont", "ecoles sont bonnes", "ecoles sont bien", "assurance habitation", "facture d'electricite", "facture d'eau",
  "prix moyen", "loyer moyen", "prix du metre carre a", "prix du metre carre dans", "prix au metre carre a", "prix du m2 a", "prix au m2 a",
  "prix vont baisser", "prix vont monter", "les prix baissent", "les prix montent", "marche immobilier", "bon moment pour acheter", "bulle immobiliere",
];

/** Words that show a message is about homes after all ("restaurants near the house", "qu'est-ce qui est vendu ?"). */
/**
 * Parts of a home and words of a tenancy ("the walls of the living room", "an elevator", "le préavis", "el casero"): a
 * message with one of them is about a home, never off topic, even when it names a place ("mutés à Brest… préavis").
 */
// biome-ignore format: a table of words, one language a line.
export const HOME_PART_WORDS = [
  "building", "elevator", "lift", "stairs", "staircase", "walls", "kitchen", "bathroom", "bathtub", "shower", "basement", "attic", "roof", "floor plan", "landlord", "lease", "tenant", "tenants", "hoa",
  "edificio", "ascensor", "escalera", "escaleras", "paredes", "pared", "salon", "cocina", "bano", "banera", "ducha", "sotano", "techo", "casero", "casera", "arrendador", "contrato de alquiler", "inquilino", "inquilinos", "expensas", "gastos comunes", "comunidad de propietarios",
  "immeuble", "ascenseur", "escalier", "escaliers", "murs", "mur", "cuisine", "salle de bain", "salle de bains", "baignoire", "douche", "sous-sol", "toit", "proprio", "proprietaire", "bail", "preavis", "locataire", "locataires", "charges", "copro", "copropriete", "residence",
];
/** A guide, service or support animal: not a pet, whatever a listing says of pets. */
// biome-ignore format: a table of words, one language a line.
export const ASSISTANCE_ANIMAL_WORDS = [
  "service dog", "service dogs", "service animal", "service animals", "guide dog", "guide dogs", "seeing eye dog", "seeing-eye dog", "assistance dog", "assistance animal", "support animal", "emotional support animal", "emotional support dog", "emotional support cat",
  "perro guia", "perros guia", "perro de asistencia", "perro de servicio", "animal de asistencia", "animal de servicio", "animal de apoyo emocional", "perro de apoyo emocional", "perro lazarillo",
  "chien guide", "chien-guide", "chiens guides", "chien d'assistance", "chien d'aveugle", "animal d'assistance", "chien de service", "animal de soutien emotionnel", "chien de soutien emotionnel",
];
export const HOME_WORDS = ["dispo", "dispos", "disponible", "disponibles", "a vendre", "a louer", "en vente", "en location", "logements", "condo a vendre", "price", "precio", "prix", "loyer", "square feet", "sqft", "m2", "condo", "garage", "pool", "piscina", "piscine", "house", "houses", "home", "homes", "listing", "listings", "property", "properties", "apartment", "apartments", "condo", "condos", "bedroom", "bedrooms", "rent", "buy", "for sale", "mls", "realtor", "agent", "casa", "casas", "piso", "pisos", "propiedad", "propiedades", "vivienda", "viviendas", "departamento", "apartamento", "alquiler", "comprar", "maison", "maisons", "appartement", "appartements", "bien", "biens", "logement", "louer", "acheter", "chambres", "habitaciones", "nearby", "near the", "close to the", "cerca de la", "cerca del", "pres de la", "pres du", "proche de la", "proche du", "neighborhood", "quartier", "barrio", ...NOT_SOLD_WORDS, ...SOLD_WORDS, ...COMING_SOON_WORDS, ...PENDING_WORDS, ...OFF_MARKET_WORDS, ...HOME_PART_WORDS];

export const CHEAPER_WORDS = ["cheaper", "less expensive", "lower price", "lower priced", "more affordable", "for less", "costs less", "cost less", "sale menos", "cuesta menos", "salga menos", "cueste menos", "coute moins", "coute le moins", "mas barato", "mas barata", "mas baratos", "mas baratas", "mas economico", "mas economica", "mas economicos", "mas economicas", "menos caro", "menos caros", "moins cher", "moins chere", "moins chers", "moins cheres", "plus abordable", "plus abordables"];
/** Comparatives of other fields, read before "cheaper" and "bigger": "which has more land?", "¿cuál tiene más baños?", "lequel est plus récent ?". */
export const COMPARATIVE_WORDS: readonly (readonly ["lotArea" | "bedrooms" | "bathrooms" | "yearBuilt" | "parkingSpots" | "price" | "area", "asc" | "desc", readonly string[]])[] = [
  ["lotArea", "desc", ["more land", "bigger lot", "larger lot", "bigger yard", "larger yard", "bigger garden", "larger garden", "bigger plot", "larger plot", "more acreage", "more yard", "mas terreno", "terreno mas grande", "lote mas grande", "parcela mas grande", "jardin mas grande", "plus de terrain", "plus grand terrain", "terrain plus grand", "plus grand jardin", "jardin plus grand"]],
  ["bedrooms", "desc", ["more bedrooms", "more rooms", "more beds", "mas habitaciones", "mas recamaras", "mas dormitorios", "mas cuartos", "plus de chambres", "plus de pieces"]],
  ["bathrooms", "desc", ["more bathrooms", "more baths", "mas banos", "plus de salles de bain", "plus de salles de bains", "plus de salles d'eau"]],
  ["parkingSpots", "desc", ["more parking", "more parking spots", "more parking spaces", "mas estacionamiento", "mas plazas de garaje", "plus de stationnement", "plus de places de parking"]],
  ["yearBuilt", "desc", ["newer", "more recent", "more recently built", "built more recently", "newest of the two", "mas nuevo", "mas nueva", "mas reciente", "mas moderno", "mas moderna", "plus recent", "plus recente", "plus neuf", "plus neuve", "plus moderne"]],
  ["yearBuilt", "asc", ["older", "built earlier", "mas antiguo", "mas antigua", "mas viejo", "mas vieja", "plus ancien", "plus ancienne", "plus vieux", "plus vieille"]],
  ["price", "desc", ["more expensive", "pricier", "costlier", "mas caro", "mas cara", "plus cher", "plus chere"]],
  ["area", "asc", ["smaller", "mas pequeno", "mas pequena", "mas chico", "mas chica", "plus petit", "plus petite"]],
];
export const BIGGER_WORDS = ["bigger", "larger", "more space", "more room", "roomier", "mas grande", "mas grandes", "mas espacioso", "mas espaciosa", "mas amplio", "mas amplia", "plus grand", "plus grande", "plus grands", "plus grandes", "plus spacieux", "plus spacieuse"];
export const COMPARE_WORDS = ["compare", "comparison", "versus", "vs", "vs.", "difference between", "side by side", "compara", "comparar", "comparame", "comparacion", "diferencia entre", "diferencias entre", "la diferencia entre", "las diferencias entre", "en que se diferencian", "que diferencia hay", "que diferencias hay", "comparativa", "cual conviene mas", "cual me conviene", "cual es mejor", "comparer", "comparez", "compare-les", "comparaison", "difference entre"];

/** Short answers that say which language they are in when eld cannot tell ("oui", "vale"). */
export const SHORT_ANSWERS = byLanguage(
  ["yes", "yeah", "yep", "sure", "okay", "please", "no thanks", "nope", "more", "others", "show me", "next", "the rest"],
  ["si", "vale", "claro", "dale", "por favor", "no gracias", "otras", "otros", "mas", "muestramelas", "muestramelos", "de acuerdo", "bueno", "siguientes", "el resto"],
  ["oui", "d'accord", "volontiers", "s'il vous plait", "svp", "non merci", "autres", "d'autres", "encore", "ouais", "bien sur", "la suite", "suivants", "suivantes", "le reste", "montrez-m'en plus", "montre-m'en plus"],
);

// biome-ignore format: a table of words, one language a line.
/** Asking for a saved search in so many words: "set up an alert", "notifícame", "créez une alerte". */
export const ALERT_WORDS = [
  "notify me", "alert me", "set up an alert", "set an alert", "create an alert", "an email alert", "an e-mail alert", "save this search", "save my search", "save the search", "keep me posted", "keep me updated", "keep me in the loop", "send me new listings", "send me new ones", "email me new listings", "e-mail me new listings",
  "avisenme", "notificame", "notificarme", "crear una alerta", "crea una alerta", "creame una alerta", "una alerta por correo", "guarda esta busqueda", "guardar la busqueda", "guardame la busqueda", "tenme al tanto", "tenganme al tanto", "me tienes al tanto", "mantenme informado", "mantenme informada", "mandame los nuevos", "mandame las nuevas",
  "alertez-moi", "alertez moi", "tenez-moi au courant", "tiens-moi au courant", "tenez moi au courant", "creer une alerte", "creez une alerte", "creez-moi une alerte", "une alerte mail", "une alerte par mail", "enregistrer cette recherche", "enregistrez cette recherche", "sauvegarder la recherche", "envoyez-moi les nouveaux", "envoyez-moi les nouvelles annonces",
];

// biome-ignore format: a table of words, one language a line.
/** Asking to be told ("let me know", "avísame", "prévenez-moi"), a saved search when said of something new (ALERT_NEWS_WORDS). */
export const ALERT_TELL_WORDS = [
  "let me know", "tell me", "email me", "e-mail me", "text me", "ping me", "write me", "message me", "reach out",
  "avisame", "avisanos", "me avisas", "me avisan", "me avisais", "avisarme", "me escribes", "escribeme", "mandame un correo", "me mandas un correo", "me mandan un correo", "me dices", "dime",
  "previens-moi", "previens moi", "prevenez-moi", "prevenez moi", "avertissez-moi", "avertis-moi", "me prevenir", "m'avertir", "m'alerter", "ecrivez-moi", "envoyez-moi un mail", "faites-moi signe", "fais-moi signe", "tenez-moi",
];

// biome-ignore format: a table of words, one language a line.
/** Something coming on the market: "when something like this comes up", "si sale algo así", "dès qu'un bien arrive". */
export const ALERT_NEWS_WORDS = [
  "comes up", "come up", "pops up", "pop up", "comes on the market", "come on the market", "hits the market", "gets listed", "is listed", "becomes available", "become available", "opens up", "something new", "anything new", "new listing", "new listings", "new ones", "something like this", "something like that", "anything like", "something similar", "drops in price", "price drops", "gets cheaper",
  "salga", "salgan", "sale algo", "aparezca", "aparezcan", "aparece algo", "haya algo", "algo nuevo", "algo asi", "algo parecido", "algo similar", "nuevas", "nuevos", "se publique", "publiquen", "entre algo", "baje de precio", "bajen de precio", "quede libre", "se libere",
  "arrive", "arrivent", "sort", "sortent", "se libere", "se liberent", "quelque chose de nouveau", "quelque chose comme", "quelque chose de similaire", "un bien comme", "un bien similaire", "nouveau bien", "nouveaux biens", "nouvelle annonce", "nouvelles annonces", "apparait", "est publie", "baisse de prix", "baisse son prix", "se presente",
];
