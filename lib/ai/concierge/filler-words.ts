// Words that say nothing about which listing is wanted, in English, Spanish and French (folded),
// so that none of them is ever taken for a place or a word a listing must mention ("homes in
// Boise asap", "pisos en Málaga ahora mismo", "des condos à Montréal svp").

/**
 * Function words: the Snowball stop lists that PostgreSQL's english, spanish and french text
 * search configurations use (share/tsearch_data/*.stop), folded, one or two letters left out.
 * The full-text index drops them anyway, so a search for one of them could never match.
 */
const SNOWBALL = {
  en: "me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very can will just don should now",
  es: "de la que el en los del se las por un para con no una su al lo como mas pero sus le ya este si porque esta entre cuando muy sin sobre tambien me hasta hay donde quien desde todo nos durante todos uno les ni contra otros ese eso ante ellos esto mi antes algunos unos yo otro otras otra tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo nosotros mis tu te ti tus ellas nosotras vosotros vosotras os mio mia mios mias tuyo tuya tuyos tuyas suyo suya suyos suyas nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras esos esas estoy estamos estais estan estes estemos esteis esten estare estaras estara estaremos estareis estaran estaria estarias estariamos estariais estarian estaba estabas estabamos estabais estaban estuve estuviste estuvo estuvimos estuvisteis estuvieron estuviera estuvieras estuvieramos estuvierais estuvieran estuviese estuvieses estuviesemos estuvieseis estuviesen estando estado estada estados estadas estad he has ha hemos habeis han haya hayas hayamos hayais hayan habre habras habra habremos habreis habran habria habrias habriamos habriais habrian habia habias habiamos habiais habian hube hubiste hubo hubimos hubisteis hubieron hubiera hubieras hubieramos hubierais hubieran hubiese hubieses hubiesemos hubieseis hubiesen habiendo habido habida habidos habidas soy eres es somos sois son seas seamos seais sean sere seras sera seremos sereis seran seria serias seriamos seriais serian era eras eramos erais eran fui fuiste fue fuimos fuisteis fueron fuera fueras fueramos fuerais fueran fuese fueses fuesemos fueseis fuesen sintiendo sentido sentida sentidos sentidas siente sentid tengo tienes tiene tenemos teneis tienen tenga tengas tengamos tengais tengan tendre tendras tendra tendremos tendreis tendran tendria tendrias tendriamos tendriais tendrian tenia tenias teniamos teniais tenian tuve tuviste tuvo tuvimos tuvisteis tuvieron tuviera tuvieras tuvieramos tuvierais tuvieran tuviese tuvieses tuviesemos tuvieseis tuviesen teniendo tenido tenida tenidos tenidas tened",
  fr: "au aux avec ce ces dans de des du elle en et eux il je la le leur lui ma mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous ete etee etees etes etant etante etants etantes suis es est sommes sont serai seras sera serons serez seront serais serait serions seriez seraient etais etait etions etiez etaient fus fut fumes futes furent sois soit soyons soyez soient fusse fusses fussions fussiez fussent ayant ayante ayantes ayants eu eue eues eus ai as avons avez ont aurai auras aura aurons aurez auront aurais aurait aurions auriez auraient avais avait avions aviez avaient eut eumes eutes eurent aie aies ait ayons ayez aient eusse eusses eussions eussiez eussent",
};

/** What visitors add around a request: politeness, time and urgency, insistence, hedging, and talk about the search itself. */
const FILLER = {
  en: [
    "please", "pls", "plz", "kindly", "thanks", "thank", "thx", "hi", "hello", "hey", "ok", "okay", "um", "uh", "hmm", "oh", "well", "so", "anyway", "anyways", "btw", "too bad", "shame", "what a shame", "pity", "oh well",
    "now", "right now", "just now", "currently", "presently", "nowadays", "today", "tonight", "tomorrow", "this week", "this month", "these days", "at the moment", "for now", "at present", "anytime", "soon", "soonest", "asap", "a.s.a.p", "quickly", "quick", "fast", "urgently", "urgent", "immediately", "hurry", "rush", "still", "yet", "already", "ever", "again",
    "must", "must-have", "must have", "has to", "have to", "got to", "gotta", "need", "needs", "needed", "necessarily", "mandatory", "required", "requirement", "requirements", "essential", "absolutely", "definitely", "strictly", "really", "truly", "actually", "basically", "literally", "obviously", "seriously", "certainly",
    "maybe", "perhaps", "possibly", "hopefully", "ideally", "preferably", "probably", "roughly", "approximately", "about", "around", "exactly", "precisely", "even", "either", "also", "too", "then", "else", "etc",
    "one", "ones", "whichever", "whatever", "whose", "someone", "anyone",
    "nearby", "around here", "over there", "vicinity", "surroundings", "outskirts", "region",
    "something", "anything", "everything", "nothing", "somewhere", "anywhere", "stuff", "thing", "things", "kind", "sort", "type", "option", "options", "choice", "choices", "interested", "interest", "help", "helping", "find", "finding", "search", "searching", "show", "showing", "see", "seeing", "check", "checking", "browse", "browsing", "possible", "available",
  ],
  es: [
    "por favor", "porfa", "porfis", "porfavor", "xfa", "xfavor", "gracias", "hola", "oye", "oiga", "bueno", "pues", "entonces", "vale", "ok", "eh", "lastima", "que lastima", "que pena", "una pena",
    "ahora", "ahora mismo", "ahorita", "ya mismo", "actualmente", "hoy", "hoy en dia", "en este momento", "de momento", "por ahora", "por el momento", "en estos momentos", "estos dias", "pronto", "cuanto antes", "lo antes posible", "lo mas pronto posible", "rapido", "rapidamente", "urgente", "urgentemente", "inmediatamente", "ya", "todavia", "aun", "mismo", "momento",
    "debe", "deben", "deberia", "deberian", "tiene que", "tienen que", "necesariamente", "obligatorio", "obligatoria", "obligatoriamente", "imprescindible", "indispensable", "absolutamente", "definitivamente", "realmente", "de verdad",
    "quizas", "quiza", "tal vez", "a lo mejor", "posiblemente", "idealmente", "preferiblemente", "preferentemente", "probablemente", "aproximadamente", "mas o menos", "exactamente", "tambien", "incluso", "etc",
    "aqui", "aca", "alli", "alla", "ahi", "por aqui", "por aca", "cerca de aqui", "alrededores", "afueras", "region", "zona",
    "cuales", "cuantos", "cuantas", "cuanto", "cuanta", "aquel", "aquella", "aquellos", "aquellas", "ellos", "ellas", "esas", "esos", "estas", "estos", "alguno", "alguna", "algunos", "algunas", "ninguno", "cualquier", "cualquiera",
    "cosa", "cosas", "opcion", "opciones", "alternativas", "interesa", "interesan", "interesado", "interesada", "ayuda", "ayudame", "encontrar", "buscar", "ver", "mirar", "posible", "gustaria", "quisiera", "favor",
  ],
  fr: [
    "s'il vous plait", "s'il te plait", "svp", "stp", "merci", "bonjour", "salut", "bon", "ben", "bah", "alors", "donc", "voila", "euh", "hein", "ok", "dommage", "tant pis", "mince", "zut",
    "maintenant", "actuellement", "en ce moment", "a present", "pour l'instant", "pour le moment", "aujourd'hui", "ces temps-ci", "bientot", "vite", "rapidement", "au plus vite", "des que possible", "le plus tot possible", "urgent", "urgence", "d'urgence", "immediatement", "deja", "encore", "toujours", "moment", "instant", "actuel", "actuelle",
    "doit", "doivent", "devrait", "devraient", "il faut", "faut", "obligatoirement", "obligatoire", "absolument", "imperativement", "imperatif", "indispensable", "essentiel", "vraiment", "franchement", "evidemment", "bien sur",
    "peut-etre", "idealement", "de preference", "plutot", "probablement", "environ", "a peu pres", "exactement", "precisement", "aussi", "egalement", "meme", "etc",
    "ici", "la-bas", "par ici", "coin", "environs", "alentours", "region", "zone", "secteur",
    "celles", "ceux", "celle", "celui", "celles-ci", "ceux-ci", "celle-ci", "celui-ci", "celles-la", "ceux-la", "lequel", "laquelle", "lesquels", "lesquelles", "quoi", "combien", "quel", "quelle", "quels", "quelles", "certains", "certaines", "n'importe", "quelconque",
    "chose", "choses", "truc", "trucs", "option", "options", "choix", "interesse", "interessee", "interesses", "interessees", "aide", "aidez-moi", "trouver", "chercher", "recherche", "voir", "possible", "aimerais", "souhaite", "souhaiterais", "besoin",
  ],
};

/** When and why a visitor moves: seasons, months, spans of time, moving itself ("relocating to Boise in the fall", "nos mudamos en marzo", "on déménage à l'automne"). */
const MOVING = {
  en: [
    "spring", "summer", "fall", "autumn", "winter", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    "week", "weeks", "weekend", "month", "months", "year", "years", "next", "coming", "upcoming", "end", "beginning", "early", "late", "mid", "semester", "season", "holidays", "christmas",
    "relocating", "relocate", "relocation", "relocated", "moving", "move", "moved", "transferred", "transfer", "transferring", "retiring", "retirement", "retire", "job", "work", "new job", "family", "wife", "husband", "partner", "kids", "children", "baby",
  ],
  es: [
    "primavera", "verano", "otono", "invierno", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre",
    "semana", "semanas", "fin de semana", "mes", "meses", "ano", "anos", "proximo", "proxima", "que viene", "fin", "finales", "principios", "inicio", "mediados", "temporada", "vacaciones", "navidad",
    "mudanza", "mudarme", "mudarnos", "mudamos", "mudo", "mudando", "mudare", "mudaremos", "traslado", "trasladan", "trasladado", "trasladada", "trasladarme", "jubilacion", "jubilarme", "jubilado", "trabajo", "nuevo trabajo", "familia", "esposa", "esposo", "marido", "mujer", "pareja", "hijos", "ninos", "bebe",
  ],
  fr: [
    "printemps", "ete", "automne", "l'automne", "hiver", "l'hiver", "l'ete", "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre",
    "semaine", "semaines", "week-end", "mois", "an", "ans", "annee", "annees", "prochain", "prochaine", "fin", "debut", "mi", "saison", "vacances", "noel", "rentree", "la rentree",
    "demenage", "demenageons", "demenager", "demenagement", "demenagerai", "mutation", "mute", "mutee", "muter", "retraite", "travail", "boulot", "emploi", "nouvel emploi", "famille", "femme", "mari", "conjoint", "conjointe", "enfants", "bebe",
  ],
};

/** Every function and filler word, one phrase per entry; the stop words split them into words. */
export const FILLER_WORDS: readonly string[] = [
  ...SNOWBALL.en.split(" "),
  ...SNOWBALL.es.split(" "),
  ...SNOWBALL.fr.split(" "),
  ...FILLER.en,
  ...FILLER.es,
  ...FILLER.fr,
  ...MOVING.en,
  ...MOVING.es,
  ...MOVING.fr,
];
