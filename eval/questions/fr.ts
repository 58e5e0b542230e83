import type { Question } from "./types";

export const FRENCH: Question[] = [];
