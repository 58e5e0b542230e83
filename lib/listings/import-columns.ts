import type { ListingFieldName } from "./schema";

/**
 * Which listing field a spreadsheet's column holds, from its header alone: the field's own
 * name, then a synonym (agents' words in English, Spanish and French, and MLS / RESO names),
 * then a header that contains a synonym as one of its words. Headers are compared without
 * case, accents, spaces or punctuation ("Sq. Ft." is "sqft", "Año de construcción" is
 * "anodeconstruccion"), and "#" reads as "number" and "/" as "per".
 *
 * "Price" is not a field: a single price column holds the sale price of the homes for sale
 * and the rent of those for rent, and the import routes it by each row's sale type.
 */
export type ImportTarget = ListingFieldName | "Price" | "HalfBaths";

/** How sure a match is: the field's name, one of its synonyms, or a header that contains a synonym. */
export type MatchConfidence = "exact" | "synonym" | "partial";

const SYNONYMS: Partial<Record<ImportTarget, readonly string[]>> = {
  MLSNumber: [
    "mls",
    "mlsnumber",
    "mlsno",
    "mlsid",
    "mlsnum",
    "mlsnumero",
    "listingid",
    "listingkey",
    "listingnumber",
    "listingno",
    "listnumber",
    "numeromls",
    "referencia",
    "ref",
    "refnumber",
    "reference",
    "codigo",
    "codigodepropiedad",
    "numerodereference",
  ],
  SaleType: [
    "saletype",
    "salerent",
    "saleorrent",
    "forsaleorrent",
    "transactiontype",
    "transaction",
    "listingtype",
    "offertype",
    "dealtype",
    "operacion",
    "tipodeoperacion",
    "tipooperacion",
    "modalidad",
    "ventaoalquiler",
    "ventaorenta",
    "typedetransaction",
    "typedoffre",
    "venteoulocation",
    "typedannonce",
  ],
  Status: ["status", "listingstatus", "standardstatus", "mlsstatus", "estado", "estatus", "situacion", "statut", "etat", "disponibilidad", "disponibilite"],
  PropertyType: [
    "propertytype",
    "type",
    "hometype",
    "propertysubtype",
    "subtype",
    "style",
    "buildingtype",
    "kind",
    "category",
    "tipo",
    "tipodepropiedad",
    "tipopropiedad",
    "tipodeinmueble",
    "tipoinmueble",
    "tipodevivienda",
    "typedebien",
    "typebien",
    "typedepropriete",
    "typedelogement",
    "categorie",
  ],
  Bedrooms: [
    "bedrooms",
    "beds",
    "bed",
    "bedroomstotal",
    "br",
    "bd",
    "bdrms",
    "bdrm",
    "bedroomcount",
    "bedroomsnumber",
    "habitaciones",
    "dormitorios",
    "recamaras",
    "alcobas",
    "cuartos",
    "chambres",
    "nombredechambres",
    "nbchambres",
  ],
  Bathrooms: [
    "bathrooms",
    "baths",
    "bath",
    "ba",
    "bathroomstotal",
    "bathroomstotalinteger",
    "bathroomstotaldecimal",
    "bathroomcount",
    "bathsfull",
    "fullbaths",
    "fullbath",
    "bathroomsfull",
    "fullbathrooms",
    "banos",
    "banoscompletos",
    "sallesdebain",
    "sallesdebains",
    "sdb",
  ],
  Url: ["url", "link", "listingurl", "propertyurl", "detailurl", "website", "webpage", "web", "enlace", "lien", "pagina", "annonce"],
  YearBuilt: [
    "yearbuilt",
    "built",
    "yrbuilt",
    "yearofconstruction",
    "constructionyear",
    "anodeconstruccion",
    "anoconstruccion",
    "anneedeconstruction",
    "anneeconstruction",
  ],
  DaysOnMarket: [
    "daysonmarket",
    "dom",
    "cdom",
    "cumulativedaysonmarket",
    "daysonsite",
    "diasenelmercado",
    "diasenmercado",
    "diasenventa",
    "joursurlemarche",
    "joursenvente",
  ],
  LotArea: [
    "lotarea",
    "lotsize",
    "lotsizearea",
    "lotsizesquarefeet",
    "lotsqft",
    "lot",
    "land",
    "landarea",
    "landsize",
    "terreno",
    "superficiedelterreno",
    "superficieterreno",
    "terrain",
    "surfacedeterrain",
    "surfaceterrain",
    "surfaceduterrain",
  ],
  BuildingArea: [
    "buildingarea",
    "livingarea",
    "sqft",
    "squarefeet",
    "squarefootage",
    "sqfootage",
    "size",
    "floorarea",
    "interiorarea",
    "aboveGradeFinishedArea".toLowerCase(),
    "sqm",
    "m2",
    "squaremeters",
    "squaremetres",
    "superficie",
    "superficieconstruida",
    "metroscuadrados",
    "metros",
    "construccion",
    "surface",
    "surfacehabitable",
    "habitable",
  ],
  AreaUnit: ["areaunit", "areaunits", "sizeunit", "unitofmeasure", "livingareaunits", "unidaddemedida", "unitedemesure"],
  Images: ["images", "image", "photos", "photo", "pictures", "picture", "imageurls", "photourls", "media", "fotos", "foto", "imagenes"],
  Tours: [
    "tours",
    "tour",
    "virtualtour",
    "virtualtours",
    "virtualtoururl",
    "virtualtourlink",
    "virtualtoururlunbranded",
    "virtualtoururlbranded",
    "3dtour",
    "tour3d",
    "matterport",
    "videotour",
    "visitavirtual",
    "recorridovirtual",
    "visitevirtuelle",
    "visite3d",
  ],
  HalfBaths: [
    "halfbaths",
    "halfbath",
    "bathshalf",
    "bathroomshalf",
    "halfbathrooms",
    "halfbathroom",
    "powderrooms",
    "powderroom",
    "mediosbanos",
    "mediobano",
    "banosmedios",
    "aseos",
    "aseo",
    "demisallesdebain",
    "demisalledebain",
  ],
  ParkingSpots: [
    "parkingspots",
    "parking",
    "parkingspaces",
    "parkingtotal",
    "garagespaces",
    "garage",
    "carspaces",
    "estacionamientos",
    "estacionamiento",
    "cocheras",
    "garaje",
    "plazasdegaraje",
    "aparcamiento",
    "stationnement",
    "placesdeparking",
    "placesdestationnement",
  ],
  Description: ["description", "remarks", "publicremarks", "details", "comments", "summary", "descripcion", "comentarios", "descriptif"],
  Location: [
    "location",
    "area",
    "neighborhood",
    "neighbourhood",
    "subdivision",
    "subdivisionname",
    "community",
    "barrio",
    "colonia",
    "zona",
    "quartier",
    "secteur",
  ],
  Address: ["address", "streetaddress", "unparsedaddress", "street", "fulladdress", "direccion", "domicilio", "calle", "adresse", "rue"],
  City: ["city", "town", "ciudad", "municipio", "localidad", "poblacion", "ville", "commune"],
  State: ["state", "province", "region", "stateorprovince", "provincia", "departamento", "departement"],
  ZIP: ["zip", "zipcode", "postalcode", "postcode", "cp", "codigopostal", "codepostal"],
  Latitude: ["latitude", "lat", "latitud"],
  Longitude: ["longitude", "lng", "lon", "long", "longitud"],
  SalePrice: ["saleprice", "salesprice", "soldprice", "closeprice", "precioventa", "preciodeventa", "prixdevente", "prixvente"],
  RentPrice: [
    "rentprice",
    "rent",
    "monthlyrent",
    "rentamount",
    "leaseprice",
    "renta",
    "alquiler",
    "precioalquiler",
    "preciodealquiler",
    "loyer",
    "loyermensuel",
  ],
  Price: [
    "price",
    "listprice",
    "askingprice",
    "asking",
    "ask",
    "listingprice",
    "currentprice",
    "amount",
    "precio",
    "importe",
    "valor",
    "prix",
    "montant",
    "tarif",
  ],
  UnitAreaPrice: [
    "unitareaprice",
    "pricepersqft",
    "pricepersquarefoot",
    "ppsf",
    "persqft",
    "priceperarea",
    "pricepersqm",
    "preciom2",
    "preciopormetro",
    "prixaum2",
    "prixm2",
  ],
  HOAMonth: [
    "hoamonth",
    "hoa",
    "hoafee",
    "hoadues",
    "hoamonthly",
    "associationfee",
    "condofee",
    "strata",
    "cuota",
    "cuotademantenimiento",
    "mantenimiento",
    "gastoscomunes",
    "expensas",
    "charges",
    "chargesdecopropriete",
    "chargesmensuelles",
  ],
  ZestimatePrice: ["zestimateprice", "zestimate", "estimate", "estimatedvalue", "avm", "valuation"],
  DepositFee: ["depositfee", "deposit", "securitydeposit", "deposito", "fianza", "garantia", "depotdegarantie", "caution"],
  SpaceType: ["spacetype"],
  CurrencySymbol: ["currencysymbol", "currency", "moneda", "divisa", "devise"],
  ExtensionColumn: ["extensioncolumn"],
};

/** Headers longer than this are no one's field name: they are not matched (and never scanned at length). */
const MAX_HEADER_LENGTH = 120;
/** Synonyms shorter than this ("ba", "br", "cp") match a whole header only, never a word inside one. */
const MIN_PARTIAL_LENGTH = 3;

/** A header without case, accents, spaces or punctuation; "#" reads as "number", "/" as "per". */
export function normaliseHeader(header: string): string {
  return header
    .slice(0, MAX_HEADER_LENGTH)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/²/g, "2")
    .replace(/#/g, "number")
    .replace(/\//g, "per")
    .replace(/[^a-z0-9]/g, "");
}

/** A header's words: split at spaces, punctuation and camelCase boundaries ("ListPrice" is list, price). */
function headerWords(header: string): string[] {
  return header
    .slice(0, MAX_HEADER_LENGTH)
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[^\p{L}\p{N}#/²]+/u)
    .map(normaliseHeader)
    .filter(Boolean);
}

const BY_NAME = new Map<string, ImportTarget>();
for (const [target, names] of Object.entries(SYNONYMS) as [ImportTarget, readonly string[]][]) {
  for (const name of names) if (!BY_NAME.has(name)) BY_NAME.set(name, target);
}

/** A header with its leading count words ("number of", "total", "nb", "nombre de") taken off: "# Beds", "Total Baths". */
const COUNT_PREFIX = /^(?:number(?:of)?|num|no|nb|nbr|total|nombrede|numerode|cantidadde)(?=[a-z]{2})/;

interface Candidate {
  target: ImportTarget;
  confidence: MatchConfidence;
}

/** The field a header most likely holds, and how sure that is; undefined when nothing fits. */
export function headerCandidate(header: string, fields: readonly ListingFieldName[]): Candidate | undefined {
  const name = normaliseHeader(header);
  if (!name) return undefined;
  const exact = fields.find((field) => field.toLowerCase() === name);
  if (exact) return { target: exact, confidence: "exact" };
  // Without what parentheses say about the unit or currency: "Listing Price (USD)", "Surface (m²)".
  const bare = normaliseHeader(header.slice(0, MAX_HEADER_LENGTH).replace(/\([^()]*\)|\[[^[\]]*\]/g, " "));
  for (const candidate of [name, bare, name.replace(COUNT_PREFIX, ""), bare.replace(COUNT_PREFIX, "")]) {
    const synonym = BY_NAME.get(candidate);
    if (synonym) return { target: synonym, confidence: "synonym" };
  }
  // Two adjacent words of the header, then one ("Lot size acres", "Home type"), last words first.
  const words = headerWords(header);
  const pairs = words.slice(1).map((word, i) => words[i]! + word);
  for (const word of [...pairs.reverse(), ...words.toReversed()]) {
    const target = word.length >= MIN_PARTIAL_LENGTH ? BY_NAME.get(word) : undefined;
    if (target) return { target, confidence: "partial" };
  }
  return undefined;
}

export interface ColumnMatch {
  column: string;
  confidence: MatchConfidence;
}

const RANK: Record<MatchConfidence, number> = { exact: 0, synonym: 1, partial: 2 };

/**
 * The column of each field that the headers give, each field from one column and each column
 * for one field: the surest matches first, and among equals the leftmost column.
 */
export function matchHeaders(headers: readonly string[], fields: readonly ListingFieldName[]): Partial<Record<ImportTarget, ColumnMatch>> {
  const candidates = headers
    .map((column, index) => ({ column, index, candidate: headerCandidate(column, fields) }))
    .filter((entry): entry is { column: string; index: number; candidate: Candidate } => entry.candidate !== undefined)
    .sort((a, b) => RANK[a.candidate.confidence] - RANK[b.candidate.confidence] || a.index - b.index);
  const matches: Partial<Record<ImportTarget, ColumnMatch>> = {};
  const used = new Set<string>();
  for (const { column, candidate } of candidates) {
    if (matches[candidate.target] || used.has(column)) continue;
    matches[candidate.target] = { column, confidence: candidate.confidence };
    used.add(column);
  }
  return matches;
}
