// The word tables of knowledge.ts: how a question about the agency is read, in the three
// languages. All folded (lower case, no accents). A word of a listing question (a feature, a
// kind of home, sale or rent, a status) is no concept's word: "garage" or "sold" must keep a
// listing question a listing question. Words so common that any passage holds them ("home",
// "good", "number", "call") are left out: a concept's word in a passage covers the question's
// word of the same concept, and one such word would make unrelated passages "answer".

// Words of agency topics the listing vocabulary claims but a question about the agency uses
// (besides the concepts' words below that name no feature or kind of home).
// biome-ignore format: a table of words.
export const KEPT = ["tips", "advice", "investment", "investor", "include", "includes", "included"];

// Words that ask rather than say what about: "how long does closing take" is about closing.
// Never a concept's word: a word here is dropped from the question before the concepts are read.
// biome-ignore format: a table of words.
export const ASKING = [
  "long", "take", "takes", "handle", "handles", "encarga", "encargan", "occupe", "occupent", "puis", "provide", "provides", "proposez", "proposer", "offrez", "ofrecen", "ofrece", "brindan", "help", "helps", "assist", "ayudan", "ayuda", "ayudar", "ayudarme", "aidez", "aider", "aide", "llevan", "lleva", "llevar", "quienes", "quien", "prenez", "fois", "vez", "veces", "times", "anything", "nada", "rien", "much", "many", "usually", "typically", "happen", "happens", "process", "explain", "tell", "know", "work", "works", "does", "did", "done", "doing", "make", "makes", "please", "thank", "hello", "hey", "hi", "there", "again", "question", "questions", "info", "information", "details", "exactly", "anyone", "someone", "something", "thing", "things", "way", "ways", "kind", "sort", "able", "possible", "also", "still", "really", "should", "must", "need", "needs", "want", "which", "whom", "whose", "yours", "ours", "their", "his", "her", "him", "she", "was", "were", "been", "being", "am", "be", "will", "did", "into", "onto", "than", "then", "too", "very", "just", "ever", "each", "every",
  "cuanto", "cuanta", "cuantos", "cuantas", "tiempo", "tarda", "tardan", "proceso", "funciona", "funcionan", "hacer", "hace", "hacen", "saber", "quisiera", "gustaria", "podria", "podrian", "pueden", "puedo", "debo", "tengo", "tienen", "tiene", "usted", "ustedes", "ustedes", "sus", "nuestra", "nuestro", "esta", "este", "estan", "eso", "esto", "cual", "cuales", "donde", "cuando", "como", "porque", "hola", "buenas", "gracias", "informacion", "pregunta", "les", "los", "las", "una", "uno", "unos", "unas", "ser", "hay", "mucho", "mucha", "todo", "toda", "todos", "todas", "favor", "decir", "dime", "digame", "explicar", "explicarme", "explique", "normalmente", "siempre", "ya", "aqui", "alli",
  "combien", "temps", "prend", "prennent", "processus", "fonctionne", "comment", "marche", "quoi", "quand", "pourquoi", "votre", "vos", "notre", "nos", "leur", "leurs", "faire", "fait", "font", "savoir", "dire", "dites", "expliquer", "expliquez", "pouvez", "peut", "peux", "dois", "doit", "faut", "bonjour", "salut", "merci", "information", "informations", "question", "est-ce", "qu'est-ce", "quelle", "quel", "quels", "quelles", "c'est", "avez", "ont", "etre", "avoir", "tout", "tous", "toute", "toutes", "aussi", "encore", "d'habitude", "generalement", "normalement", "ici", "chez", "dans", "sur", "par", "pas", "moi", "toi", "lui", "eux", "mes", "tes", "ses", "cet", "cette", "ces",
  // Modal verbs, auxiliaries and pronouns of a question, and the words that only say "about".
  "can", "could", "would", "may", "might", "shall", "have", "has", "had", "having", "get", "gets", "getting", "got", "let", "lets", "wondering", "wonder", "curious", "guys", "say", "says", "said", "sure", "okay", "currently", "generally", "normally", "actually", "exact", "regarding", "concerning", "about", "anybody", "somebody", "everyone", "everybody", "whether", "find", "learn", "understand", "wanted", "wants", "wanting", "like", "mine", "myself", "yourself", "yourselves", "there's", "what's", "who's", "how's", "i'm", "i've", "i'd", "we're", "we've", "you're", "you've", "don't", "doesn't", "didn't", "can't", "won't", "people", "expect", "after", "policy", "policies", "rule", "rules", "procedure", "procedures", "steps", "case", "instead", "rather", "obtain", "send", "submit", "amount", "amounts", "happens", "happened",
  "podemos", "puedes", "puede", "podrias", "podriamos", "necesito", "necesitas", "necesita", "necesitamos", "necesitan", "necesitaria", "tenemos", "tienes", "tenia", "tendria", "debemos", "debe", "deben", "deberia", "hago", "hacemos", "haces", "quiero", "queremos", "quieren", "quisieramos", "sabe", "sabes", "saben", "sabria", "conocer", "gustarian", "preguntar", "preguntarles", "pregunto", "consulta", "consultar", "duda", "dudas", "alguien", "algun", "existe", "existen", "cuentan", "manejan", "maneja", "realizan", "realiza", "dan", "dar", "das", "dais", "hacia", "sobre", "acerca", "respecto", "tema", "nosotros", "vosotros", "ellos", "ellas", "tambien", "ahora", "actualmente", "generalmente", "usualmente", "exactamente", "aproximadamente", "mas", "menos", "seria", "sera", "estoy", "estamos", "estas", "soy", "somos", "eres", "hola", "buenos", "ustedes", "vuestra", "vuestro", "vuestras", "vuestros", "suyo", "suya", "mio", "mia", "mis", "tus", "ese", "esa", "esos", "esas", "cierto", "verdad", "ok", "vale", "gente", "personas", "esperar", "despues", "luego", "politica", "politicas", "regla", "reglas", "normas", "procedimiento", "pasos", "caso", "conseguir", "obtener", "van", "voy", "vamos", "pasa", "pasaria", "sucede", "ocurre", "presento", "presentar", "presentamos", "poner", "pongo", "enviar", "envio", "mandar", "mando", "monto", "cantidad",
  "pourriez", "pourrais", "pourrait", "pouvons", "peuvent", "devons", "devez", "doivent", "devrais", "devrait", "faudrait", "besoin", "avons", "etes", "suis", "sommes", "faites", "faisons", "sais", "savez", "connaitre", "voudrais", "voudrions", "veux", "voulez", "veut", "souhaite", "souhaiterais", "souhaitons", "aimerais", "aimerions", "existe", "existent", "concernant", "propos", "sujet", "donnez", "donner", "renseignement", "renseignements", "precisions", "precision", "actuellement", "exactement", "environ", "svp", "stp", "bonsoir", "est-il", "faut-il", "puis-je", "dois-je", "peut-on", "doit-on", "y-a-t-il", "vous", "nous", "elle", "elles", "quelqu'un", "quelque", "chose", "possible", "possibles", "serait", "sera", "vraiment", "bien", "alors", "donc", "mettre", "mets", "mettez", "gens", "personnes", "esperer", "apres", "ensuite", "politique", "politiques", "regle", "regles", "procedure", "etapes", "cas", "obtenir", "ils", "passe", "passera", "passent", "arrive", "prendre", "prends", "prenons", "deposer", "deposez", "envoyer", "envoie", "envoyez", "elevent", "eleve", "montant", "montants", "depuis",
];

// Verbs of buying, renting and getting a home, conjugated: context, like "buy" and "rent" (the
// listing vocabulary's), never what an agency question is about: "¿cuánto tarda el cierre cuando
// compro una casa?" asks about closing. Dropped from a question as the asking words are; a
// passage's "achète" still names its concept (buyers).
// biome-ignore format: a table of words.
export const BUY_OR_RENT_VERBS = [
  "buys", "bought", "purchased", "rented", "rents", "leased", "receive", "receives",
  "compro", "compras", "compre", "compramos", "compren", "compraria", "comprarla", "comprarlo", "comprando", "alquilo", "alquila", "alquilas", "alquile", "alquilamos", "alquilen", "alquilaria", "rento", "rentamos", "recibir", "recibimos",
  "achete", "achetes", "achetee", "achetees", "achetons", "achetez", "achetent", "acheterai", "acheterais", "loue", "loues", "louee", "louons", "louez", "louent", "louerai", "louerais", "recois", "recoit", "recevoir", "recevons", "recevez",
];

// One concept a line: its words in English, Spanish and French, folded, the English first (the
// search looks for a concept's first words too, and most of an agency's texts are in English).
// A stem two concepts share names both ("demande", "demandent"); the first lines are the older, tuned ones.
// biome-ignore format: a table of words, one concept a line.
export const CONCEPTS: readonly (readonly string[])[] = [
  ["fee", "fees", "commission", "commissions", "charge", "charges", "cost", "costs", "percentage", "porcentaje", "rate", "rates", "cuesta", "cuestan", "coute", "coutent", "honorarios", "comision", "comisiones", "tarifa", "tarifas", "cobran", "cobrar", "cobra", "costo", "costos", "coste", "frais", "honoraires", "tarif", "tarifs", "pourcentage", "facturez", "cout", "couts", "charged", "charging", "pricing", "cobras", "cobrais", "cobramos", "cobro", "facturan", "costar", "costaria", "gastos", "gasto", "precios", "facturent", "facturer", "couter", "coutera", "depenses", "commissionnement", "tasa", "tasas"],
  ["hours", "hour", "hora", "horas", "open", "opening", "opened", "schedule", "weekend", "weekends", "saturday", "sunday", "horario", "horarios", "abren", "abierto", "abiertos", "abre", "sabado", "sabados", "domingo", "domingos", "horaires", "heure", "heures", "ouvert", "ouverts", "ouverture", "ouvrez", "samedi", "dimanche", "week-end", "saturdays", "sundays", "monday", "mondays", "friday", "fridays", "weekday", "weekdays", "holiday", "holidays", "lunes", "viernes", "feriado", "feriados", "festivo", "festivos", "cerrado", "cerrados", "cierran", "abrir", "atienden", "atencion", "samedis", "dimanches", "lundi", "vendredi", "feries", "fermez", "fermee", "fermeture", "ouvrir", "ouvre", "ouvrent"],
  ["office", "offices", "located", "oficina", "oficinas", "ubicados", "ubicada", "bureau", "bureaux", "situes", "agence", "agency", "agencies", "address", "addresses", "location", "headquarters", "agencia", "agencias", "direccion", "ubicacion", "ubicado", "sede", "encuentran", "agences", "adresse", "situe", "situee", "siege", "trouve", "trouvez"],
  ["buyer", "buyers", "comprador", "compradores", "acheteur", "acheteurs", "acquereur", "acquereurs", "achete", "achetons", "buy", "buying", "bought", "purchase", "purchasing", "compran", "comprando", "compradora", "compradoras", "achat", "acheter", "achetez", "acheteuse"],
  ["first", "first-time", "primer", "primera", "primeros", "premier", "premiere", "primo-accedant", "primo-accedants"],
  ["closing", "escrow", "settlement", "cierre", "escritura", "escrituracion", "notario", "notary", "notaire", "acte", "signature", "title", "deed", "deeds", "sign", "signing", "notaries", "escrituras", "notaria", "notarios", "titulo", "firma", "firmar", "firmamos", "notaires", "actes", "signer", "signe", "promesse"],
  ["maintenance", "repair", "repairs", "fix", "fixes", "fixed", "rompe", "arregla", "broken", "leak", "rompio", "roto", "rota", "casse", "cassee", "mantenimiento", "reparacion", "reparaciones", "arreglo", "arreglar", "averia", "averias", "entretien", "reparation", "reparations", "panne", "reparer", "fuite", "repaired", "fixing", "leaks", "leaking", "damage", "damaged", "arreglan", "arreglos", "reparar", "reparan", "fuga", "fugas", "dano", "danos", "rotos", "descompuesto", "reparez", "repare", "fuites", "degat", "degats", "endommage"],
  ["deposit", "deposito", "fianza", "garantia", "caution", "depot", "deposits", "depositos", "fianzas", "depots", "cautions"],
  ["pre-approval", "preapproval", "pre-approved", "preapproved", "preaprobacion", "preaprobado", "preaprobada", "pre-approbation", "preaccord", "pre-approve", "preapprove", "preaprobar", "pre-aprobacion", "preaprobados", "pre-approuve"],
  ["mortgage", "mortgages", "loan", "loans", "financing", "lender", "hipoteca", "hipotecas", "prestamo", "prestamos", "financiamiento", "financiacion", "credito", "pret", "prets", "hypotheque", "financement", "credit", "banque", "banco", "bank", "lenders", "banks", "finance", "financed", "interest", "hipotecario", "hipotecaria", "bancos", "prestamista", "prestamistas", "financiar", "financian", "financie", "interes", "hypotheques", "hypothecaire", "banques", "preteur", "preteurs", "financer", "interet", "interets", "taux"],
  ["sell", "selling", "seller", "sellers", "vender", "vendo", "vende", "venden", "vendedor", "vendedores", "vendeur", "vendeurs", "vendre", "vends", "vend", "sells", "vendiendo", "vendemos", "vendedora", "vendez", "vendons", "vendeuse"],
  ["valuation", "appraisal", "estimate", "worth", "value", "valoracion", "tasacion", "avaluo", "valor", "estimation", "evaluation", "valeur", "estimer", "valuations", "appraisals", "appraise", "appraised", "appraiser", "estimates", "assessment", "valoraciones", "tasaciones", "tasar", "tasador", "valorar", "valuacion", "estimations", "evaluer", "estimez", "expertise", "vaut"],
  ["cancel", "cancellation", "terminate", "break", "end", "ending", "fin", "terminar", "terminer", "cancelar", "cancelacion", "rescindir", "annuler", "annulation", "resilier", "resiliation", "cancelled", "canceled", "termination", "withdraw", "cancelo", "cancelamos", "rescision", "romper", "anular", "anulacion", "annule", "resilie", "rompre"],
  ["documents", "document", "paperwork", "papers", "proof", "documentos", "documentacion", "papeles", "comprobante", "comprobantes", "papiers", "dossier", "justificatif", "justificatifs", "statement", "statements", "identification", "passport", "id", "identificacion", "pasaporte", "dni", "documento", "extractos", "extracto", "passeport", "releves", "identite", "pieces", "tramite", "tramites", "demarche", "demarches", "formalites"],
  ["pay", "payment", "payments", "paid", "pagar", "pago", "pagos", "payer", "paiement", "paiements", "pays", "paying", "pagan", "pagamos", "pagaria", "payez", "payons", "paye", "paient", "paga", "pague", "paguen", "paie", "paies", "payes"],
  ["inspection", "inspections", "inspector", "inspeccion", "inspecciones", "inspecteur", "diagnostic", "diagnostics", "inspect", "inspected", "inspectors", "inspeccionar", "inspectores", "peritaje", "peritaje", "revision", "inspecteurs", "inspecter", "controle"],
  ["tenant", "tenants", "renter", "renters", "inquilino", "inquilinos", "arrendatario", "locataire", "locataires", "arrendatarios", "inquilina", "inquilinas", "locatario", "locatarios", "occupant", "occupants"],
  ["landlord", "landlords", "owner", "owners", "propietario", "propietarios", "dueno", "duenos", "casero", "proprietaire", "proprietaires", "bailleur", "homeowner", "homeowners", "propietaria", "duena", "caseros", "bailleurs"],
  ["utilities", "electricity", "water", "gas", "agua", "luz", "electricidad", "eau", "electricite", "utility", "internet", "wifi", "bills", "bill", "electric", "suministros", "recibos", "recibo", "energie", "compteur", "compteurs", "servicios"],
  ["speak", "language", "languages", "idioma", "idiomas", "hablan", "habla", "langue", "langues", "parlez", "parle", "speaks", "spoken", "speaking", "bilingual", "hablais", "hablas", "hablar", "ingles", "espanol", "frances", "bilingue", "bilingues", "parlent", "parler", "anglais", "espagnol", "francais"],
  ["emergency", "emergencies", "urgent", "urgency", "emergencia", "emergencias", "urgencia", "urgencias", "urgence", "urgences", "after-hours", "urgente", "urgentes"],
  ["insurance", "seguro", "seguros", "assurance", "insured", "insure", "insurer", "aseguradora", "asegurar", "asegurado", "assurances", "assurer", "assureur"],
  ["tax", "taxes", "impuesto", "impuestos", "impot", "impots", "taxe", "taxes", "taxed", "taxation", "tributos", "ibi", "plusvalia", "fiscal", "fiscales", "fonciere", "fiscalite", "predial"],
  ["offer", "offers", "oferta", "ofertas", "offre", "offres", "bid", "negotiate", "negotiation", "negociar", "negociacion", "negocier", "negociation", "bids", "bidding", "negotiating", "negotiable", "negotiations", "puja", "pujas", "negocian", "negociable", "negociables", "encheres", "enchere", "negociez", "negociable", "negociations"],
  ["application", "apply", "applying", "solicitud", "solicitar", "aplicar", "candidature", "demande", "postuler", "applications", "applied", "solicitudes", "postular", "candidatures", "demandes"],
  ["requirement", "requirements", "require", "required", "ask", "asks", "requisitos", "requisito", "piden", "pide", "exigen", "exigences", "conditions", "criteres", "demandent", "exigent", "requires", "necessary", "requieren", "requiere", "necesario", "necesarios", "obligatorio", "obligatoria", "requis", "exige", "necessaire", "necessaires", "obligatoire", "condicion", "condiciones", "condition"],
  ["return", "returned", "refund", "refunded", "back", "devuelven", "devolver", "devuelve", "devolucion", "reembolso", "rembourse", "rembourser", "remboursement", "recuperer", "recupere", "rendu", "refunds", "returns", "refundable", "reembolsan", "reembolsable", "recupero", "recuperar", "remboursez", "remboursable", "restitue", "restitution"],
  ["credit", "score", "historial", "crediticio", "solvabilite", "solvency", "solvencia", "buro"],
  ["foreign", "abroad", "extranjero", "etranger", "relocation", "relocating", "foreigner", "foreigners", "extranjeros", "etrangers", "non-resident", "non-residents", "expat", "expats", "overseas", "residente", "residentes", "extranjera", "extranjeras", "paises", "pais", "expatriado", "etrangere", "etrangeres", "expatrie", "expatries", "country", "countries"],
  ["free", "gratis", "gratuito", "gratuita", "gratuit", "gratuite", "gratuitos", "gratuitas", "gratuits", "gratuites"],
  ["license", "licensed", "licencia", "licencias", "licence", "carte", "licenses", "accredited", "colegiado", "agrement", "agree", "licencie"],
  ["parking", "garage", "estacionamiento", "stationnement"],
  ["guarantor", "cosigner", "co-signer", "aval", "avalista", "fiador", "garant", "guarantors", "fiadores", "avales", "garants", "garante"],
  ["sublet", "sublease", "subarrendar", "subarriendo", "sous-louer", "sous-location", "subletting", "subalquilar", "subalquiler"],
  ["early", "anticipada", "anticipado", "antes", "avant", "anticipee", "avance", "earlier", "anticipadamente", "anticipe", "before"],
  ["move-in", "move", "moving", "mudanza", "mudarse", "mudarme", "emmenager", "emmenagement", "demenagement", "move-out", "moved", "mudo", "mudamos", "mudanzas", "demenager", "demenage", "emmenage", "sortie", "salida", "salir", "entrada", "entree", "check-in", "check-out", "leave", "leaving", "irme", "irnos", "irse", "muda", "mudan", "mudar", "relocate", "relocated", "relocating", "relocation"],
  ["notice", "aviso", "preaviso", "preavis", "notify", "avisar", "avisos"],
  // Widened from the domain: the topics of a real-estate agency's FAQ and documents.
  ["management", "manage", "managed", "managing", "administracion", "administrar", "administran", "administra", "gestion", "gestionar", "gestionan", "gestiona", "gerer", "gerez", "gere", "gerent", "gestionnaire", "administrez"],
  ["contract", "contracts", "agreement", "agreements", "lease", "leases", "contrato", "contratos", "acuerdo", "acuerdos", "convenio", "contrat", "contrats", "bail", "baux", "mandat", "mandats", "mandato"],
  ["exclusive", "exclusivity", "exclusively", "exclusiva", "exclusivo", "exclusividad", "exclusivite", "exclusif"],
  ["renewal", "renew", "renewing", "renewed", "extend", "extension", "prorroga", "prorrogar", "extender", "renouveler", "renouvellement", "prolonger", "prolongation", "reconduction", "renuevo", "renueva", "renuevan", "renueve", "renovar", "renovacion", "renovamos", "renouvelle", "renouvelez"],
  ["increase", "increases", "raise", "raises", "increased", "aumento", "aumentos", "aumentar", "aumentan", "suben", "subir", "subida", "augmentation", "augmentations", "augmenter", "augmentez", "hausse", "indexation"],
  ["late", "overdue", "retraso", "retrasado", "atrasado", "atraso", "atrasos", "retard", "retards", "impaye", "impayes", "tarde", "retrasos", "retrase", "retarde"],
  ["eviction", "evict", "evicted", "evictions", "desalojo", "desahucio", "desalojar", "desalojan", "expulsion", "expulser", "expulse"],
  ["duration", "minimum", "term", "plazo", "duracion", "minimo", "minima", "duree", "minimale"],
  ["day", "days", "dia", "dias", "jour", "jours"],
  ["week", "weeks", "semana", "semanas", "semaine", "semaines"],
  ["month", "months", "monthly", "meses", "mensual", "mois", "mensuel", "mensuelle"],
  ["year", "years", "annual", "ano", "anos", "anual", "annee", "annees", "annuel", "annuelle"],
  ["smoking", "smoke", "smoker", "smokers", "fumar", "fumador", "fumadores", "fumer", "fumeur", "fumeurs"],
  ["appliances", "appliance"],
  ["key", "keys", "lockout", "locked", "lock", "locks", "llave", "llaves", "cle", "cles", "clef", "clefs", "serrure", "serrures", "lost", "perdi", "perdido", "perdida", "perdidas", "perdidos", "perdu", "perdue", "perdues", "perdus"],
  ["cleaning", "clean", "cleaned", "limpieza", "limpiar", "limpio", "nettoyage", "nettoyer", "menage"],
  ["inventory", "walkthrough", "walk-through", "checklist", "inventario", "inventaire", "lieux", "etat"],
  ["renovation", "renovations", "remodel", "remodeling", "reform", "obras", "reforma", "reformas", "reformar", "travaux", "renover", "amenagement"],
  ["energy", "certificate", "certificates", "certificado", "certificados", "energetica", "energetico", "certificat", "certificats", "energetique", "dpe", "diagnostic", "diagnostico", "performance"],
  ["construction", "builder", "builders", "developer", "developers", "preconstruction", "pre-construction", "construccion", "constructora", "promotora", "promotor", "preventa", "promoteur", "promoteurs", "vefa", "constructeur"],
  ["investment", "investments", "invest", "investing", "investor", "investors", "yield", "roi", "inversion", "inversiones", "invertir", "inversor", "inversores", "inversionista", "inversionistas", "rentabilidad", "rendimiento", "investissement", "investissements", "investir", "investisseur", "investisseurs", "rendement", "rentabilite"],
  ["vacation", "vacations", "short-term", "airbnb", "vacacional", "vacacionales", "vacaciones", "turistico", "turistica", "turisticos", "saisonniere", "saisonnieres", "saisonnier", "vacances", "touristique"],
  ["appointment", "appointments", "rendez-vous", "showing", "showings", "viewing", "viewings", "visit", "visits", "visiting", "meeting", "booking", "cita", "citas", "visita", "visitas", "agendar", "reunion", "visitar", "rdv", "visite", "visites", "visiter", "reserver", "agendo", "agendan", "agende", "agendamos", "reservo", "reservar", "book", "booked", "schedule", "scheduling", "reserve", "reservez"],
  ["marketing", "advertise", "advertising", "advertised", "photos", "photography", "photographer", "publicidad", "anuncio", "anuncios", "anuncian", "fotos", "fotografia", "fotografias", "fotografo", "publicite", "annonce", "annonces", "photographe", "photographies", "diffusion"],
  ["counteroffer", "counteroffers", "counter-offer", "counter-offers", "contraoferta", "contraofertas", "contrapropuesta", "contre-offre", "contre-offres", "contre-proposition"],
  ["contingency", "contingencies", "contingent", "contingencia", "contingencias", "clausula", "clausulas", "suspensiva", "suspensivas", "clause", "clauses", "suspensive", "suspensives", "condition", "conditions", "condicion", "condiciones"],
  ["earnest", "arras", "senal", "acompte", "sequestre"],
  ["down-payment", "downpayment", "enganche", "apport", "down", "entrada"],
  ["hoa", "dues", "association", "cuota", "cuotas", "expensas", "comunidad", "syndic", "copropriete", "coproprietaires"],
  ["income", "salary", "salaries", "stubs", "payslip", "payslips", "ingresos", "ingreso", "salario", "sueldo", "nomina", "nominas", "revenus", "revenu", "salaire", "salaires", "bulletins"],
  ["contact", "contacts", "contacting", "phone", "telephone", "email", "e-mail", "whatsapp", "contacto", "contactar", "contactarlos", "telefono", "correo", "contacter", "joindre", "courriel", "mail"],
  ["experience", "experienced", "founded", "established", "experiencia", "fundada", "fundado", "fundo", "fundaron", "trayectoria", "fondee", "fonde", "fondateur", "anciennete"],
  ["review", "reviews", "testimonial", "testimonials", "ratings", "resena", "resenas", "opiniones", "testimonios", "calificaciones", "avis", "temoignage", "temoignages"],
  ["referral", "referrals", "refer", "referring", "reward", "rewards", "referido", "referidos", "referir", "recompensa", "recompensas", "bono", "bonos", "bonificacion", "parrainage", "parrain", "parrainer", "recompense", "recompenses"],
  ["complaint", "complaints", "complain", "queja", "quejas", "quejarme", "reclamacion", "reclamaciones", "reclamo", "reclamos", "plainte", "plaintes", "reclamation", "reclamations"],
  ["privacy", "data", "gdpr", "confidential", "privacidad", "datos", "confidencialidad", "confidencial", "rgpd", "donnees", "confidentialite", "confidentiel"],
  ["portal", "portals", "online", "portail", "plataforma", "ligne"],
  ["website", "websites", "web", "site", "sitio", "pagina"],
  ["visa", "visas", "immigration", "visado", "visados", "sejour"],
  ["include", "includes", "included", "including", "incluido", "incluidos", "incluida", "incluidas", "incluye", "incluyen", "inclus", "incluse", "incluses", "compris", "comprise", "comprises", "comprend", "comprennent"],
  ["price", "prices", "precio", "precios", "prix"],
  ["card", "cards", "carte", "cartes", "cheque", "cheques", "wire", "tarjeta", "tarjetas", "efectivo", "transferencia", "transferencias", "virement", "virements", "especes", "cb"],
  ["rental", "rentals", "alquiler", "alquileres", "arriendo", "location", "locations", "locatif", "locative", "locatifs", "locatives", "locativo", "locativa"],
  ["paint", "painting", "painted", "repaint", "pintar", "pintura", "pinto", "peindre", "repeindre", "peinture", "peins"],
  ["wall", "walls", "paredes", "mur", "murs"],
  ["remote", "remotely", "distance", "distancia", "remoto", "remota"],
];

// Concepts' words a listing question uses too ("rent per month", "gas fireplace", "under
// agreement", "visite virtuelle"): where the listing vocabulary claims one, a question keeps it
// out of its content words as it always did; in a passage it still names its concept.
// biome-ignore format: a table of words.
export const LISTING_TOO: ReadonlySet<string> = new Set([
  "day", "days", "dia", "dias", "jour", "jours", "week", "weeks", "semana", "semanas", "semaine", "semaines", "month", "months", "monthly", "meses", "mois", "mensual", "mensuel", "mensuelle",
  "year", "years", "ano", "anos", "annee", "annees", "annual", "anual", "annuel", "annuelle", "water", "gas", "electric", "energy", "energetica", "energetique", "sitio", "ligne", "pieces", "privacy", "locks",
  "controle", "fermee", "cerrado", "price", "prices", "precio", "precios", "prix", "incluye", "incluyen", "inclut", "comprend", "comprennent", "including", "agreement", "arras", "signe", "promesse", "contingent", "construction", "construccion", "preventa", "showing", "visita", "visite", "annonce", "annonces",
]);

// Terms of several words read as one, in a question and a passage alike: "fin de semana" is a
// weekend, not an end ("fin") and a week; "phone number" is a phone, not any number.
// biome-ignore format: a table of words, one term and its word a pair.
export const PHRASES: readonly (readonly [string, string])[] = [
  ["fin de semana", "weekend"], ["fines de semana", "weekends"], ["fin de semaine", "weekend"], ["fins de semaine", "weekends"],
  ["down payment", "downpayment"], ["down payments", "downpayment"], ["pago inicial", "enganche"], ["etat des lieux", "inventaire"],
  ["phone number", "phone"], ["telephone number", "phone"], ["numero de telefono", "telefono"], ["numero de telephone", "telephone"],
  ["correo electronico", "correo"], ["e mail", "email"], ["short term", "short-term"], ["corta duracion", "short-term"], ["corta estancia", "short-term"],
  ["courte duree", "short-term"],
  ["security deposit", "deposit"], ["deposito de garantia", "fianza"], ["depot de garantie", "depot"], ["credit card", "card"], ["credit cards", "cards"],
  ["tarjeta de credito", "tarjeta"], ["tarjetas de credito", "tarjetas"], ["carte bancaire", "carte"], ["carte de credit", "carte"], ["carte bleue", "carte"],
  ["what do i need", "what requirements"], ["do i need", "requirements"], ["you need", "requirements"], ["que necesito", "que requisitos"], ["que hace falta", "que requisitos"],
  ["qu'est-ce qu'il faut", "conditions"], ["que faut-il", "conditions"], ["il faut quoi", "conditions"], ["charges de copropriete", "hoa"], ["gastos de comunidad", "hoa"], ["cuotas de comunidad", "hoa"], ["hoa fees", "hoa"], ["dias festivos", "festivos"], ["jours feries", "feries"],
];
