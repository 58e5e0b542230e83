/** The channels of "rgb(r,g,b)" (the only form the server sends), or null. */
export function rgbChannels(color: string): [number, number, number] | null {
  const match = /^\s*rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/i.exec(color);
  if (!match) return null;
  const channels = [match[1], match[2], match[3]].map((value) => Math.min(255, Number(value)));
  return channels as [number, number, number];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Black or white text, whichever contrasts more with the background. At the crossover
 * (luminance ≈ 0.179) both give 4.58:1, so the pick always meets WCAG AA for normal text.
 */
export function textOn(background: string): "#000000" | "#ffffff" {
  const channels = rgbChannels(background);
  if (!channels) return "#ffffff";
  return luminance(channels) > 0.179 ? "#000000" : "#ffffff";
}

/** The colour itself when it parses, else the fallback (a stored value is never trusted blindly). */
export function safeColor(color: string, fallback: string): string {
  const channels = rgbChannels(color);
  return channels ? `rgb(${channels.join(",")})` : fallback;
}
