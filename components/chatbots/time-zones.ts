/** IANA zones the browser knows, UTC first; the server canonicalises whatever is sent. */
export function timeZoneOptions(current?: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = ["UTC", ...known.filter((zone) => zone !== "UTC")];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
