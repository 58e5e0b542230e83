import { list, type PhraseBook, plural } from "./phrase-book";

export const spanish: PhraseBook = {
  locale: "es-US",
  money: (amount, symbol) => `${symbol}${amount}`,
  perMonth: "/mes",
  priceOnRequest: "Precio a consultar",
  beds: (n) => (n === 0 ? "Estudio" : `${n} hab.`),
  baths: (n, text) => `${text} ${plural(n, "baño", "baños")}`,
  areaUnits: { "Square Feet": "pies²", "Square Meters": "m²" },
  statusTags: { Sold: "Vendida", PreOnMarket: "Próximamente" },
  found: (total, shown, sort) => {
    const order = { newest: "las más recientes primero", price_asc: "las más baratas primero", price_desc: "las más caras primero", area_desc: "las más grandes primero" }[sort];
    const best = { newest: "la más reciente", price_asc: "la más barata", price_desc: "la más cara", area_desc: "la más grande" }[sort];
    if (total === 1) return "Encontré una propiedad que coincide:";
    if (shown === total) return `Encontré ${total} propiedades que coinciden (${order}):`;
    if (shown === 1) return `Encontré ${total} propiedades que coinciden. Esta es ${best}:`;
    return `Encontré ${total} propiedades que coinciden. Estas son ${shown}, ${order}:`;
  },
  askMore: (shown) => (shown === 1 ? "Pregúntame lo que quieras sobre ella." : "Pregúntame por cualquiera de ellas para más detalles."),
  none: (suggestions) => `No encontré propiedades que coincidan.${suggestions.length ? ` Puedes probar con ${list(suggestions, "o")}.` : ""}`,
  suggestions: { price: "un rango de precio más amplio", rooms: "menos habitaciones o baños", city: "otra ciudad", musts: "menos requisitos" },
  count: (total, { saleType, city, narrowed }) => {
    const noun = { for_rent: ["propiedad en alquiler", "propiedades en alquiler"], for_sale: ["propiedad en venta", "propiedades en venta"], any: ["propiedad", "propiedades"] }[saleType ?? "any"]!;
    const where = `${city ? ` en ${city}` : ""}${narrowed ? plural(total, " que coincide", " que coinciden") : ""}`;
    if (total === 0) return `Por ahora no hay ${noun[1]}${where}.`;
    return total === 1 ? `Hay 1 ${noun[0]}${where}.` : `Hay ${total} ${noun[1]}${where}.`;
  },
  notFound: (reference) => `No encontré ninguna propiedad que coincida con "${reference}". ¿Puedes revisar el número MLS o la dirección?`,
  details: (f) => [
    f.yearBuilt > 0 ? `Construida en ${f.yearBuilt}` : "",
    `${f.parkingSpots} ${plural(f.parkingSpots, "plaza", "plazas")} de estacionamiento`,
    f.hoa ? `Cuota HOA ${f.hoa}/mes` : "",
    f.tours === "OpenHouse" ? "Jornada de puertas abiertas" : f.tours === "3D" ? "Recorrido virtual 3D" : "",
    `${f.daysOnMarket} ${plural(f.daysOnMarket, "día", "días")} en el mercado`,
  ],
  answer: {
    size: (f) => (f.area ? `tiene ${f.area} de superficie habitable${f.lot ? ` en un terreno de ${f.lot}` : ""}.` : "su superficie no figura en el anuncio."),
    price: (f) => (f.price ? (f.forRent ? `el alquiler es de ${f.price}.` : `su precio es ${f.price}.`) : "su precio no figura en el anuncio; un agente puede indicártelo."),
    bedrooms: (f) => (f.bedrooms === 0 ? "es un estudio." : `tiene ${f.bedrooms} ${plural(f.bedrooms, "habitación", "habitaciones")}.`),
    bathrooms: (f) => `tiene ${f.bathrooms} ${f.bathrooms === "1" ? "baño" : "baños"}.`,
    year: (f) => (f.yearBuilt > 0 ? `se construyó en ${f.yearBuilt}.` : "su año de construcción no figura en el anuncio."),
    parking: (f) => (f.parkingSpots > 0 ? `tiene ${f.parkingSpots} ${plural(f.parkingSpots, "plaza", "plazas")} de estacionamiento.` : "no tiene estacionamiento propio."),
    hoa: (f) => (f.hoa ? `la cuota HOA es de ${f.hoa}/mes.` : "no figura ninguna cuota HOA."),
    tours: (f) => (f.tours === "OpenHouse" ? "tiene jornada de puertas abiertas; un agente puede darte los horarios." : f.tours === "3D" ? `tiene un recorrido virtual 3D: ${f.url}` : "todavía no tiene visitas ni recorrido virtual anunciados."),
    address: (f) => `está en ${f.fullAddress}.`,
    features: (f) => `${f.description}${f.features ? ` (${f.features})` : ""}`,
    status: (f) => ({ Sold: "ya se vendió.", PreOnMarket: "saldrá pronto al mercado." })[f.status] ?? "está activa y disponible.",
  },
  greeting: "¡Hola! ¿Cómo puedo ayudarte a encontrar una vivienda?",
  thanks: "¡De nada! Dime si puedo ayudarte a encontrar algo más.",
  human: "Claro, avisaré a un agente y se pondrá en contacto contigo en breve.",
  lead: (name, recorded) =>
    recorded ? `¡Gracias${name ? `, ${name}` : ""}! He pasado tus datos y un agente se pondrá en contacto contigo pronto.` : "Lo siento, no pude guardar tus datos ahora mismo. Inténtalo de nuevo en un momento.",
  unknown: "Lo siento, solo puedo ayudarte con preguntas sobre nuestras propiedades. Prueba algo como \"casas de 3 habitaciones en Austin por menos de $500k\" o \"alquileres con estacionamiento\".",
  files: "Solo puedo leer texto, así que no puedo ver el archivo que enviaste. Dime con palabras lo que buscas y buscaré entre nuestras propiedades.",
};
