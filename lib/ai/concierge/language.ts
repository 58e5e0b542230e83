import { fold } from "./text";

export type DetectedLanguage = "English" | "Spanish" | "French";

// A vote of common words: short messages in real-estate chat are dominated by function
// words and a few domain words, which differ enough between these three languages.
// Words the languages share ("de", "en", "la", "un", "piscine"/"piscina" aside) do not vote.
const WORDS: Record<DetectedLanguage, readonly string[]> = {
  English: [
    "the", "an", "and", "with", "for", "in", "of", "how", "many", "what", "which", "is", "are", "do", "does", "you", "have", "any", "show", "me",
    "i", "i'm", "my", "looking", "want", "need", "house", "houses", "home", "homes", "rent", "rental", "rentals", "sale", "buy", "bedroom", "bedrooms",
    "bath", "baths", "bathroom", "price", "cheap", "cheaper", "cheapest", "under", "over", "between", "thanks", "thank", "hello", "hi", "hey", "please",
    "it", "this", "that", "one", "about", "tell", "more", "big", "where", "near", "there", "can", "would", "like", "pool", "garage", "condo", "apartment",
  ],
  Spanish: [
    "el", "los", "las", "una", "uno", "y", "con", "para", "por", "que", "como", "cuantos", "cuantas", "cuanto", "cual", "hay", "tiene", "tienen", "busco",
    "quiero", "necesito", "casa", "casas", "apartamento", "apartamentos", "departamento", "piso", "alquiler", "alquilar", "venta", "comprar", "habitaciones",
    "habitacion", "dormitorios", "banos", "precio", "barato", "barata", "baratos", "mas", "menos", "hola", "gracias", "buenos", "dias", "buenas", "donde",
    "esta", "este", "ese", "esa", "del", "al", "mi", "me", "llamo", "hablar", "agente", "persona", "tambien", "muy", "grande", "cerca", "entre", "hasta",
    "primera", "primero", "segunda", "segundo", "tercera", "tercero", "ultima", "ultimo", "cual", "cuales", "algo", "tamano", "cuesta",
  ],
  French: [
    "le", "les", "des", "du", "une", "et", "avec", "pour", "sur", "dans", "ou", "est", "je", "vous", "nous", "il", "elle", "cherche", "voudrais", "veux",
    "maison", "maisons", "appartement", "appartements", "louer", "location", "vendre", "acheter", "chambres", "chambre", "salles", "salle", "bain", "prix",
    "moins", "cher", "chere", "combien", "bonjour", "salut", "merci", "bonsoir", "quel", "quelle", "quels", "au", "aux", "mon", "ma", "suis", "parler",
    "conseiller", "aussi", "tres", "grand", "grande", "pres", "entre", "jusqu'a", "piscine", "avez", "qu'il", "c'est", "m'appelle",
    "premiere", "premier", "deuxieme", "troisieme", "derniere", "dernier", "coute", "quelle", "taille",
  ],
};

const LOOKUP = new Map<string, DetectedLanguage[]>();
for (const [language, words] of Object.entries(WORDS) as [DetectedLanguage, readonly string[]][]) {
  for (const word of words) {
    const languages = LOOKUP.get(word) ?? [];
    if (!languages.includes(language)) LOOKUP.set(word, [...languages, language]);
  }
}

/** The language a visitor writes in, among those the concierge speaks; English when unsure. */
export function detectLanguage(text: string): DetectedLanguage {
  const scores: Record<DetectedLanguage, number> = { English: 0, Spanish: 0, French: 0 };
  // Letters only one of the languages uses weigh more than a word.
  if (/[ñ¿¡]/i.test(text)) scores.Spanish += 2;
  if (/[áíóú]/i.test(text)) scores.Spanish += 1;
  if (/[çœàèêâîôûù]/i.test(text)) scores.French += 2;
  for (const word of fold(text).split(/[^\p{L}']+/u)) {
    const languages = LOOKUP.get(word);
    if (!languages || languages.length > 1) continue;
    scores[languages[0]!] += 1;
  }
  const best = (Object.keys(scores) as DetectedLanguage[]).reduce((a, b) => (scores[b] > scores[a] ? b : a));
  return scores[best] > scores.English ? best : "English";
}
