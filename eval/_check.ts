import { QUESTIONS } from "./questions";
const by: Record<string, number> = {};
for (const q of QUESTIONS) by[q.lang] = (by[q.lang] ?? 0) + 1;
console.log(QUESTIONS.length, by, new Set(QUESTIONS.map(q=>q.id)).size);
