import { bounded } from "./text";

// A yes-or-no question about what a home has or allows ("¿y admiten mascotas?", "et les animaux
// sont acceptés ?", "does it have a fireplace?", "la moins chère a un garage ?"), as opposed to
// the same feature asked as a narrower search ("¿y con piscina?", "and with a garage?").

/** Verbs that open a question about what a home has, is or allows, after an optional "and", "y", "et". */
const OPENING = new RegExp(
  `^\\s*(?:(?:and|so|but|also|ok|y|e|pero|entonces|et|mais|alors|donc)\\s+)?` +
    bounded(
      "(?:does|do(?! you| we| u)|did|is(?! there any)|are(?! there any| you)|has|have(?! you)|can (?:i|we) (?:have|keep|bring)|will|would (?:it|they)|" +
        "tiene|puedo llevar|podemos llevar|puedo traer|podemos traer|admite|admiten|acepta|aceptan|permite|permiten|se admiten|se aceptan|se permiten|se puede|se pueden|puedo tener|podemos tener|incluye|incluyen|esta|estan|es|son|cuenta con|dispone de|viene|vienen|trae|" +
        "est-ce qu'il|est-ce qu'elle|est-ce qu'ils|est-ce qu'elles|est-ce qu'on|est-ce qu'il y a|est-ce que (?:le|la|les|l')|a-t-il|a-t-elle|ont-ils|ont-elles|y a-t-il|il y a|est-il|est-elle|sont-ils|sont-elles|" +
        "accepte-t-il|accepte-t-elle|peut-on|on peut|je peux amener|puis-je amener|je peux venir avec|il a|elle a|ils ont|elles ont|c'est|accepte|acceptent|admet|admettent|comprend|possede|dispose)",
    ),
  "u",
);

/** A feature said allowed in a question: "les animaux sont acceptés ?", "¿las mascotas están permitidas?", "are dogs allowed?". */
const PASSIVE = new RegExp(
  bounded(
    "(?:sont|est|son|es|estan|esta|are|is)\\s+(?:acceptes|acceptees|accepte|acceptee|admis|admises|autorises|autorisees|permis|bienvenus|bienvenues|permitidas|permitidos|permitida|permitido|admitidas|admitidos|aceptadas|aceptados|bienvenidas|bienvenidos|allowed|permitted|accepted|welcome|ok|okay|included|inclus|incluse|inclues|compris|comprise|incluido|incluida|incluidos|incluidas)",
  ),
  "u",
);

/** "The cheapest one has a garage?", "la más barata tiene jardín?", "la moins chère a un garage ?": the verb after a subject. */
const HAS = new RegExp(
  bounded("(?:has|have|got|comes with|includes|allows|accepts|tiene|cuenta con|incluye|admite|acepta|a|possede|dispose|comprend|accepte|inclut)"),
  "u",
);

/** Whether a folded message asks yes or no about what a home has, is or allows. */
export function asksYesNo(folded: string, afterSubject = false): boolean {
  return OPENING.test(folded) || PASSIVE.test(folded) || (afterSubject && HAS.test(folded));
}
