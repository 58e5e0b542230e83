import type { ListingQuestion } from "./types";
import { hasAny } from "./text";
import { BATH_WORDS, BED_WORDS, FEATURES } from "./vocab";

// What a visitor asks about one listing. The order matters: "how much is the HOA?" is
// about the HOA, not the price, and "what area is it in?" about where, not how big.
const QUESTIONS: readonly [ListingQuestion, readonly string[]][] = [
  ["hoa", ["hoa", "hoa fee", "hoa fees", "association fee", "condo fee", "condo fees", "cuota", "cuotas", "gastos de comunidad", "mantenimiento", "charges", "frais de copropriete", "copropriete"]],
  ["address", ["address", "where is it", "where is this", "where's it", "location", "located", "where exactly", "direccion", "donde esta", "ubicacion", "ubicada", "ubicado", "adresse", "ou se trouve", "ou est", "situe", "situee", "neighborhood", "neighbourhood", "what area", "which area", "what part of town", "barrio", "colonia", "zona", "quartier"]],
  ["size", ["how big", "how large", "size", "square feet", "square foot", "sq ft", "sqft", "square meters", "square metres", "m2", "footage", "area", "tamano", "que tan grande", "metros", "metros cuadrados", "superficie", "taille", "surface", "quelle taille"]],
  ["year", ["year built", "when was it built", "when was this built", "how old", "built", "built in", "ano de construccion", "cuando se construyo", "de que ano", "antiguedad", "annee de construction", "construit", "construite", "quelle annee"]],
  ["tours", ["open house", "tour", "tours", "3d", "virtual tour", "showing", "visit", "recorrido", "visita", "puertas abiertas", "visite", "portes ouvertes"]],
  ["parking", ["parking", "park", "garage", "parking spots", "estacionamiento", "cochera", "garaje", "stationnement", "places de parking"]],
  ["status", ["still available", "available", "status", "sold", "on the market", "disponible", "todavia disponible", "sigue disponible", "vendida", "vendido", "estado", "vendu", "vendue", "statut", "toujours disponible"]],
  ["price", ["price", "how much", "cost", "costs", "asking", "rent", "precio", "cuanto cuesta", "cuanto vale", "cuanto es", "cuanto sale", "prix", "combien coute", "combien ca coute", "combien", "loyer", "cout"]],
  ["features", ["features", "amenities", "what does it have", "caracteristicas", "comodidades", "amenidades", "equipements", "caracteristiques", "atouts", ...FEATURES.flatMap((feature) => feature.words)]],
];

/** The question a folded message asks about a listing, or undefined when it asks for the listing itself. */
export function listingQuestion(folded: string): ListingQuestion | undefined {
  if (hasAny(folded, BATH_WORDS)) return "bathrooms";
  if (hasAny(folded, BED_WORDS)) return "bedrooms";
  for (const [question, words] of QUESTIONS) if (hasAny(folded, words)) return question;
  return undefined;
}
