import { ENGLISH } from "./questions/en";
console.log(ENGLISH.length);
const counts: Record<string, number> = {};
for (const q of ENGLISH) counts[q.category] = (counts[q.category] ?? 0) + 1;
console.log(counts);
console.log(JSON.stringify(ENGLISH.filter(q => q.fixture==="big").map(q=>[q.turns, q.mustContain.map(m=>m.slice(0,6))]), null, 0).slice(0, 3000));
