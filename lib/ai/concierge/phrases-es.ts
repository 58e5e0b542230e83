import { agree, type Bound, capitalize, type Gender, list, period, type PhraseBook, plural, type RangeField } from "./phrase-book";
import type { ListingSort } from "./types";

const NOUNS: Record<"bedrooms" | "bathrooms" | "parkingSpots", [string, string]> = {
  bedrooms: ["habitación", "habitaciones"],
  bathrooms: ["baño", "baños"],
  parkingSpots: ["plaza de aparcamiento", "plazas de aparcamiento"],
};

function range(field: RangeField, { min, max, show }: Bound): string {
  if (field === "bedrooms" || field === "bathrooms" || field === "parkingSpots") {
    const [one, many] = NOUNS[field];
    if (field === "parkingSpots" && min === 1 && max === undefined) return "con aparcamiento";
    if (field === "parkingSpots" && max === 0 && !min) return "sin aparcamiento";
    if (field === "bedrooms" && max === 0 && !min) return "sin dormitorio independiente";
    if (min !== undefined && max !== undefined) return min === max ? `con ${show(min)} ${plural(min, one, many)}` : `con entre ${show(min)} y ${show(max)} ${many}`;
    if (min !== undefined) return `con al menos ${show(min)} ${plural(min, one, many)}`;
    return `con ${show(max!)} ${plural(max!, one, many)} como máximo`;
  }
  const span = min !== undefined && max !== undefined ? `entre ${show(min)} y ${show(max)}` : min !== undefined ? `al menos ${show(min)}` : `hasta ${show(max!)}`;
  switch (field) {
    case "price":
      return min !== undefined && max !== undefined ? `de ${span}` : min !== undefined ? `desde ${show(min)}` : `de hasta ${show(max!)}`;
    case "area":
      return `de ${span} de superficie`;
    case "lotArea":
      return `con un terreno de ${span}`;
    case "hoa":
      return max === 0 && !min ? "sin cuota de comunidad" : `con cuota de comunidad de ${span}`;
    case "yearBuilt":
      if (min !== undefined && max !== undefined) return min === max ? `del año ${min}` : `de entre los años ${min} y ${max}`;
      return min !== undefined ? `del año ${min} o posterior` : `del año ${max} o anterior`;
    case "daysOnMarket":
      return max !== undefined ? `de ${plural(max, "el último día", `los últimos ${show(max)} días`)}` : `con al menos ${show(min!)} días en el mercado`;
  }
}

const ADJECTIVES: Partial<Record<string, (gender: Gender, many: boolean) => string>> = {
  "price asc": (g, many) => `más ${agree(g, many, "barato", "barata")}`,
  "price desc": (g, many) => `más ${agree(g, many, "caro", "cara")}`,
  "area desc": (_g, many) => `más ${many ? "grandes" : "grande"}`,
  "area asc": (g, many) => `más ${agree(g, many, "pequeño", "pequeña")}`,
  "yearBuilt desc": (g, many) => `más ${agree(g, many, "moderno", "moderna")}`,
  "yearBuilt asc": (g, many) => `más ${agree(g, many, "antiguo", "antigua")}`,
  "daysOnMarket asc": (_g, many) => `más ${many ? "recientes" : "reciente"}`,
};
const PHRASES: Record<string, string> = {
  "bedrooms desc": "con más habitaciones",
  "bedrooms asc": "con menos habitaciones",
  "bathrooms desc": "con más baños",
  "bathrooms asc": "con menos baños",
  "lotArea desc": "con el terreno más grande",
  "lotArea asc": "con el terreno más pequeño",
  "parkingSpots desc": "con más plazas de aparcamiento",
  "parkingSpots asc": "con menos plazas de aparcamiento",
  "hoa asc": "con la cuota de comunidad más baja",
  "hoa desc": "con la cuota de comunidad más alta",
  "pricePerArea asc": "con el precio por metro cuadrado más bajo",
  "pricePerArea desc": "con el precio por metro cuadrado más alto",
  "daysOnMarket desc": "con más tiempo en el mercado",
};
const key = (sort: ListingSort) => `${sort.field} ${sort.direction}`;

const FIELDS = {
  price: "precio", bedrooms: "habitaciones", bathrooms: "baños", area: "superficie", lotArea: "terreno", yearBuilt: "año de construcción",
  daysOnMarket: "días en el mercado", parkingSpots: "aparcamiento", hoa: "cuota de comunidad", pricePerArea: "precio por metro cuadrado",
};

const VERDICTS: Record<keyof typeof FIELDS, string> = {
  price: "cuesta menos", bedrooms: "tiene más habitaciones", bathrooms: "tiene más baños", area: "es más grande", lotArea: "tiene el terreno más grande",
  yearBuilt: "es más reciente", daysOnMarket: "se publicó más recientemente", parkingSpots: "tiene más plazas de aparcamiento", hoa: "tiene la cuota de comunidad más baja",
  pricePerArea: "es más barato para su superficie",
};

const EXAMPLE = (city?: string) => (city ? `«casas de 3 habitaciones en venta en ${city}»` : "«casas de 3 habitaciones en venta con jardín»");
const article = (g: Gender, many: boolean) => agree(g, many, "el", "la", "los", "las");

export const spanish: PhraseBook = {
  language: "Spanish",
  locale: "es-ES",
  money: (amount, symbol) => `${amount} ${symbol}`,
  perMonth: "/mes",
  costs: {
    fee: "comunidad",
    rent: "alquiler",
    charges: "gastos",
    taxes: { property: "impuestos", municipal: "impuestos municipales", school: "impuestos escolares", ibi: "IBI" },
    perYear: "/año",
    sum: (p, sum, period, what) => {
      const per = period === "month" ? "al mes" : "al año";
      if (what === "taxes") return `Impuestos de ${p}: ${sum} ${per}.`;
      const costs = `Gastos ${period === "month" ? "mensuales" : "anuales"} de ${p}: ${sum} ${per}`;
      return what === "rental" ? `${costs}, según las cifras del anuncio.` : `${costs}, sin hipoteca ni seguro.`;
    },
  },
  priceOnRequest: "precio a consultar",
  areaUnits: { "Square Feet": "pies²", "Square Meters": "m²" },
  largeUnit: { acre: "acre", hectare: "hectárea" },
  qualifiers: { private: "privado", shared: "compartido", inUnit: "dentro de la vivienda", covered: "cubierto", heated: "climatizado", indoor: "interior", outdoor: "exterior" },
  line: {
    beds: (n) => `${n} hab.`,
    baths: (text, n) => `${text} ${plural(n, "baño", "baños")}`,
    studio: "estudio",
    built: (year) => `año ${year}`,
    lot: (area) => `terreno de ${area}`,
    parking: (n) => `${n} ${plural(n, "plaza", "plazas")} de aparcamiento`,
    hoa: (money) => `comunidad ${money}/mes`,
    days: (n) => `${n} ${plural(n, "día", "días")} en el mercado`,
    perArea: (money, unit) => `${money}/${unit}`,
  },
  statusNote: (status, g) => ({ Pending: "Tiene una venta pendiente.", ComingSoon: "Saldrá pronto al mercado.", PreOnMarket: "Saldrá pronto al mercado.", Sold: `Ya está ${agree(g, false, "vendido", "vendida")} y no está disponible.`, OffMarket: "Está fuera del mercado y no está disponible." })[status] ?? null,
  statusTag: (status, g) =>
    ({ Pending: "venta pendiente", ComingSoon: "próximamente", PreOnMarket: "próximamente", Sold: agree(g, false, "vendido", "vendida"), OffMarket: `${agree(g, false, "retirado", "retirada")} del mercado` })[status] ?? null,
  homes: { one: "vivienda", many: "viviendas", gender: "f" },
  studios: { one: "estudio", many: "estudios", gender: "m" },
  kindGender: { house: "f", apartment: "m", condo: "m", townhouse: "f", multi_family: "f", land: "m", commercial: "m", mobile_home: "f", farm: "f", other: "f" },
  and: "y",
  or: "o",
  saleType: { for_sale: "en venta", for_rent: "en alquiler" },
  availability: (availability, g, many) =>
    ({ available: "", now: `${agree(g, many, "disponible", "disponible")} ya`, any: "", coming_soon: "que salen pronto al mercado", pending: "con venta pendiente", sold: `ya ${agree(g, many, "vendido", "vendida")}`, off_market: `${agree(g, many, "retirado", "retirada")} del mercado` })[availability],
  inCity: (city) => `en ${city}`,
  amongShown: (g) => (g === "f" ? "de las que te mostré" : "de los que te mostré"),
  withFeatures: (names) => `con ${list(names, "y")}`,
  // "o" before an "o" sound is "u": "piscina u oficina".
  withAnyFeatures: (names) => `con ${list(names, /^h?o/i.test(names.at(-1) ?? "") ? "u" : "o")}`,
  withoutFeatures: (_names, bare) => `sin ${list(bare, "ni")}`,
  notKinds: (names) => `que no sean ${list(names, "ni")}`,
  range,
  tours: { OpenHouse: "con jornada de puertas abiertas", "3D": "con visita virtual 3D" },
  mentioning: (words) => `que mencionen ${list(words.map((word) => `«${word}»`), "y")}`,
  fieldName: FIELDS,
  descriptionName: "descripción",
  superlative: (sort, g, many) => {
    const adjective = ADJECTIVES[key(sort)];
    return adjective ? { words: adjective(g, many), adjective: true } : { words: PHRASES[key(sort)] ?? `con ${sort.direction === "asc" ? "menos" : "más"} ${FIELDS[sort.field]}`, adjective: false };
  },
  order: (sort) => {
    if (sort.field === "daysOnMarket") return sort.direction === "asc" ? "empezando por lo más reciente" : "empezando por lo que lleva más tiempo en el mercado";
    return `por ${FIELDS[sort.field]}, de ${sort.direction === "asc" ? "menor a mayor" : "mayor a menor"}`;
  },
  found: (total, shown, s, superlative, order) => {
    if (superlative && shown === 1) {
      const the = capitalize(article(s.gender, false));
      const this_ = agree(s.gender, false, "este", "esta");
      return superlative.adjective ? `${the} ${s.one} ${superlative.words}${s.rest} es ${this_}:` : `${the} ${s.one}${s.rest} ${superlative.words} es ${this_}:`;
    }
    if (total === 1) return `Encontré ${s.gender === "f" ? "una" : "un"} ${s.one}${s.rest}:`;
    const found = `Encontré ${total} ${s.many}${s.rest}`;
    if (superlative && shown < total) return `${found}; ${agree(s.gender, true, "este", "esta", "estos", "estas")} son ${article(s.gender, true)} ${shown} ${superlative.words}:`;
    if (order) return `${found}, ${order}:`;
    return shown < total ? `${found}; aquí tienes ${shown}:` : `${found}:`;
  },
  andMore: (count) => `…y ${count} más.`,
  more: (total, shown, s) => `Aquí tienes ${shown} más de ${article(s.gender, true)} ${total} ${s.many}${s.rest}:`,
  noMore: (total, s) =>
    total === 1
      ? `${capitalize(article(s.gender, false))} ${s.one}${s.rest} es ${agree(s.gender, false, "el único", "la única")}: no hay más. ¿Quieres cambiar la búsqueda?`
      : `Eso es todo: ya te mostré ${article(s.gender, true)} ${total} ${s.many}${s.rest}. ¿Quieres cambiar la búsqueda?`,
  askNext: (g) => `¿Quieres más detalles de ${agree(g, false, "alguno", "alguna")} o reservar una visita?`,
  counted: (total, s) => (total === 1 ? `Hay ${s.gender === "f" ? "una sola" : "un solo"} ${s.one}${s.rest}.` : `Hay ${total} ${s.many}${s.rest}.`),
  count: (total, s) =>
    total === 1
      ? `Hay ${s.gender === "f" ? "una sola" : "un solo"} ${s.one}${s.rest}. ¿Quieres ${s.gender === "f" ? "verla" : "verlo"}?`
      : `Hay ${total} ${s.many}${s.rest}. ¿Quieres ${s.gender === "f" ? "verlas" : "verlos"}?`,
  none: (s) => `No encontré ${s.many}${s.rest}.`,
  relaxDropped: {
    features: (names) => `sin exigir ${list(names, "ni")}`,
    excludedFeatures: "aceptando lo que querías evitar",
    city: "en otras ciudades",
    kinds: "contando otros tipos de vivienda",
    saleType: (saleType) => (saleType === "for_rent" ? "en alquiler" : saleType === "for_sale" ? "en venta" : "contando venta y alquiler"),
    availability: "contando todos los estados",
    range: (field) => `sin límite de ${FIELDS[field]}`,
    other: "con menos requisitos",
  },
  relaxed: (parts, total) => `${capitalize(list(parts, "y"))}, hay ${total}.`,
  offerToShow: (total, g) => `¿Quieres ${agree(g, total !== 1, "verlo", "verla")}?`,
  citiesCovered: (cities) => `Tengo viviendas en ${list(cities, "y")}.`,
  coverage: (cities) => `Tengo viviendas en ${list(cities, "y")}. ¿Qué ciudad te interesa?`,
  noCoverage: "Ahora mismo no tengo viviendas disponibles.",
  notFound: (reference) => `No encontré ninguna vivienda que coincida con «${reference}». ¿Puedes revisar el número MLS o la dirección?`,
  listingAsk: "¿Quieres reservar una visita o saber algo más?",
  answer: {
    price: (p, price, rent) => (rent ? `El alquiler de ${p} es de ${price}.` : `${p} tiene un precio de ${price}.`),
    soldPrice: (p, price) => `${p} se vendió por ${price}.`,
    noPrice: (p) => `El precio de ${p} no está publicado; un agente puede indicártelo.`,
    bedrooms: (p, n) => `${p} tiene ${n} ${plural(n, "habitación", "habitaciones")}.`,
    studio: (p) => `${p} es un estudio.`,
    noBedrooms: (p) => `No figuran habitaciones para ${p}.`,
    bathrooms: (p, text, n) => `${p} tiene ${text} ${plural(n, "baño", "baños")}.`,
    noBathrooms: (p) => `No figuran baños para ${p}.`,
    area: (p, area) => `${p} tiene ${area} de superficie.`,
    pricePerArea: (p, perArea, price, area) => `${p} sale a ${perArea}: ${price} por ${area}.`,
    lotArea: (p, area) => `El terreno de ${p} tiene ${area}.`,
    yearBuilt: (p, year) => `${p} se construyó en ${year}.`,
    parkingSpots: (p, n) => `${p} tiene ${n} ${plural(n, "plaza", "plazas")} de aparcamiento.`,
    noParking: (p) => `No figuran plazas de aparcamiento para ${p}.`,
    hoa: (p, money) => `La cuota de comunidad de ${p} es de ${money}/mes.`,
    deposit: (p, money) => `La fianza de ${p} es de ${money}.`,
    moveIn: (p, rent, deposit, pet, total, fees) =>
      `Para entrar en ${p}: primer mes ${rent} + fianza ${deposit}${pet ? ` + depósito por mascota ${pet}` : ""}${fees ? ` + honorarios de agencia ${fees}` : ""} = ${total}.`,
    moveInNoDeposit: (p, rent) => `El primer mes en ${p} es de ${rent}; el anuncio no indica la fianza, así que un agente puede decirte el total para entrar.`,
    noHoa: (p) => `No figura cuota de comunidad para ${p}.`,
    tours: (p, tours) =>
      tours === "OpenHouse"
        ? `${p} tiene jornada de puertas abiertas; un agente puede darte los horarios.`
        : tours === "3D"
          ? `${p} tiene una visita virtual 3D.`
          : `Todavía no hay jornada de puertas abiertas ni visita virtual para ${p}.`,
    address: (_p, full) => `Está en ${full}.`,
    status: (p, status) =>
      ({ Pending: `${p} tiene una venta pendiente.`, ComingSoon: `${p} saldrá pronto al mercado.`, PreOnMarket: `${p} saldrá pronto al mercado.`, Sold: `El inmueble de ${p} ya está vendido: no está disponible.`, OffMarket: `El inmueble de ${p} está fuera del mercado: no está disponible.` })[status] ??
      `${p} está disponible.`,
    daysOnMarket: (p, days) => (days > 0 ? `${p} lleva ${days} ${plural(days, "día", "días")} en el mercado.` : `${p} se acaba de publicar.`),
    kind: (p, kind) => `${p} es de tipo «${kind}».`,
    description: (p, text) => `Sobre ${p}: ${text}`,
    notListed: (p, what) => `El dato de ${what} de ${p} no figura en el anuncio; un agente puede indicártelo.`,
    yes: "Sí",
    featureYes: (p, name) => `Sí, ${p} tiene ${name}.`,
    featureNo: (p, name) => `No, según el anuncio ${p} no tiene ${name}.`,
    speciesYes: (p, species) => `Sí, ${p} acepta ${species === "cat" ? "gatos" : "perros"}.`,
    speciesNo: (p, species) => `No, según el anuncio ${p} no acepta ${species === "cat" ? "gatos" : "perros"}.`,
    featureUnknown: (p, name) => `El anuncio de ${p} no dice si tiene ${name}; un agente puede confirmártelo.`,
    evidence: (words) => `El anuncio dice: «${words}».`,
    extension: (p, k, value) => `Para ${p}, el anuncio indica ${k}: ${value}.`,
    extensionMissing: (p, words) => `El anuncio de ${p} no dice nada sobre ${words}; un agente puede indicártelo.`,
    currencySign: (p, sign) => `Los precios de ${p} están en «${sign}»; el anuncio no dice más sobre la moneda y un agente puede confirmártela.`,
    beyondToo: "Sobre el resto de tu pregunta, no tengo esa información; un agente puede ayudarte.",
    howUnknown: (how) => `No indica si es ${how}; un agente puede confirmártelo.`,
    beyond: (p, topic) =>
      ({
        negotiation: `El anuncio de ${p} no dice si el vendedor aceptaría un precio menor; un agente puede preguntárselo por ti.`,
        why: `El anuncio de ${p} no explica el porqué; un agente puede indicártelo.`,
        schoolQuality: `No puedo valorar la calidad de los colegios cerca de ${p}: consulta las fuentes oficiales de educación, y un agente puede contarte más.`,
        rentalIncome: `El anuncio de ${p} no dice cuánto se podría sacar de alquiler; un agente puede darte una estimación.`,
        noise: `El anuncio de ${p} no dice si es ruidoso; un agente puede indicártelo, o puedes comprobarlo en una visita.`,
        travelTime: `El anuncio de ${p} no indica tiempos de trayecto desde allí; un agente puede indicártelo.`,
        works: `El anuncio de ${p} no dice cuánto costaría una reforma o un cambio; un profesional o un agente pueden darte un presupuesto.`,
        finance: `El anuncio de ${p} no dice qué hipoteca o tipo de interés te ofrecería un banco; un asesor hipotecario o un agente pueden ayudarte.`,
        futurePrice: `No puedo prever cómo evolucionará el precio de ${p} ni el mercado; un agente puede enseñarte ventas recientes.`,
        offtopic: "Con esa parte no puedo ayudarte: solo respondo sobre viviendas y los anuncios de la agencia.",
      })[topic],
  },
  compareIntro: "Aquí tienes la comparación:",
  compareMissing: (references) => `No encontré ${list(references, "ni")}.`,
  verdict: (field, winner, values) => period(`${winner} ${VERDICTS[field]}: ${values.join(" frente a ")}`),
  tie: (field, value) => period(`Coinciden en ${FIELDS[field]}: ${value}`),
  difference: (amount) => `Una diferencia de ${amount}.`,
  saleAndRent: "Una está en venta y la otra en alquiler, así que sus precios no se comparan: un precio de compra frente a una renta mensual.",
  notComparable: (field, g) => `No puedo ${g === "f" ? "compararlas" : "compararlos"}: el dato de ${FIELDS[field]} no figura en ${g === "f" ? "todas" : "todos"}.`,
  greeting: "¡Hola! ¿Cómo puedo ayudarte a encontrar una vivienda?",
  welcomeDefault: "¡Hola! Puedo ayudarte a encontrar una vivienda. ¿Qué estás buscando?",
  humanDefault: "¡Gracias! Un agente se pondrá en contacto contigo en breve.",
  thanks: "¡De nada! ¿Puedo ayudarte a encontrar algo más?",
  noContact:
    "Sin problema, no hace falta. Sin un teléfono o correo no puedo enviar la solicitud de visita al agente, así que llama a la agencia para organizarla, o déjame un contacto más tarde y se lo paso enseguida.",
  about: "Soy el asistente virtual de la agencia, un asistente automático y no una persona. Puedo buscar viviendas por ciudad, presupuesto, habitaciones y características, responder preguntas sobre un anuncio, comparar viviendas y pasar tus datos a un agente para una visita o una llamada, en español, inglés o francés. ¿Qué estás buscando?",
  goodbye: "¡Hasta pronto y suerte con la búsqueda! Aquí estaré cuando me necesites.",
  viewing: (place) => `Con mucho gusto organizo una visita${place ? ` a ${place}` : ""}. ¿Me dejas tu nombre y un teléfono o correo electrónico para que un agente confirme el horario?`,
  qualifyQuestion: {
    timeline: "Por cierto, ¿para cuándo te gustaría mudarte?",
    financing: "¿Tienes ya una hipoteca preaprobada, pagarías al contado o todavía no?",
    sellFirst: "¿Necesitas vender una vivienda antes de comprar?",
  },
  qualifyNoted: "Gracias, se lo anoto al agente.",
  qualifyKept: "Gracias, lo tengo en cuenta para tu búsqueda.",
  showingAskContact: (place, times) =>
    `Con mucho gusto organizo una visita${place ? ` a ${place}` : ""} el ${times}. ¿Me dejas tu nombre y un teléfono o correo electrónico para que el agente la confirme?`,
  showingAskReach: (place, times, name) =>
    `¡Gracias, ${name}! Para confirmar la visita${place ? ` a ${place}` : ""} el ${times}, ¿me dejas un teléfono o un correo electrónico donde el agente pueda contactarte?`,
  showingUnavailable: (place, status) =>
    status === "ComingSoon"
      ? `${place ?? "Esa vivienda"} saldrá pronto al mercado y todavía no se puede visitar; un agente puede decirte cuándo empiezan las visitas. ¿Quieres ver viviendas parecidas que ya estén disponibles?`
      : status === "Pending"
      ? `${place ?? "Esa vivienda"} tiene una oferta aceptada (venta pendiente), así que no se ofrecen visitas normales; un agente puede decirte si el vendedor acepta ofertas de respaldo. ¿Quieres ver viviendas parecidas que estén disponibles?`
      : `${place ?? "Esa vivienda"} ${status === "Sold" ? "ya se ha vendido" : "no está en el mercado ahora mismo"}, así que no se puede visitar. ¿Quieres ver viviendas parecidas que estén disponibles?`,
  showingAskDay: (place, needsContact) =>
    `¿Qué día te vendría bien para visitar${place ? ` ${place}` : " la vivienda"}?${needsContact ? " ¿Y me dejas un teléfono o correo electrónico para que el agente la confirme?" : ""}`,
  showingSent: (place, times, reach) =>
    `Listo: he enviado al agente tu solicitud para visitar${place ? ` ${place}` : " la vivienda"}${times ? ` el ${times}` : ""}; te confirmará ${times ? "el horario" : "un horario"} en ${reach}.`,
  showingChanged: (place, times, reach) =>
    `Listo: he avisado al agente de que prefieres visitar${place ? ` ${place}` : " la vivienda"} el ${times}; te confirmará el nuevo horario en ${reach}.`,
  showingBooking: (place, url) => `Puedes reservar tu visita${place ? ` a ${place}` : ""} directamente aquí, a la hora que mejor te venga: ${url}`,
  lead: (name, place, viewing) =>
    `¡Gracias${name ? `, ${name}` : ""}! He pasado tus datos${place ? ` sobre ${place}` : ""} y un agente se pondrá en contacto contigo pronto${viewing ? " para organizar la visita" : ""}.`,
  leadFailed: "Lo siento, no pude guardar tus datos ahora mismo. Inténtalo de nuevo en un momento.",
  alert: {
    saved: (summary, email) =>
      `Listo: guardé tu búsqueda${summary ? ` de ${summary}` : ""}. Te envié un enlace de confirmación a ${email}; cuando lo confirmes, recibirás como mucho un correo al día cuando haya una vivienda nueva o rebajada que encaje, y cada correo trae un enlace para darte de baja.`,
    active: (summary, email) => `Ya estás suscrito${summary ? ` a ${summary}` : ""} con ${email}: te escribiré cuando haya una vivienda nueva o rebajada que encaje.`,
    askEmail: (summary) =>
      `Con gusto te aviso${summary ? ` de ${summary}` : ""}. ¿A qué correo te envío las novedades? Recibirás como mucho un correo al día.`,
    askCriteria: "¡Claro! ¿Qué quieres que vigile? Dime la ciudad, tu presupuesto o el número de habitaciones, y tu correo.",
    badEmail: "Ese correo no parece correcto. ¿Puedes revisarlo?",
    limit: "No puedo guardar más búsquedas en esta conversación. Un agente puede tenerte al tanto: pídeme hablar con uno.",
    unavailable: "Ahora mismo no puedo crear alertas por correo. Un agente puede tenerte al tanto: pídeme hablar con uno.",
  },
  offtopic: (city) =>
    `Lo siento, solo puedo ayudarte con viviendas: buscar propiedades, responder preguntas sobre ellas y ponerte en contacto con un agente. Prueba, por ejemplo, ${EXAMPLE(city)}.`,
  whichHome: "¿De qué vivienda me hablas? Dime su dirección o su número MLS y lo miro, o cuéntame qué buscas y busco por ti.",
  unknown: (city) => `Lo siento, no lo he entendido. Puedes preguntarme, por ejemplo, ${EXAMPLE(city)} o «¿En qué ciudades tenéis viviendas?».`,
  knowledge: (quote, source) => `Esto es lo que dice la información de la agencia:\n«${quote}»\nFuente: ${source}`,
  noInformation: "Lo siento, no tengo esa información. Un agente puede responderte: pídeme hablar con uno. También puedo ayudarte a encontrar una vivienda.",
  assistanceAnimal:
    "Un perro guía o de asistencia no suele considerarse una mascota, así que la regla de «no se admiten mascotas» o los cargos por mascota no se le aplican; las normas cambian según el lugar y el tipo de animal. Un agente puede confirmarlo con el propietario para la vivienda que te interesa: pídeme hablar con uno.",
  files: "Solo puedo leer texto, así que no puedo ver el archivo que enviaste. Dime con palabras lo que buscas y buscaré entre nuestras propiedades.",
};
