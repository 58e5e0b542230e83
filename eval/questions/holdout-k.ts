import { answered, L, shows, unanswered } from "./knowledge-common";
import { questionSet } from "./set";

// Held-out knowledge questions (`npm run eval -- --holdout k`): written with the main set,
// before the concierge's knowledge answers were tuned, and never tuned on. Ids `hk-…`.

const en = questionSet("en");
const es = questionSet("es");
const fr = questionSet("fr");

en.add("us", "knowledge", "hey, what do you charge sellers?", answered("fees", ["5%"]));
en.add("us", "knowledge", "what time do you close on weekdays", answered("hours", ["6 pm"]));
en.add("us", "knowledge", "are you guys open sunday", answered("hours", ["Sundays", "closed"]));
en.add("us", "knowledge", "first home buyer here - any programs or workshops?", answered("firstTime", ["workshop"]));
en.add("us", "knowledge", "what should I bring to the closing?", answered("closing", ["photo ID", "cashier"]));
en.add("us", "knowledge", "there's a leak in my apartment, how fast do you fix emergencies?", answered("repairs", ["24 hours"]));
en.add("us", "knowledge", "how big is the deposit for renting?", answered("deposit", ["one month"]));
en.add("us", "knowledge", "what income do I need to rent", answered("apply", ["three times"]));
en.add("us", "knowledge", "penalty for ending my lease early?", answered("lease", ["one month", "60 days"]));
en.add("us", "knowledge", "what does a home inspector check?", answered("guide", ["roof", "foundation"]));
en.add("us", "knowledge", "do you charge fees to buyers? and any rentals in Denver?", answered("fees", ["nothing"]));
en.add("us", "knowledge", "do you offer mortgage rate discounts for veterans?", unanswered());
en.add("us", "knowledge", "what's your agency's yearly revenue?", unanswered());
en.add("us", "knowledge", "do you handle commercial leases for restaurants?", unanswered());

es.add("us", "knowledge", "hola, cuanto cobran a los vendedores?", answered("fees", ["5%", "5 %"]));
es.add("us", "knowledge", "¿A qué hora cierran entre semana?", answered("hours", ["6 pm"]));
es.add("us", "knowledge", "¿abren los domingos?", answered("hours", ["Sundays", "closed"]));
es.add("us", "knowledge", "soy extranjero, me ayudan con el prestamo?", answered("foreign", ["prestamista"]));
es.add("us", "knowledge", "¿Qué tengo que llevar al cierre?", answered("closing", ["photo ID", "cashier"]));
es.add("us", "knowledge", "hay una fuga de agua en mi piso alquilado, cuanto tardan en venir?", answered("repairs", ["24 hours"]));
es.add("us", "knowledge", "¿cuánto es el depósito para alquilar?", answered("deposit", ["one month"]));
es.add("us", "knowledge", "¿Qué ingresos necesito para alquilar?", answered("apply", ["three times"]));
es.add("us", "knowledge", "¿Hay penalización por romper el contrato de alquiler?", answered("lease", ["one month", "60 days"]));
es.add("us", "knowledge", "¿Ofrecen descuentos para militares?", unanswered());
es.add("us", "knowledge", "¿Cuántos empleados tiene la agencia?", unanswered());
es.add("us", "knowledge", "¿Cuánto cobran de comisión y hay alquileres en Denver?", answered("fees", ["5%", "5 %"]));

fr.add("us", "knowledge", "bonjour, combien facturez-vous aux vendeurs ?", answered("fees", ["5%", "5 %"]));
fr.add("us", "knowledge", "À quelle heure fermez-vous en semaine ?", answered("hours", ["6 pm"]));
fr.add("us", "knowledge", "êtes-vous ouverts le dimanche ?", answered("hours", ["Sundays", "closed"]));
fr.add("us", "knowledge", "combien prenez-vous pour gérer ma location ?", answered("management", ["8 %", "8%"]));
fr.add("us", "knowledge", "Que faut-il apporter au closing ?", answered("closing", ["photo ID", "cashier"]));
fr.add("us", "knowledge", "fuite d'eau dans mon appartement loué, en combien de temps intervenez-vous ?", answered("repairs", ["24 hours"]));
fr.add("us", "knowledge", "la caution pour louer, c'est combien ?", answered("deposit", ["one month"]));
fr.add("us", "knowledge", "Quels revenus faut-il pour louer ?", answered("apply", ["three times"]));
fr.add("us", "knowledge", "Y a-t-il des pénalités si je quitte mon bail plus tôt ?", answered("lease", ["one month", "60 days"]));
fr.add("us", "knowledge", "Faites-vous des remises pour les militaires ?", unanswered());
fr.add("us", "knowledge", "Combien d'employés compte l'agence ?", unanswered());
fr.add("us", "knowledge", "quels sont vos frais et avez-vous des locations à Denver ?", answered("fees", ["5%", "5 %"]));

void L;
void shows;

/** Ids `hk-…`: never in QUESTIONS nor the CI subset. */
export const HOLDOUT_K = [...en.list, ...es.list, ...fr.list].map((question) => ({ ...question, id: `hk-${question.id}` }));
