/** A positive whole number from a URL search parameter (a page number, an ID), or undefined for anything else. */
export const positiveParam = (value: string | null) => (value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);
