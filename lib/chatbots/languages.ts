/** Languages `AIResponseLanguage` accepts, by their full English names; `""` means the visitor's language. */
export const RESPONSE_LANGUAGES = [
  "Arabic", "Bengali", "Bulgarian", "Catalan", "Chinese", "Croatian", "Czech", "Danish", "Dutch",
  "English", "Estonian", "Filipino", "Finnish", "French", "German", "Greek", "Hebrew", "Hindi",
  "Hungarian", "Icelandic", "Indonesian", "Italian", "Japanese", "Korean", "Latvian", "Lithuanian",
  "Malay", "Norwegian", "Persian", "Polish", "Portuguese", "Romanian", "Russian", "Serbian",
  "Slovak", "Slovenian", "Spanish", "Swahili", "Swedish", "Tamil", "Thai", "Turkish", "Ukrainian",
  "Urdu", "Vietnamese",
] as const;

const byLowerCase = new Map(RESPONSE_LANGUAGES.map((name) => [name.toLowerCase(), name]));

/** The canonical spelling of a language name given in any case, or undefined if unknown. */
export function canonicalLanguage(name: string): string | undefined {
  return byLowerCase.get(name.trim().toLowerCase());
}
