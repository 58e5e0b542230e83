import { Lexicon } from "@/lib/classify/lexicon";
import { sentences } from "@/lib/classify/text";
import { type Characteristic, decide, fairHousingModel } from "./model";
import type { ComplianceKind } from "./replies";

// The fair-housing check in front of both answer paths (lib/chat/ask.ts), and on a provider model's
// reply. What it records is "steer:<characteristic>", "safety" or "reply:<characteristic>" (a model's
// reply replaced), on the question's row: Insights lists them as compliance declines.

export interface ComplianceDecline {
  kind: ComplianceKind;
  characteristic?: Characteristic;
  /** The one asking lets or sells the home and wants its tenants or buyers picked: the refusal says so. */
  tenants?: boolean;
  /** The message also asks whether an area is safe: the refusal points to official sources too. */
  safety?: boolean;
}

/**
 * Words of someone who lets or sells a home and screens the people who apply, in three languages. Read
 * apart from the model (which they would otherwise change), only once a message is declined.
 */
const LANDLORD = new Lexicon({
  tags: {
    LANDLORD: [
      "i'm the landlord",
      "im the landlord",
      "i am the landlord",
      "as the landlord",
      "as a landlord",
      "i own a",
      "i own the",
      "my tenants",
      "my renters",
      "applicants",
      "renting out my",
      "i rent out",
      "only send me",
      "send me only",
      "landlord here",
      "i'm a landlord",
      "im a landlord",
      "i am a landlord",
      "landlord in",
      "only rent to",
      "won't rent to",
      "wont rent to",
      "not rent to",
      "i don't rent to",
      "i dont rent to",
      "never rent to",
      "lease to",
      "seller here",
      "i'm selling",
      "im selling",
      "selling my",
      "subletting my",
      "sublet my",
      "an offer on my",
      "turn it down",
      "turn them down",
      "flag those",
      "screen that out",
      "screen them out",
      "a tenant",
      "my tenant",
      "screen for",
      "screen out",
      "your screening",
      "sending me",
      "mis inquilinos",
      "soy el dueno",
      "soy la duena",
      "soy el propietario",
      "soy la propietaria",
      "soy el casero",
      "alquilo mi",
      "rento mi",
      "me puedes filtrar",
      "soy dueno de",
      "soy duena de",
      "soy propietario",
      "soy propietaria",
      "alquilo un",
      "alquilo una",
      "arriendo un",
      "arriendo una",
      "arriendo apartaestudio",
      "arriendo apartamento",
      "tengo un depto para alquilar",
      "tengo un piso en alquiler",
      "tengo una casa en alquiler",
      "tengo un depto en alquiler",
      "vendo mi",
      "no quiero alquilar a",
      "no quiero rentar a",
      "no quiero alquilarle",
      "tengo un piso en",
      "tengo una casa en",
      "tengo un depto en",
      "tengo un departamento en",
      "no me mandeis",
      "no me mandes",
      "descartar a esos",
      "pasarmelos",
      "filtra eso",
      "rentarle",
      "alquilarle",
      "arrendarle",
      "filtrarlos",
      "filtrarlas",
      "me los filtrais",
      "me las filtrais",
      "me los manden",
      "me las manden",
      "de la seleccion",
      "mes locataires",
      "candidats",
      "je loue mon",
      "je loue ma",
      "proprio d",
      "je suis le proprio",
      "je suis la proprio",
      "je suis le proprietaire",
      "je suis la proprietaire",
      "je suis proprietaire",
      "proprio a",
      "je loue un",
      "je loue une",
      "louer a",
      "louer uniquement",
      "les ecarter",
      "faire le tri",
      "proprietaire d un",
      "proprietaire d une",
      "j loue mon",
      "j loue ma",
      "mon logement",
      "ces dossiers",
      "filtrez-les",
      "filtrez les",
      "m aider a trier",
      "je ne veux pas de locataires",
      "applies for my",
      "apply for my",
      "applied for my",
      "already rented",
      "listing my",
      "sent my way",
      "my unit",
      "my rental",
      "my studio",
      "my condo for rent",
      "renew her lease",
      "renew his lease",
      "j ai un appart",
      "comment je refuse",
      "je peux refuser",
      "c est deja loue",
      "c est pris",
      "un locataire",
      "une locataire",
      "une candidate",
      "un candidat",
      "mon t2",
      "mon t3",
      "mon studio",
      "quiero alquilar a",
      "solo quiero alquilar",
      "filtrar los contactos",
      "ya esta alquilado",
      "una inquilina",
      "un inquilino",
      "mi inquilino",
      "mi inquilina",
      "renovarle",
      "mi departamento",
      "alquilo a",
      "lo filtras",
      "como lo evito",
      "no quiero inquilinos",
      "tengo un duplex",
      "tengo un local",
      "write my ad",
      "word the listing",
      "renting out my",
      "ecris mon annonce",
      "redige mon annonce",
      "como lo digo en el anuncio",
      "el dueno lo quiere",
      "ponlo tu",
      "i own a duplex",
      "mon annonce",
      "mi anuncio",
      "my ad",
      "our hoa",
      "the hoa is",
      "hoa is adding",
      "on the hoa",
      "reglamento del condominio",
      "el condominio queremos",
      "hoa board",
      "condo association",
      "homeowners association",
      "bylaws",
      "by-laws",
      "draft a rule",
      "a rule limiting",
      "adding a rule",
      "word that",
      "our units",
      "urbanizacion quiere",
      "una norma",
      "reglamento",
      "estatutos",
      "redactar",
      "redactamos",
      "redactarlo",
      "escribirlo",
      "junta de la comunidad",
      "comunidad de propietarios",
      "soy casera",
      "soy casero",
      "casera de",
      "descarta esos",
      "esos perfiles",
      "syndic",
      "copropriete",
      "syndicat de copropriete",
      "reglement",
      "la clause",
      "rediger",
      "comment formuler ca",
      "je mets ma maison en vente",
      "mets ma maison en vente",
      "classez les offres",
      "les offres",
      "les acheteurs",
    ],
  },
  rewrites: [],
  ordinary: [],
});

const asksToScreen = (text: string) => LANDLORD.read(text).some((item) => item.tag === "LANDLORD");

/** A visitor's message: declined when it steers by who people are, or asks for a judgement of an area. */
export function checkVisitorMessage(text: string): ComplianceDecline | null {
  const decision = decide(fairHousingModel(), text);
  if (decision.label === "ok") return null;
  if (decision.label === "safety") return { kind: "safety" };
  return {
    kind: "steer",
    characteristic: decision.characteristic,
    ...(asksToScreen(text) ? { tenants: true } : decision.asksSafety ? { safety: true } : {}),
  };
}

/** A model's reply, sentence by sentence: the first that characterises or steers by who people are, or null. */
export function checkReplySentence(sentence: string): Characteristic | null {
  const decision = decide(fairHousingModel(), sentence);
  return decision.label === "steer" ? (decision.characteristic ?? "coded") : null;
}

export function checkReply(text: string): Characteristic | null {
  for (const sentence of sentences(text)) {
    const found = checkReplySentence(sentence);
    if (found) return found;
  }
  return null;
}

/** How a decline is stored on the question's row. */
export function complianceTag(decline: ComplianceDecline, replaced = false): string {
  if (decline.kind === "safety") return "safety";
  return `${replaced ? "reply" : "steer"}:${decline.characteristic ?? "coded"}`;
}
