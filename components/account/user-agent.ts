/** "Chrome on macOS" from a User-Agent: enough to tell one's devices apart, never a full parse. */
export function describeUserAgent(userAgent: string): string {
  if (!userAgent) return "Unknown browser";
  const browser = (
    [
      [/Edg\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/Firefox\//, "Firefox"],
      [/HeadlessChrome|Chrome\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
      [/curl\//, "curl"],
      [/node|undici/i, "A script"],
    ] as const
  ).find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = (
    [
      [/iPhone|iPad/, "iOS"],
      [/Android/, "Android"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/Windows/, "Windows"],
      [/Linux/, "Linux"],
    ] as const
  ).find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return system ? `A browser on ${system}` : "Unknown browser";
  return system ? `${browser} on ${system}` : browser;
}
