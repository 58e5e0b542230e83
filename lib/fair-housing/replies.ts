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

/** A steering question that also asks whether an area is safe: the refusal, and where safety is answered. */
const STEER_SAFETY: Record<Language, string> = {
  English:
    "I can't choose or describe homes or neighborhoods by who lives there or by who you are (race, religion, origin, sex, family status, disability, age or any other protected characteristic), and I don't give opinions on whether an area is safe: for crime figures, see official sources such as the local police department's crime map or the city's open data. I'm glad to search by price, bedrooms, features or commute.",
  Spanish:
    "No puedo elegir ni describir viviendas o barrios según quién vive en ellos o quién es usted (origen, religión, sexo, situación familiar, discapacidad, edad u otra característica protegida), ni doy opiniones sobre si una zona es segura: para datos de delincuencia, consulte fuentes oficiales como el mapa o las estadísticas de la policía y del ayuntamiento. Con gusto busco por precio, habitaciones, características o trayecto.",
  French:
    "Je ne peux pas choisir ni décrire des logements ou des quartiers selon qui y habite ou qui vous êtes (origine, religion, sexe, situation familiale, handicap, âge ou toute autre caractéristique protégée), ni donner d'avis sur la sécurité d'un quartier : pour la délinquance, consultez les sources officielles, comme les statistiques de la police ou de la mairie. Je peux chercher volontiers par prix, nombre de chambres, équipements ou temps de trajet.",
};

/** To an owner or landlord who asks the bot to screen, pick or turn away tenants or buyers by who they are. */
const TENANTS: Record<Language, string> = {
  English:
    "I can't screen, choose or turn away tenants or buyers by who they are (race, religion, origin, sex, family or marital status, source of income, disability, age or any other protected characteristic): fair housing law forbids it. I'm glad to help describe your home by its price, rooms and features, and by rules that apply to everyone.",
  Spanish:
    "No puedo seleccionar, elegir ni rechazar inquilinos o compradores según quiénes son (origen, religión, sexo, situación familiar o civil, fuente de ingresos, discapacidad, edad u otra característica protegida): la ley de vivienda justa lo prohíbe. Con gusto le ayudo a describir su vivienda por precio, habitaciones y características, y por normas que se apliquen a todos.",
  French:
    "Je ne peux pas trier, choisir ni écarter des locataires ou des acheteurs selon qui ils sont (origine, religion, sexe, situation familiale ou matrimoniale, source de revenus, handicap, âge ou toute autre caractéristique protégée) : la loi l'interdit. Je peux vous aider à décrire votre logement par son prix, ses pièces et ses équipements, et par des règles valables pour tous.",
};

/**
 * The refusal in the visitor's language; `tenants` when the one asking lets or sells a home and wants its
 * people chosen; `safety` when a steering question also asks whether an area is safe.
 */
export function complianceReply(
  kind: ComplianceKind,
  language: Language,
  { tenants = false, safety = false }: { tenants?: boolean; safety?: boolean } = {},
): string {
  if (kind === "safety") return SAFETY[language];
  return (tenants ? TENANTS : safety ? STEER_SAFETY : STEER)[language];
}
