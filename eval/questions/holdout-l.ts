import { answered, L, shows, unanswered } from "./knowledge-common";
import { questionSet } from "./set";
import type { Question } from "./types";

// Held-out knowledge questions, set L (`npm run eval -- --holdout l`): written blind, from the
// fixture (fixtures/knowledge.ts) and the expectation helpers only, without reading the
// concierge, its word tables or the other knowledge sets. As visitors type: informal and formal,
// typos, missing accents, three words or a paragraph; a Spanish or French visitor asking about
// what the agency wrote in English and the other way round. About a third ask what the knowledge
// does not say (commercial property, a phone number, a pet deposit…): the answer must say so and
// quote nothing, least of all the nearby Q&A that does not answer. A few also name a listing:
// the listing is shown and the knowledge answers. Facts are quoted as the fixture words them.

const en = questionSet("en");
const es = questionSet("es");
const fr = questionSet("fr");

const EIGHT_PERCENT = ["8 %", "8%"];

// English: the FAQ and the guide in their own language, the Spanish and French Q&As across.
en.add("us", "knowledge", "how much comission do u take when i sell my house", answered("fees", ["5%"]));
en.add("us", "knowledge", "Are you open on Saturday?", answered("hours", ["10 am to 2 pm"]));
en.add("us", "knowledge", "where is your office located", answered("hours", ["210 Congress Avenue"]));
en.add("us", "knowledge", "first time homebuyer here, any help?", answered("firstTime", ["First Home"]));
en.add("us", "knowledge", "How long does it usually take to close once my offer gets accepted?", answered("closing", ["30 to 45 days"]));
en.add("us", "knowledge", "what should I bring on closing day", answered("closing", ["cashier's check"]));
en.add(
  "us",
  "knowledge",
  "The heater stopped working in the house I rent through you guys and it's freezing. Who do I call and how fast will someone come?",
  answered("repairs", ["24 hours"]),
);
en.add("us", "knowledge", "secuirty deposit amount?", answered("deposit", ["one month's rent"]));
en.add("us", "knowledge", "I'm thinking about selling. Could someone tell me what my house is worth?", answered("valuation", ["comparative market analysis", "48 hours"]));
en.add("us", "knowledge", "is there an application fee to rent", answered("apply", ["$45"]));
en.add("us", "knowledge", "I got transferred for work — can I get out of my lease before it ends?", answered("lease", ["60 days"]));
en.add("us", "knowledge", "how long is the option period in texas", answered("guide", ["7 to 10 days"]));
en.add("us", "knowledge", "Do I need a home inspection, and what does one cost?", answered("guide", ["$400 to $600"]));
en.add("us", "knowledge", "what paperwork do lenders want for a preapproval", answered("guide", ["two years of tax returns"]));
en.add("us", "knowledge", "Can I buy a home through you if I live overseas and have no SSN?", answered("foreign", ["ITIN"]));
en.add("us", "knowledge", "I own a duplex. Do you offer property management for landlords, and what's your fee?", answered("management", EIGHT_PERCENT));
en.add("us", "knowledge", "I love 4100 Congress Ave. If I make an offer, how much earnest money is usual?", answered("guide", ["1%"]), shows([L("AUS101")]));
// What the knowledge does not say.
en.add("us", "knowledge", "do you guys handle commercial real estate, like office space?", unanswered("5%", "8 %"));
en.add("us", "knowledge", "What's your phone number?", unanswered("maintenance line", "tenant portal"));
en.add("us", "knowledge", "how much is the pet deposit", unanswered("one month's rent"));
en.add("us", "knowledge", "Do you do short-term vacation rentals, like Airbnb?", unanswered(...EIGHT_PERCENT));
en.add("us", "knowledge", "Can I pay my rent with a credit card?", unanswered("tenant portal"));
en.add("us", "knowledge", "How many years has your agency been in business?", unanswered("30 to 45 days"));
en.add("us", "knowledge", "do you help homeowners appeal their property taxes", unanswered("2% to 5%"));

// Spanish: the English FAQ and guide across, the Spanish Q&A in its own language.
es.add("us", "knowledge", "cuanto cobran de comision por vender mi casa?", answered("fees", ["5%"]));
es.add("us", "knowledge", "Si compro con ustedes, ¿cuánto les pago yo como comprador?", answered("fees", ["Buyers pay us nothing"]));
es.add("us", "knowledge", "¿A qué hora abren los sábados?", answered("hours", ["10 am to 2 pm"]));
es.add("us", "knowledge", "horario de oficina", answered("hours", ["9 am to 6 pm"]));
es.add("us", "knowledge", "Soy extranjero y quiero comprar una casa en Austin, ¿me pueden ayudar?", answered("foreign", ["ITIN"]));
es.add("us", "knowledge", "necesito un prestamo hipotecario pero no soy residente de estados unidos", answered("foreign", ["no residentes"]));
es.add("us", "knowledge", "¿Cuánto tiempo tarda el cierre de la compra?", answered("closing", ["30 to 45 days"]));
es.add("us", "knowledge", "cuanto es el deposito de garantia para alquilar", answered("deposit", ["one month's rent"]));
es.add("us", "knowledge", "¿Qué requisitos piden para rentar una casa con ustedes?", answered("apply", ["three times the monthly rent", "pay stubs", "photo ID"]));
es.add("us", "knowledge", "Tengo que mudarme por trabajo. ¿Puedo romper el contrato de arrendamiento antes de tiempo?", answered("lease", ["60 days"]));
es.add("us", "knowledge", "se me daño la calefaccion en la casa que rento, quien paga la reparacion??", answered("repairs", ["landlord pays"]));
es.add("us", "knowledge", "¿Tienen algún programa para quienes compran su primera vivienda?", answered("firstTime", ["First Home"]));
es.add("us", "knowledge", "¿Pueden administrar mi departamento en renta? ¿Cuánto cobran por eso?", answered("management", EIGHT_PERCENT));
es.add("us", "knowledge", "cuanto cuesta una inspeccion de la casa", answered("guide", ["$400 to $600"]));
es.add("us", "knowledge", "¿Me hacen una valoración gratis de mi casa?", answered("valuation", ["48 hours", "comparative market analysis"]));
es.add("us", "knowledge", "Me interesa el departamento de 1200 Lamar Blvd #5, ¿cuánto cuesta la solicitud?", answered("apply", ["$45"]), shows([L("AUS108")]));
// Lo que el conocimiento no dice.
es.add("us", "knowledge", "¿Venden también locales comerciales o terrenos?", unanswered("5%"));
es.add("us", "knowledge", "cual es su numero de telefono", unanswered("maintenance line", "tenant portal"));
es.add("us", "knowledge", "¿Qué puntaje de crédito necesito para alquilar?", unanswered("three times the monthly rent"));
es.add("us", "knowledge", "¿Hacen remodelaciones de cocinas y baños?", unanswered("5 business days", "landlord pays"));
es.add("us", "knowledge", "cuantos años llevan en el negocio", unanswered("30 to 45 days"));
es.add("us", "knowledge", "¿Tienen una aplicación para el celular?", unanswered("tenant portal"));
es.add("us", "knowledge", "¿Ofrecen servicio de mudanza? Necesito camión y cargadores", unanswered("utilities", "keys at closing"));

// French: the English FAQ and guide across, the French Q&A in its own language.
fr.add("us", "knowledge", "Quels sont vos honoraires pour vendre ma maison ?", answered("fees", ["5%"]));
fr.add("us", "knowledge", "vous etes ouverts le dimanche ?", answered("hours", ["closed on Sundays"]));
fr.add("us", "knowledge", "Gérez-vous des appartements en location pour le compte des propriétaires ?", answered("management", ["locataires"]));
fr.add("us", "knowledge", "combien vous prenez pour la gestion locative", answered("management", EIGHT_PERCENT));
fr.add("us", "knowledge", "J'habite à Lyon : est-ce que je peux acheter une maison aux États-Unis avec votre aide ?", answered("foreign", ["ITIN"]));
fr.add("us", "knowledge", "c'est combien le depot de garantie pour une location", answered("deposit", ["one month's rent"]));
fr.add("us", "knowledge", "Combien de temps faut-il pour finaliser un achat une fois l'offre acceptée ?", answered("closing", ["30 to 45 days"]));
fr.add("us", "knowledge", "À combien s'élèvent les frais de clôture ?", answered("closing", ["2% to 5%"]));
fr.add("us", "knowledge", "premier achat, vous accompagnez ?", answered("firstTime", ["First Home"]));
fr.add("us", "knowledge", "Quels justificatifs faut-il fournir pour louer un logement chez vous ?", answered("apply", ["photo ID", "pay stubs", "three times the monthly rent"]));
fr.add("us", "knowledge", "est ce que je peux resilier mon bail avant la fin", answered("lease", ["60 days"]));
fr.add("us", "knowledge", "Dans un logement que vous gérez, qui paie les réparations ?", answered("repairs", ["landlord pays"]));
fr.add("us", "knowledge", "estimation gratuite maison", answered("valuation", ["48 hours", "comparative market analysis"]));
fr.add("us", "knowledge", "Combien coûte une inspection de la maison, et combien de temps dure-t-elle ?", answered("guide", ["$400 to $600"]));
fr.add("us", "knowledge", "Quand est-ce qu'on recoit les cles ?", answered("guide", ["keys at closing"]));
fr.add(
  "us",
  "knowledge",
  "La maison du 500 Providence Rd m'intéresse. Comment se passe une offre d'achat chez vous ?",
  answered("guide", ["earnest money", "option period"]),
  shows([L("CLT401")]),
);
// Ce que la base de connaissances ne dit pas.
fr.add("us", "knowledge", "Vous faites de l'immobilier commercial ?", unanswered("5%"));
fr.add("us", "knowledge", "quel est votre numéro de téléphone", unanswered("maintenance line", "tenant portal"));
fr.add("us", "knowledge", "Proposez-vous des locations saisonnières de courte durée ?", unanswered(...EIGHT_PERCENT));
fr.add("us", "knowledge", "Faites-vous du home staging avant la mise en vente ?", unanswered("comparative market analysis"));
fr.add("us", "knowledge", "Depuis combien d'années existe votre agence ?", unanswered("30 to 45 days"));
fr.add("us", "knowledge", "Peut-on payer le loyer par carte bancaire ?", unanswered("tenant portal"));
fr.add("us", "knowledge", "est-ce que vous acceptez les paiements en cryptomonnaie pour un achat", unanswered("cashier's check"));

/** Set L, ids `hl-…`. */
export const HOLDOUT_L: readonly Question[] = [...en.list, ...es.list, ...fr.list].map((question) => ({ ...question, id: `hl-${question.id.replace("-us-", "-")}` }));
