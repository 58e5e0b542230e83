/**
 * A widget visitor whose address no trusted source gave (no scripts/server.mjs in front and
 * no TRUST_PROXY): such visitors are limited per session only. Counting them all under one
 * address would let any one of them use up every other visitor's allowance.
 */
export const UNKNOWN_VISITOR_ADDRESS = "unknown";

/** Whether per-address limits apply to this visitor address (a digest, or the unknown marker). */
export const isKnownVisitorAddress = (visitorAddress: string | undefined): visitorAddress is string =>
  visitorAddress !== undefined && visitorAddress !== UNKNOWN_VISITOR_ADDRESS;
