import { list, type PhraseBook, plural } from "./phrase-book";

export const french: PhraseBook = {
  locale: "fr-FR",
  money: (amount, symbol) => `${amount} ${symbol}`,
  perMonth: "/mois",
  priceOnRequest: "Prix sur demande",
  beds: (n) => (n === 0 ? "Studio" : `${n} ch.`),
  baths: (_count, text) => `${text} sdb`,
  areaUnits: { "Square Feet": "pi²", "Square Meters": "m²" },
  statusTags: { Sold: "Vendu", PreOnMarket: "Bientôt disponible" },
  found: (total, shown, sort) => {
    const order = { newest: "les plus récentes d'abord", price_asc: "les moins chères d'abord", price_desc: "les plus chères d'abord", area_desc: "les plus grandes d'abord" }[sort];
    const best = { newest: "la plus récente", price_asc: "la moins chère", price_desc: "la plus chère", area_desc: "la plus grande" }[sort];
    if (total === 1) return "J'ai trouvé une annonce qui correspond :";
    if (shown === total) return `J'ai trouvé ${total} annonces qui correspondent (${order}) :`;
    if (shown === 1) return `J'ai trouvé ${total} annonces qui correspondent. Voici ${best} :`;
    return `J'ai trouvé ${total} annonces qui correspondent. En voici ${shown}, ${order} :`;
  },
  askMore: (shown) => (shown === 1 ? "Posez-moi toutes vos questions à son sujet." : "Demandez-moi des détails sur l'une d'entre elles."),
  none: (suggestions) => `Je n'ai trouvé aucune annonce qui corresponde.${suggestions.length ? ` Essayez peut-être ${list(suggestions, "ou")}.` : ""}`,
  suggestions: { price: "une fourchette de prix plus large", rooms: "moins de chambres ou de salles de bain", city: "une autre ville", musts: "moins de critères" },
  count: (total, { saleType, city, narrowed }) => {
    const noun = { for_rent: ["location", "locations"], for_sale: ["bien à vendre", "biens à vendre"], any: ["annonce", "annonces"] }[saleType ?? "any"]!;
    const where = `${city ? ` à ${city}` : ""}${narrowed ? plural(total, " qui correspond", " qui correspondent") : ""}`;
    if (total === 0) return `Il n'y a pour l'instant aucun résultat${city ? ` à ${city}` : ""}${narrowed ? " pour ces critères" : ""}.`;
    return total === 1 ? `Il y a 1 ${noun[0]}${where}.` : `Il y a ${total} ${noun[1]}${where}.`;
  },
  notFound: (reference) => `Je n'ai trouvé aucune annonce correspondant à « ${reference} ». Pouvez-vous vérifier le numéro MLS ou l'adresse ?`,
  details: (f) => [
    f.yearBuilt > 0 ? `Construit en ${f.yearBuilt}` : "",
    `${f.parkingSpots} ${plural(f.parkingSpots, "place", "places")} de parking`,
    f.hoa ? `Charges ${f.hoa}/mois` : "",
    f.tours === "OpenHouse" ? "Portes ouvertes" : f.tours === "3D" ? "Visite virtuelle 3D" : "",
    `${f.daysOnMarket} ${plural(f.daysOnMarket, "jour", "jours")} sur le marché`,
  ],
  answer: {
    size: (f) => (f.area ? `elle offre ${f.area} habitables${f.lot ? ` sur un terrain de ${f.lot}` : ""}.` : "sa surface n'est pas indiquée."),
    price: (f) => (f.price ? (f.forRent ? `le loyer est de ${f.price}.` : `elle est proposée à ${f.price}.`) : "son prix n'est pas indiqué ; un agent pourra vous le donner."),
    bedrooms: (f) => (f.bedrooms === 0 ? "c'est un studio." : `elle compte ${f.bedrooms} ${plural(f.bedrooms, "chambre", "chambres")}.`),
    bathrooms: (f) => `elle compte ${f.bathrooms} ${f.bathrooms === "1" ? "salle de bain" : "salles de bain"}.`,
    year: (f) => (f.yearBuilt > 0 ? `elle a été construite en ${f.yearBuilt}.` : "son année de construction n'est pas indiquée."),
    parking: (f) => (f.parkingSpots > 0 ? `elle dispose de ${f.parkingSpots} ${plural(f.parkingSpots, "place", "places")} de parking.` : "elle n'a pas de place de parking."),
    hoa: (f) => (f.hoa ? `les charges de copropriété sont de ${f.hoa}/mois.` : "aucune charge de copropriété n'est indiquée."),
    tours: (f) => (f.tours === "OpenHouse" ? "des portes ouvertes sont prévues ; un agent peut vous donner les horaires." : f.tours === "3D" ? `une visite virtuelle 3D est disponible : ${f.url}` : "aucune visite n'est encore annoncée."),
    address: (f) => `elle se trouve au ${f.fullAddress}.`,
    features: (f) => `${f.description}${f.features ? ` (${f.features})` : ""}`,
    status: (f) => ({ Sold: "elle a été vendue.", PreOnMarket: "elle arrive bientôt sur le marché." })[f.status] ?? "elle est active et disponible.",
  },
  greeting: "Bonjour ! Comment puis-je vous aider à trouver un logement ?",
  thanks: "Avec plaisir ! Dites-moi si je peux vous aider à trouver autre chose.",
  human: "Bien sûr, je préviens un agent, qui vous recontactera rapidement.",
  lead: (name, recorded) =>
    recorded ? `Merci${name ? `, ${name}` : ""} ! J'ai transmis vos coordonnées ; un agent vous contactera très bientôt.` : "Désolé, je n'ai pas pu enregistrer vos coordonnées. Merci de réessayer dans un instant.",
  unknown: "Désolé, je ne peux répondre qu'aux questions sur nos annonces. Essayez par exemple « maison 3 chambres à Austin à moins de 500 000 $ » ou « locations avec parking ».",
  files: "Je ne peux lire que du texte : je ne peux donc pas consulter le fichier envoyé. Décrivez-moi ce que vous cherchez et je consulterai nos annonces.",
};
