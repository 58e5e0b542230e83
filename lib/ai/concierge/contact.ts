import { hasAny } from "./text";

// Contact details a visitor leaves for an agent: an e-mail address, a phone number, a name.

// Starts only where a run of address characters starts: tried inside the run, the same run was read again from each of its characters.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}$€£.,])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}]|[.,]\d)/gu;
const RANGE = /^(\d+)\s*[-–]\s*(\d+)$/u;
// biome-ignore format: a table of words, one group a line.
const CONTACT_WORDS = ["call", "phone", "number", "cell", "mobile", "tel", "whatsapp", "text me", "reach me", "telefono", "movil", "celular", "llamar", "numero", "telephone", "portable", "appeler", "joindre"];

/** A phone number, but not a price ("1200000", "1.250.000"), a year or a count: it needs a phone's shape or a word that says so. */
function findPhone(message: string, folded: string): string | undefined {
  for (const match of message.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, "").length;
    if (digits < 7 || digits > 15) continue;
    const contactWords = hasAny(folded, CONTACT_WORDS);
    // A Spanish mobile or landline, nine digits from 6 to 9, often in threes ("654 321 987"): not an amount, which ends in zeros.
    const spanish = /^[6-9]\d{2}(?:[\s.]?\d{3}){2}$/.test(candidate) && !/0{3}$/.test(candidate);
    if (/^\d{1,3}(?:[.,\s]\d{3})+$/.test(candidate) && !contactWords && !spanish) continue;
    // "1500-2000" is a range of amounts, not a number to call.
    const range = RANGE.exec(candidate);
    if (range && range[1]!.length === range[2]!.length && !contactWords) continue;
    // Also grouped in pairs after the first group, as Spain and France write them ("684 21 09 77", "06 72 18 44 90").
    const shaped = /\d[-().]\d|\)\s*\d|\d{3}[\s.-]\d{3}[\s.-]?\d{4}|^\+?\d{2,4}(?:[\s.-]\d{2}){3,4}$/.test(candidate);
    if (candidate.startsWith("+") || shaped || spanish || digits >= 10 || contactWords) return candidate;
  }
  return undefined;
}

const NAMED = /(?:my name is|my name's|name is|me llamo|mi nombre es|je m'appelle|je m’appelle|mon nom est)\s+([\p{L}'’-]+)/iu;
const INTRODUCED = /(?:\b[Ii]'m|\b[Ii]’m|\bI am|\b[Tt]his is|\b[Ss]oy|\b[Jj]e suis|\b[Mm]oi c'est)\s+(\p{Lu}[\p{L}'’-]+)/u;
const SURNAME = /^\s+(\p{Lu}[\p{L}'’-]+)/u;
// biome-ignore format: a table of words, one group a line.
const NOT_NAMES = new Set(["interested", "looking", "here", "not", "just", "from", "also", "calling", "writing", "ready", "buscando", "interesado", "interesada", "interesse", "intéressé", "intéressée", "à", "en", "de", "a", "an", "the"]);

export function findName(message: string): string | undefined {
  const match = NAMED.exec(message) ?? INTRODUCED.exec(message);
  const first = match?.[1];
  if (!match || !first || NOT_NAMES.has(first.toLowerCase())) return undefined;
  const surname = SURNAME.exec(message.slice(match.index + match[0].length))?.[1];
  const name = surname ? `${first} ${surname}` : first;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

// An address spelled out so bots cannot read it: "dchen82 at gmail dot com", "ana arroba correo punto es", "luc arobase free point fr".
const SPELLED_EMAIL =
  /(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}._%+-]+)(?:\s+|\s*[[(]\s*)(?:at|arroba|arobase)(?:\s+|\s*[\])]\s*)([\p{L}\p{N}-]+)(?:\s+|\s*[[(]\s*)(?:dot|punto|point)(?:\s+|\s*[\])]\s*)(com|net|org|edu|gov|io|co|us|ca|mx|es|fr|uk|de|be|ch|info|me|biz)(?![\p{L}\p{N}])/iu;

/** The contact details a message leaves, if any; a lead needs an e-mail address or a phone number. */
export function readContact(message: string, folded: string): { email?: string; phone?: string; name?: string } | undefined {
  const spelled = SPELLED_EMAIL.exec(message);
  const email = EMAIL.exec(message)?.[0] ?? (spelled ? `${spelled[1]}@${spelled[2]}.${spelled[3]}`.toLowerCase() : undefined);
  const phone = findPhone(email ? message.replace(email, " ") : message, folded);
  if (!email && !phone) return undefined;
  const name = findName(message);
  return { ...(email && { email }), ...(phone && { phone }), ...(name && { name }) };
}

/** The message without the contact details it leaves (an address, spelled out or not, and a phone number): what is left says no budget or place. */
export function withoutContact(message: string, folded: string): string {
  const contact = readContact(message, folded);
  if (!contact) return message;
  const spans = [EMAIL.exec(message)?.[0], SPELLED_EMAIL.exec(message)?.[0], contact.phone];
  return spans.reduce<string>((text, span) => (span ? text.split(span).join(" ") : text), message);
}
