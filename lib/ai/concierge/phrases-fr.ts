import { agree, type Bound, capitalize, type Gender, list, period, type PhraseBook, plural, type RangeField } from "./phrase-book";
import type { ListingSort } from "./types";

const NOUNS: Record<"bedrooms" | "bathrooms" | "parkingSpots", [string, string]> = {
  bedrooms: ["chambre", "chambres"],
  bathrooms: ["salle de bain", "salles de bain"],
  parkingSpots: ["place de parking", "places de parking"],
};

/** "de" before a word, elided before a vowel or a mute h: "d'au moins", "d'ascenseur". */
const de = (word: string) => (VOWEL_START.test(word) ? `d'${word}` : `de ${word}`);
const VOWEL_START = /^[aeiouyhàâéèêîôû]/i;

function range(field: RangeField, { min, max, show }: Bound): string {
  if (field === "bedrooms" || field === "bathrooms" || field === "parkingSpots") {
    const [one, many] = NOUNS[field];
    if (field === "parkingSpots" && min === 1 && max === undefined) return "avec parking";
    if (field === "parkingSpots" && max === 0 && !min) return "sans parking";
    if (field === "bedrooms" && max === 0 && !min) return "sans chambre séparée";
    if (min !== undefined && max !== undefined) return min === max ? `avec ${show(min)} ${plural(min, one, many)}` : `avec ${show(min)} à ${show(max)} ${many}`;
    if (min !== undefined) return `avec au moins ${show(min)} ${plural(min, one, many)}`;
    return `avec au plus ${show(max!)} ${plural(max!, one, many)}`;
  }
  const span = min !== undefined && max !== undefined ? `entre ${show(min)} et ${show(max)}` : min !== undefined ? `au moins ${show(min)}` : `au plus ${show(max!)}`;
  switch (field) {
    case "price":
      return min !== undefined && max !== undefined ? span : min !== undefined ? `à partir de ${show(min)}` : `jusqu'à ${show(max!)}`;
    case "area":
      return `${de(span)} de surface`;
    case "lotArea":
      return `avec un terrain ${de(span)}`;
    case "hoa":
      return max === 0 && !min ? "sans charges de copropriété" : `avec des charges ${de(span)}`;
    case "yearBuilt":
      if (min !== undefined && max !== undefined) return min === max ? `datant de ${min}` : `datant de ${min} à ${max}`;
      return min !== undefined ? `datant de ${min} ou après` : `datant de ${max} ou avant`;
    case "daysOnMarket":
      return max !== undefined ? `en ligne depuis ${show(max)} ${plural(max, "jour", "jours")} au plus` : `sur le marché depuis au moins ${show(min!)} jours`;
  }
}

const ADJECTIVES: Partial<Record<string, (gender: Gender, many: boolean) => string>> = {
  "price asc": (g, many) => `moins ${agree(g, many, "cher", "chère")}`,
  "price desc": (g, many) => `plus ${agree(g, many, "cher", "chère")}`,
  "area desc": (g, many) => `plus ${agree(g, many, "grand", "grande")}`,
  "area asc": (g, many) => `plus ${agree(g, many, "petit", "petite")}`,
  "yearBuilt desc": (g, many) => `plus ${agree(g, many, "récent", "récente")}`,
  "yearBuilt asc": (g, many) => `plus ${agree(g, many, "ancien", "ancienne")}`,
  "daysOnMarket asc": (g, many) => `plus récemment ${agree(g, many, "publié", "publiée")}`,
};
const PHRASES: Record<string, string> = {
  "bedrooms desc": "avec le plus de chambres",
  "bedrooms asc": "avec le moins de chambres",
  "bathrooms desc": "avec le plus de salles de bain",
  "bathrooms asc": "avec le moins de salles de bain",
  "lotArea desc": "avec le plus grand terrain",
  "lotArea asc": "avec le plus petit terrain",
  "parkingSpots desc": "avec le plus de places de parking",
  "parkingSpots asc": "avec le moins de places de parking",
  "hoa asc": "avec les charges les plus basses",
  "hoa desc": "avec les charges les plus élevées",
  "pricePerArea asc": "avec le prix au mètre carré le plus bas",
  "pricePerArea desc": "avec le prix au mètre carré le plus élevé",
  "daysOnMarket desc": "en vente depuis le plus longtemps",
};
const key = (sort: ListingSort) => `${sort.field} ${sort.direction}`;

const FIELDS = {
  price: "prix", bedrooms: "chambres", bathrooms: "salles de bain", area: "surface", lotArea: "terrain", yearBuilt: "année de construction",
  daysOnMarket: "jours sur le marché", parkingSpots: "parking", hoa: "charges", pricePerArea: "prix au mètre carré",
};

const VERDICTS: Record<keyof typeof FIELDS, string> = {
  price: "coûte moins cher", bedrooms: "a plus de chambres", bathrooms: "a plus de salles de bain", area: "offre plus de surface", lotArea: "a le plus grand terrain",
  yearBuilt: "a une construction plus récente", daysOnMarket: "est en ligne depuis moins longtemps", parkingSpots: "a plus de places de parking", hoa: "a les charges les plus basses",
  pricePerArea: "coûte moins cher pour sa surface",
};

const EXAMPLE = (city?: string) => (city ? `« maisons de 3 chambres à vendre à ${city} »` : "« maisons de 3 chambres à vendre avec jardin »");
const article = (g: Gender) => (g === "f" ? "la" : "le");

export const french: PhraseBook = {
  language: "French",
  locale: "fr-FR",
  money: (amount, symbol) => `${amount} ${symbol}`,
  perMonth: "/mois",
  costs: {
    fee: "charges de copropriété",
    rent: "loyer",
    charges: "charges",
    taxes: { property: "taxe foncière", municipal: "taxes municipales", school: "taxes scolaires", ibi: "IBI (taxe foncière)" },
    perYear: "/an",
    sum: (p, sum, period, what) => {
      const per = period === "month" ? "par mois" : "par an";
      if (what === "taxes") return `Taxes de ${p} : ${sum} ${per}.`;
      const costs = `Coût ${period === "month" ? "mensuel" : "annuel"} de ${p} : ${sum} ${per}`;
      return what === "rental" ? `${costs}, d'après les chiffres de l'annonce.` : `${costs}, hors hypothèque et assurance.`;
    },
  },
  priceOnRequest: "prix sur demande",
  areaUnits: { "Square Feet": "pi²", "Square Meters": "m²" },
  largeUnit: { acre: "acre", hectare: "hectare" },
  qualifiers: { private: "privatif", shared: "partagé", inUnit: "dans le logement", covered: "couvert", heated: "chauffé", indoor: "intérieur", outdoor: "extérieur" },
  line: {
    beds: (n) => `${n} ch.`,
    baths: (text) => `${text} sdb`,
    studio: "studio",
    built: (year) => `année ${year}`,
    lot: (area) => `terrain de ${area}`,
    parking: (n) => `${n} ${plural(n, "place", "places")} de parking`,
    hoa: (money) => `charges ${money}/mois`,
    days: (n) => `${n} ${plural(n, "jour", "jours")} sur le marché`,
    perArea: (money, unit) => `${money}/${unit}`,
  },
  statusNote: (status) => ({ Pending: "Ce bien est sous promesse d'achat (vente en attente).", ComingSoon: "Ce bien arrive bientôt sur le marché.", PreOnMarket: "Ce bien arrive bientôt sur le marché.", Sold: "Ce bien est déjà vendu.", OffMarket: "Ce bien est retiré du marché." })[status] ?? null,
  statusTag: (status, g) =>
    ({ Pending: "sous promesse d'achat", ComingSoon: "bientôt disponible", PreOnMarket: "bientôt disponible", Sold: agree(g, false, "vendu", "vendue"), OffMarket: `${agree(g, false, "retiré", "retirée")} du marché` })[status] ?? null,
  homes: { one: "bien", many: "biens", gender: "m" },
  studios: { one: "studio", many: "studios", gender: "m" },
  kindGender: { house: "f", apartment: "m", condo: "m", townhouse: "f", multi_family: "m", land: "m", commercial: "m", mobile_home: "f", farm: "f", other: "m" },
  and: "et",
  or: "ou",
  saleType: { for_sale: "à vendre", for_rent: "à louer" },
  availability: (availability, g, many) =>
    ({ available: "", now: `${agree(g, many, "disponible", "disponible")} dès maintenant`, any: "", coming_soon: "bientôt sur le marché", pending: "sous promesse d'achat", sold: `déjà ${agree(g, many, "vendu", "vendue")}`, off_market: `${agree(g, many, "retiré", "retirée")} du marché` })[availability],
  inCity: (city) => `à ${city}`,
  amongShown: (g) => (g === "f" ? "parmi celles que je vous ai montrées" : "parmi ceux que je vous ai montrés"),
  withFeatures: (names) => `avec ${list(names, "et")}`,
  withAnyFeatures: (names) => `avec ${list(names, "ou")}`,
  withoutFeatures: (_names, bare) => `sans ${list(bare, "ni")}`,
  notKinds: (names) => `autres que des ${list(names, "ou")}`,
  range,
  tours: { OpenHouse: "avec journée portes ouvertes", "3D": "avec visite virtuelle 3D" },
  mentioning: (words) => `mentionnant ${list(words.map((word) => `« ${word} »`), "et")}`,
  fieldName: FIELDS,
  descriptionName: "description",
  superlative: (sort, g, many) => {
    const adjective = ADJECTIVES[key(sort)];
    return adjective ? { words: adjective(g, many), adjective: true } : { words: PHRASES[key(sort)] ?? `avec le ${sort.direction === "asc" ? "moins" : "plus"} de ${FIELDS[sort.field]}`, adjective: false };
  },
  order: (sort) => {
    if (sort.field === "daysOnMarket") return sort.direction === "asc" ? "en commençant par les plus récentes annonces" : "en commençant par les annonces les plus anciennes";
    return `par ordre ${sort.direction === "asc" ? "croissant" : "décroissant"} ${de(FIELDS[sort.field])}`;
  },
  found: (total, shown, s, superlative, order) => {
    if (superlative && shown === 1) {
      const the = article(s.gender);
      return superlative.adjective
        ? `${capitalize(the)} ${s.one} ${the} ${superlative.words}${s.rest} est :`
        : `${capitalize(the)} ${s.one}${s.rest} ${superlative.words} est :`;
    }
    if (total === 1) return `J'ai trouvé ${s.gender === "f" ? "une" : "un"} ${s.one}${s.rest} :`;
    const found = `J'ai trouvé ${total} ${s.many}${s.rest}`;
    if (superlative && shown < total) return `${found} ; voici les ${shown} ${superlative.words} :`;
    if (order) return `${found}, ${order} :`;
    return shown < total ? `${found} ; en voici ${shown} :` : `${found} :`;
  },
  andMore: (count) => `…et ${count} de plus.`,
  more: (total, shown, s) => `En voici ${shown} de plus, sur les ${total} ${s.many}${s.rest} :`,
  noMore: (total, s) =>
    total === 1
      ? `C'est ${s.gender === "f" ? "la seule" : "le seul"} ${s.one}${s.rest} : il n'y en a pas d'autre. Voulez-vous modifier la recherche ?`
      : `C'est tout : je vous ai montré les ${total} ${s.many}${s.rest}. Voulez-vous modifier la recherche ?`,
  askNext: (g) => `Voulez-vous plus de détails sur ${g === "f" ? "l'une d'elles" : "l'un d'eux"} ou organiser une visite ?`,
  counted: (total, s) => (total === 1 ? `Il n'y a qu'${s.gender === "f" ? "une" : "un"} ${s.one}${s.rest}.` : `Il y a ${total} ${s.many}${s.rest}.`),
  count: (total, s) =>
    total === 1
      ? `Il y a ${s.gender === "f" ? "une" : "un"} ${s.one}${s.rest}. Voulez-vous ${s.gender === "f" ? "la" : "le"} voir ?`
      : `Il y a ${total} ${s.many}${s.rest}. Voulez-vous les voir ?`,
  none: (s) => `Je n'ai pas trouvé ${de(s.many)}${s.rest}.`,
  relaxDropped: {
    features: (names) => `sans exiger ${list(names.map(de), "ni")}`,
    excludedFeatures: "en acceptant ce que vous vouliez éviter",
    city: "dans d'autres villes",
    kinds: "en comptant d'autres types de biens",
    saleType: (saleType) => (saleType === "for_rent" ? "à louer" : saleType === "for_sale" ? "à vendre" : "en comptant ventes et locations"),
    availability: "tous statuts confondus",
    range: (field) => `sans limite de ${FIELDS[field]}`,
    other: "avec moins de critères",
  },
  relaxed: (parts, total) => `${capitalize(list(parts, "et"))}, il y en a ${total}.`,
  offerToShow: (total, g) => `Voulez-vous ${total !== 1 ? "les" : g === "f" ? "la" : "le"} voir ?`,
  citiesCovered: (cities) => `J'ai des biens à ${list(cities, "et")}.`,
  coverage: (cities) => `J'ai des biens à ${list(cities, "et")}. Quelle ville vous intéresse ?`,
  noCoverage: "Je n'ai aucun bien disponible pour le moment.",
  notFound: (reference) => `Je n'ai trouvé aucune annonce correspondant à « ${reference} ». Pouvez-vous vérifier le numéro MLS ou l'adresse ?`,
  listingAsk: "Voulez-vous organiser une visite ou en savoir plus ?",
  answer: {
    price: (p, price, rent) => (rent ? `${p} : loyer de ${price}.` : `${p} : proposé à ${price}.`),
    soldPrice: (p, price) => `${p} : vendu ${price}.`,
    noPrice: (p) => `Le prix de ${p} n'est pas publié ; un agent pourra vous le donner.`,
    bedrooms: (p, n) => `${p} : ${n} ${plural(n, "chambre", "chambres")}.`,
    studio: (p) => `${p} : c'est un studio.`,
    noBedrooms: (p) => `${p} : aucune chambre n'est indiquée.`,
    bathrooms: (p, text, n) => `${p} : ${text} ${plural(n, "salle de bain", "salles de bain")}.`,
    noBathrooms: (p) => `${p} : aucune salle de bain n'est indiquée.`,
    area: (p, area) => `${p} : ${area} de surface habitable.`,
    pricePerArea: (p, perArea, price, area) => `${p} revient à ${perArea} : ${price} pour ${area}.`,
    lotArea: (p, area) => `${p} : terrain de ${area}.`,
    yearBuilt: (p, year) => `${p} : construction de ${year}.`,
    parkingSpots: (p, n) => `Le bien du ${p} dispose de ${n} ${plural(n, "place", "places")} de stationnement.`,
    noParking: (p) => `L'annonce du ${p} n'indique aucune place de stationnement.`,
    hoa: (p, money) => `${p} : charges de ${money}/mois.`,
    deposit: (p, money) => `${p} : dépôt de garantie de ${money}.`,
    moveIn: (p, rent, deposit, pet, total, fees) =>
      `Pour emménager à ${p} : premier loyer ${rent} + dépôt de garantie ${deposit}${pet ? ` + dépôt pour animaux ${pet}` : ""}${fees ? ` + honoraires d'agence ${fees}` : ""} = ${total}.`,
    moveInNoDeposit: (p, rent) => `Le premier loyer à ${p} est de ${rent} ; l'annonce n'indique pas de dépôt de garantie, un agent pourra vous dire le total à l'entrée.`,
    noHoa: (p) => `${p} : aucune charge n'est indiquée.`,
    tours: (p, tours) =>
      tours === "OpenHouse"
        ? `${p} : des portes ouvertes sont prévues ; un agent peut vous donner les horaires.`
        : tours === "3D"
          ? `${p} : une visite virtuelle 3D est disponible.`
          : `${p} : aucune visite n'est encore annoncée.`,
    address: (_p, full) => `L'adresse est ${full}.`,
    status: (p, status) =>
      ({ Pending: `${p} : sous promesse d'achat (vente en attente), donc plus vraiment disponible.`, ComingSoon: `${p} : bientôt sur le marché.`, PreOnMarket: `${p} : bientôt sur le marché.`, Sold: `${p} : déjà vendu.`, OffMarket: `${p} : retiré du marché.` })[status] ??
      `${p} : disponible.`,
    daysOnMarket: (p, days) => (days > 0 ? `${p} : en vente depuis ${days} ${plural(days, "jour", "jours")}.` : `${p} : tout juste publié.`),
    kind: (p, kind) => `${p} est de type « ${kind} ».`,
    description: (p, text) => `À propos de ${p} : ${text}`,
    notListed: (p, what) => `${p} : l'information « ${what} » ne figure pas dans l'annonce ; un agent pourra vous la donner.`,
    yes: "Oui",
    featureYes: (p, name) => `Oui, l'annonce de ${p} mentionne ${name}.`,
    featureNo: (p, name) => `Non, d'après l'annonce, ${p} n'a pas ${de(name)}.`,
    speciesYes: (p, species) => `Oui, ${p} accepte les ${species === "cat" ? "chats" : "chiens"}.`,
    speciesNo: (p, species) => `Non, d'après l'annonce, ${p} n'accepte pas les ${species === "cat" ? "chats" : "chiens"}.`,
    featureUnknown: (p, name) => `L'annonce de ${p} ne précise pas s'il y a ${name} ; un agent pourra vous le dire.`,
    evidence: (words) => `L'annonce indique : « ${words} ».`,
    extension: (p, k, value) => `Pour ${p}, l'annonce indique ${k} : ${value}.`,
    extensionMissing: (p, words) => `L'annonce de ${p} ne dit rien sur « ${words} » ; un agent pourra vous le dire.`,
    currencySign: (p, sign) => `Les prix de ${p} sont indiqués en « ${sign} » ; l'annonce n'en dit pas plus sur la devise, un agent pourra vous la confirmer.`,
    beyondToo: "Pour le reste de votre question, je n'ai pas cette information ; un agent peut vous aider.",
    howUnknown: (how) => `L'annonce ne précise pas si c'est ${how} ; un agent peut vous le confirmer.`,
    beyond: (p, topic) =>
      ({
        negotiation: `L'annonce de ${p} ne dit pas si le vendeur accepterait de baisser le prix ; un agent peut le lui demander pour vous.`,
        why: `L'annonce de ${p} n'explique pas pourquoi ; un agent pourra vous le dire.`,
        schoolQuality: `Je ne peux pas juger de la qualité des écoles près de ${p} : les sources officielles de l'éducation le disent, et un agent pourra vous en dire plus.`,
        rentalIncome: `L'annonce de ${p} ne dit pas combien il pourrait se louer ; un agent pourra vous donner une estimation.`,
        noise: `L'annonce de ${p} ne dit pas si c'est bruyant ; un agent pourra vous le dire, ou vous le verrez lors d'une visite.`,
        travelTime: `L'annonce de ${p} ne donne pas de temps de trajet depuis le logement ; un agent pourra vous le dire.`,
        works: `L'annonce de ${p} ne dit pas ce que coûteraient des travaux ou un aménagement ; un artisan ou un agent peut vous donner une estimation.`,
        finance: `L'annonce de ${p} ne dit pas quel prêt ni quel taux une banque vous proposerait ; un courtier ou un agent peut vous aider.`,
        futurePrice: `Je ne peux pas prévoir l'évolution du prix de ${p} ni du marché ; un agent peut vous montrer des ventes récentes.`,
        offtopic: "Pour cette partie, je ne peux pas vous aider : je ne réponds que sur les logements et les annonces de l'agence.",
      })[topic],
  },
  compareIntro: "Voici la comparaison :",
  compareMissing: (references) => `Je n'ai pas trouvé ${list(references, "ni")}.`,
  verdict: (field, winner, values) => period(`${winner} ${VERDICTS[field]} : ${values.join(" contre ")}`),
  tie: (field, value, g) => period(`${g === "f" ? "Elles" : "Ils"} sont à égalité (${FIELDS[field]}) : ${value}`),
  difference: (amount) => `Soit une différence de ${amount}.`,
  saleAndRent: "L'un est à vendre et l'autre à louer : un prix d'achat et un loyer mensuel ne se comparent pas.",
  notComparable: (field, g) => `Je ne peux pas les comparer : ${FIELDS[field]} n'est pas indiqué pour ${g === "f" ? "toutes" : "tous"}.`,
  greeting: "Bonjour ! Comment puis-je vous aider à trouver un logement ?",
  welcomeDefault: "Bonjour ! Je peux vous aider à trouver un logement. Que recherchez-vous ?",
  humanDefault: "Merci ! Un agent vous recontactera très bientôt.",
  thanks: "Avec plaisir ! Puis-je vous aider à trouver autre chose ?",
  noContact:
    "Aucun souci, ce n'est pas obligatoire. Sans téléphone ni e-mail, je ne peux pas transmettre de demande de visite à l'agent : appelez l'agence pour l'organiser, ou laissez-moi un contact plus tard et je le transmets aussitôt.",
  about: "Je suis l'assistant virtuel de l'agence, un assistant automatique et non une personne. Je peux chercher des biens par ville, budget, nombre de chambres et équipements, répondre à vos questions sur une annonce, comparer des biens et transmettre vos coordonnées à un conseiller pour une visite ou un appel, en français, en anglais ou en espagnol. Que recherchez-vous ?",
  goodbye: "Au revoir et bonne recherche ! Je reste à votre disposition.",
  viewing: (place) =>
    `Avec plaisir, j'organise une visite${place ? ` de ${place}` : ""}. Pouvez-vous me laisser votre nom et un numéro de téléphone ou une adresse e-mail, pour qu'un agent confirme l'horaire ?`,
  qualifyQuestion: {
    timeline: "Au fait, pour quand envisagez-vous de déménager ?",
    financing: "Avez-vous déjà un accord de principe pour un prêt, payez-vous comptant, ou pas encore ?",
    sellFirst: "Devez-vous vendre un bien avant d'acheter ?",
  },
  qualifyNoted: "Merci, je le note pour l'agent.",
  qualifyKept: "Merci, j'en tiens compte pour votre recherche.",
  showingAskContact: (place, times) =>
    `Avec plaisir, j'organise une visite${place ? ` de ${place}` : ""} le ${times}. Pouvez-vous me laisser votre nom et un numéro de téléphone ou une adresse e-mail, pour que l'agent la confirme ?`,
  showingAskReach: (place, times, name) =>
    `Merci, ${name} ! Pour confirmer la visite${place ? ` de ${place}` : ""} le ${times}, pouvez-vous me laisser un numéro de téléphone ou une adresse e-mail où l'agent peut vous joindre ?`,
  showingUnavailable: (place, status) =>
    status === "ComingSoon"
      ? `${place ?? "Ce bien"} arrive bientôt sur le marché et ne se visite pas encore ; un agent pourra vous dire quand les visites commencent. Voulez-vous voir des biens semblables déjà disponibles ?`
      : status === "Pending"
      ? `${place ?? "Ce bien"} est sous promesse de vente (vente en attente), il n'est donc pas ouvert aux visites habituelles ; un agent peut vous dire si le vendeur accepte des offres de secours. Voulez-vous voir des biens semblables encore disponibles ?`
      : `${place ?? "Ce bien"} ${status === "Sold" ? "a été vendu" : "n'est pas sur le marché en ce moment"}, il ne peut donc pas être visité. Voulez-vous voir des biens semblables encore disponibles ?`,
  showingAskDay: (place, needsContact) =>
    `Quel jour vous conviendrait pour visiter${place ? ` ${place}` : " le bien"} ?${needsContact ? " Et pouvez-vous me laisser un téléphone ou une adresse e-mail, pour que l'agent la confirme ?" : ""}`,
  showingSent: (place, times, reach) =>
    `C'est fait : j'ai transmis à l'agent votre demande de visite${place ? ` de ${place}` : ""}${times ? ` le ${times}` : ""} ; il vous confirmera ${times ? "l'horaire" : "un horaire"} au ${reach}.`,
  showingChanged: (place, times, reach) =>
    `C'est noté : j'ai prévenu l'agent que vous préférez visiter${place ? ` ${place}` : " le bien"} le ${times} ; il vous confirmera le nouvel horaire au ${reach}.`,
  showingBooking: (place, url) => `Vous pouvez réserver votre visite${place ? ` de ${place}` : ""} directement ici, à l'horaire qui vous convient : ${url}`,
  lead: (name, place, viewing) =>
    `Merci${name ? `, ${name}` : ""} ! J'ai transmis vos coordonnées${place ? ` pour ${place}` : ""} ; un agent vous contactera très bientôt${viewing ? " pour organiser la visite" : ""}.`,
  leadFailed: "Désolé, je n'ai pas pu enregistrer vos coordonnées. Merci de réessayer dans un instant.",
  alert: {
    saved: (summary, email) =>
      `C'est fait : j'ai enregistré votre recherche${summary ? ` de ${summary}` : ""}. Je vous ai envoyé un lien de confirmation à ${email} ; une fois confirmé, vous recevrez au plus un mail par jour quand un bien nouveau ou moins cher correspond, avec un lien de désabonnement dans chaque mail.`,
    active: (summary, email) => `Vous êtes déjà inscrit${summary ? ` pour ${summary}` : ""} avec ${email} : je vous écrirai quand un bien nouveau ou moins cher correspond.`,
    askEmail: (summary) =>
      `Avec plaisir${summary ? ` pour ${summary}` : ""}. À quelle adresse e-mail dois-je envoyer les nouveautés ? Vous recevrez au plus un mail par jour.`,
    askCriteria: "Bien sûr ! Que dois-je surveiller ? Dites-moi la ville, votre budget ou le nombre de chambres, et votre adresse e-mail.",
    badEmail: "Cette adresse e-mail ne semble pas correcte. Pouvez-vous la vérifier ?",
    limit: "Je ne peux pas enregistrer plus de recherches dans cette conversation. Un agent peut vous tenir au courant : demandez à lui parler.",
    unavailable: "Je ne peux pas créer d'alertes par mail pour le moment. Un agent peut vous tenir au courant : demandez à lui parler.",
  },
  offtopic: (city) =>
    `Désolé, je ne peux vous aider que pour l'immobilier : trouver des biens, répondre à vos questions à leur sujet et vous mettre en relation avec un agent. Essayez par exemple ${EXAMPLE(city)}.`,
  whichHome: "De quel logement parlez-vous ? Donnez-moi son adresse ou son numéro MLS et je vérifie, ou dites-moi ce que vous cherchez et je lance la recherche.",
  unknown: (city) => `Désolé, je n'ai pas compris. Vous pouvez me demander par exemple ${EXAMPLE(city)} ou « Dans quelles villes avez-vous des biens ? ».`,
  knowledge: (quote, source) => `Voici ce qu'indiquent les informations de l'agence :\n« ${quote} »\nSource : ${source}`,
  noInformation: "Désolé, je n'ai pas cette information. Un agent pourra vous répondre : demandez-moi à lui parler. Je peux aussi vous aider à trouver un logement.",
  assistanceAnimal:
    "Un chien guide ou d'assistance n'est en général pas considéré comme un animal de compagnie : une règle « animaux interdits » ou des frais pour animaux ne s'y appliquent pas ; les règles varient selon le lieu et le type d'animal. Un agent peut le confirmer avec le propriétaire pour le logement qui vous intéresse : demandez-moi à lui parler.",
  files: "Je ne peux lire que du texte : je ne peux donc pas consulter le fichier envoyé. Décrivez-moi ce que vous cherchez et je consulterai nos annonces.",
};
