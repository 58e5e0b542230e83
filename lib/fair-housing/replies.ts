import type { Language } from "@/lib/ai/concierge/types";

// What the bot says instead of steering: one or two sentences in the visitor's language that say what
// it cannot do and what it can. Safety and "good area" questions get official sources, never an opinion.

export type ComplianceKind = "steer" | "safety";

const STEER: Record<Language, string> = {
  English:
    "I can't choose or describe homes or neighborhoods by who lives there or by who you are (race, religion, origin, family status, disability, age or any other protected characteristic). I'm glad to search by price, bedrooms, features, commute, or the school district named in a listing.",
  Spanish:
    "No puedo elegir ni describir viviendas o barrios según quién vive en ellos o quién es usted (origen, religión, situación familiar, discapacidad, edad u otra característica protegida). Con gusto busco por precio, habitaciones, características, trayecto o el distrito escolar que indique el anuncio.",
  French:
    "Je ne peux pas choisir ni décrire des logements ou des quartiers selon qui y habite ou qui vous êtes (origine, religion, situation familiale, handicap, âge ou toute autre caractéristique protégée). Je peux chercher volontiers par prix, nombre de chambres, équipements, temps de trajet ou secteur scolaire indiqué dans l'annonce.",
};

const SAFETY: Record<Language, string> = {
  English:
    "I don't give opinions on whether an area is safe or good: for crime figures, see official sources such as the local police department's crime map or the city's open data. I can help with the homes themselves: price, bedrooms, features and commute.",
  Spanish:
    "No doy opiniones sobre si una zona es segura o buena: para datos de delincuencia, consulte fuentes oficiales como el mapa o las estadísticas de la policía y del ayuntamiento. Puedo ayudarle con las viviendas: precio, habitaciones, características y trayecto.",
  French:
    "Je ne donne pas d'avis sur la sécurité ou la qualité d'un quartier : pour la délinquance, consultez les sources officielles, comme les statistiques de la police ou de la mairie. Je peux vous aider sur les logements eux-mêmes : prix, chambres, équipements et temps de trajet.",
};

export function complianceReply(kind: ComplianceKind, language: Language): string {
  return (kind === "safety" ? SAFETY : STEER)[language];
}
