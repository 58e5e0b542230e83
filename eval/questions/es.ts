import type { Question } from "./types";

export const SPANISH: Question[] = [];
