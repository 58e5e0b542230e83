import { hides } from "./expect";
import { answered, L, shows, unanswered } from "./knowledge-common";
import { questionSet } from "./set";

// Questions about the agency (fixtures/knowledge.ts), asked of the `us` chatbot, which has
// listings and knowledge: in English, Spanish and French, paraphrased, with typos and without
// accents, some mixed with a listing question, and some the knowledge does not answer.

const en = questionSet("en");
const es = questionSet("es");
const fr = questionSet("fr");

// English
en.add("us", "knowledge", "What are your fees?", answered("fees", ["5%"]));
en.add("us", "knowledge", "how much commission do you take when I sell my house", answered("fees", ["5%"]));
en.add("us", "knowledge", "do buyers have to pay you anything?", answered("fees", ["nothing"]));
en.add("us", "knowledge", "whats your comission rate", answered("fees", ["5%"]));
en.add("us", "knowledge", "When is your office open?", answered("hours", ["9 am"]));
en.add("us", "knowledge", "are you open on saturdays?", answered("hours", ["10 am"]));
en.add("us", "knowledge", "office hours pls", answered("hours", ["9 am"]));
en.add("us", "knowledge", "I'm a first time buyer, can you help me?", answered("firstTime", ["First Home"]));
en.add("us", "knowledge", "how does the closing process work?", answered("closing", ["30 to 45 days", "45 days"]));
en.add("us", "knowledge", "how long does closing take", answered("closing", ["45 days"]));
en.add("us", "knowledge", "what are typical closing costs?", answered("closing", ["2% to 5%"]));
en.add("us", "knowledge", "My rental has a broken heater, who handles repairs?", answered("repairs", ["24 hours", "tenant portal"]));
en.add("us", "knowledge", "who pays for maintenance in a rental, me or the landlord?", answered("repairs", ["landlord"]));
en.add("us", "knowledge", "how much is the security deposit", answered("deposit", ["one month"]));
en.add("us", "knowledge", "when do I get my deposit back after moving out?", answered("deposit", ["30 days"]));
en.add("us", "knowledge", "can you tell me what my home is worth? free valuation?", answered("valuation", ["48 hours"]));
en.add("us", "knowledge", "what documents do I need to apply for a rental", answered("apply", ["pay stubs"]));
en.add("us", "knowledge", "is there an application fee?", answered("apply", ["$45", "45"]));
en.add("us", "knowledge", "can I break my lease early?", answered("lease", ["60 days"]));
en.add("us", "knowledge", "how long is the option period in an offer?", answered("guide", ["7 to 10 days"]));
en.add("us", "knowledge", "how much does a home inspection cost?", answered("guide", ["$400", "400"]));
en.add("us", "knowledge", "what paperwork do lenders need for a mortgage pre-approval?", answered("guide", ["tax returns"]));
en.add("us", "knowledge", "what are your fees, and do you have homes with a pool in Austin?", answered("fees", ["5%"]), shows([L("AUS101")]));
en.add("us", "knowledge", "When are you open? Also looking for a house with a garage in Boise", answered("hours", ["9 am"]), shows([L("BOI301")]));
en.add("us", "knowledge", "do you offer referral bonuses?", unanswered("5%"));
en.add("us", "knowledge", "who founded the agency?", unanswered());
en.add("us", "knowledge", "can you recommend a good moving company?", unanswered());
en.add("us", "knowledge", "do you provide interior design services?", unanswered());

// Spanish
es.add("us", "knowledge", "¿Cuánto cobran de comisión?", answered("fees", ["5%", "5 %"]));
es.add("us", "knowledge", "cuales son sus honorarios por vender mi casa", answered("fees", ["5%", "5 %"]));
es.add("us", "knowledge", "¿Qué horario tiene la oficina?", answered("hours", ["9 am"]));
es.add("us", "knowledge", "abren los sabados?", answered("hours", ["10 am"]));
es.add("us", "knowledge", "¿Ayudan a compradores extranjeros?", answered("foreign", ["ITIN"]));
es.add("us", "knowledge", "no vivo en estados unidos, puedo comprar una casa?", answered("foreign", ["ITIN"]));
es.add("us", "knowledge", "¿Cómo funciona el cierre de la compra?", answered("closing", ["45 days"]));
es.add("us", "knowledge", "cuanto tarda el cierre", answered("closing", ["45 days"]));
es.add("us", "knowledge", "¿Quién se encarga de las reparaciones en un alquiler?", answered("repairs", ["24 hours"]));
es.add("us", "knowledge", "se rompio la calefaccion de mi departamento de alquiler, quien paga la reparacion?", answered("repairs", ["landlord"]));
es.add("us", "knowledge", "¿De cuánto es el depósito de garantía?", answered("deposit", ["one month"]));
es.add("us", "knowledge", "¿Cuándo me devuelven la fianza?", answered("deposit", ["30 days"]));
es.add("us", "knowledge", "¿Hacen valoraciones gratuitas de vivienda?", answered("valuation", ["48 hours"]));
es.add("us", "knowledge", "que documentos necesito para solicitar un alquiler", answered("apply", ["pay stubs"]));
es.add("us", "knowledge", "¿Puedo cancelar mi contrato de arrendamiento antes de tiempo?", answered("lease", ["60 days"]));
es.add("us", "knowledge", "¿Ayudan a quienes compran su primera vivienda?", answered("firstTime", ["First Home"]));
es.add("us", "knowledge", "cuanto cuesta una inspeccion de la casa", answered("guide", ["$400", "400"]));
es.add("us", "knowledge", "¿Qué piden los bancos para la preaprobación de la hipoteca?", answered("guide", ["tax returns"]));
es.add("us", "knowledge", "cuanto cobran de comision? y tienen casas con piscina en Austin?", answered("fees", ["5%", "5 %"]), shows([L("AUS101")]));
es.add("us", "knowledge", "¿A qué hora abren? Busco una casa con garaje en Boise", answered("hours", ["9 am"]), shows([L("BOI301")]));
es.add("us", "knowledge", "¿Tienen un programa de recompensas por recomendar clientes?", unanswered());
es.add("us", "knowledge", "¿Quién fundó la agencia?", unanswered());
es.add("us", "knowledge", "¿Ofrecen servicios de decoración de interiores?", unanswered());
es.add("us", "knowledge", "¿Me pueden recomendar una empresa de mudanzas?", unanswered());
es.add("us", "knowledge", "que porcentaje se llevan ustedes", answered("fees", ["5%", "5 %"]));

// French
fr.add("us", "knowledge", "Quels sont vos frais ?", answered("fees", ["5%", "5 %"]));
fr.add("us", "knowledge", "quelle commission prenez-vous si je vends ma maison", answered("fees", ["5%", "5 %"]));
fr.add("us", "knowledge", "Quels sont les horaires de votre bureau ?", answered("hours", ["9 am"]));
fr.add("us", "knowledge", "etes-vous ouverts le samedi ?", answered("hours", ["10 am"]));
fr.add("us", "knowledge", "Proposez-vous la gestion locative ?", answered("management", ["8 %", "8%"]));
fr.add("us", "knowledge", "pouvez-vous gerer mon logement en location", answered("management", ["8 %", "8%"]));
fr.add("us", "knowledge", "Comment se passe la signature chez le notaire, le closing ?", answered("closing", ["45 days"]));
fr.add("us", "knowledge", "combien de temps prend le closing", answered("closing", ["45 days"]));
fr.add("us", "knowledge", "Qui s'occupe des réparations dans une location ?", answered("repairs", ["24 hours"]));
fr.add("us", "knowledge", "le chauffage de ma location est en panne, qui paie la reparation ?", answered("repairs", ["landlord"]));
fr.add("us", "knowledge", "Quel est le montant du dépôt de garantie ?", answered("deposit", ["one month"]));
fr.add("us", "knowledge", "quand recupere-t-on la caution ?", answered("deposit", ["30 days"]));
fr.add("us", "knowledge", "Faites-vous des estimations gratuites ?", answered("valuation", ["48 hours"]));
fr.add("us", "knowledge", "quels documents faut-il pour une demande de location", answered("apply", ["pay stubs"]));
fr.add("us", "knowledge", "Puis-je résilier mon bail avant la fin ?", answered("lease", ["60 days"]));
fr.add("us", "knowledge", "J'achète pour la première fois, vous aidez les primo-accédants ?", answered("firstTime", ["First Home"]));
fr.add("us", "knowledge", "combien coute une inspection de la maison ?", answered("guide", ["$400", "400"]));
fr.add("us", "knowledge", "Quels papiers demandent les banques pour un prêt immobilier ?", answered("guide", ["tax returns"]));
fr.add("us", "knowledge", "quels sont vos frais ? et avez-vous des maisons avec piscine a Austin ?", answered("fees", ["5%", "5 %"]), shows([L("AUS101")]));
fr.add("us", "knowledge", "Vous ouvrez à quelle heure ? Je cherche aussi une maison avec garage à Boise", answered("hours", ["9 am"]), shows([L("BOI301")]));
fr.add("us", "knowledge", "Avez-vous un programme de parrainage ?", unanswered());
fr.add("us", "knowledge", "Qui a fondé l'agence ?", unanswered());
fr.add("us", "knowledge", "Proposez-vous de la décoration d'intérieur ?", unanswered());
fr.add("us", "knowledge", "Pouvez-vous me conseiller une entreprise de déménagement ?", unanswered());
fr.add("us", "knowledge", "quels sont vos tarifs pour les vendeurs", answered("fees", ["5%", "5 %"]));

void hides;

export const KNOWLEDGE_QUESTIONS = [...en.list, ...es.list, ...fr.list];
