import type { IconShape } from "./dom";

// Line icons in the style of Feather (MIT), drawn on a 24×24 grid.
export const ICONS = {
  close: { paths: ["M18 6 6 18", "M6 6l12 12"] },
  send: { paths: ["M22 2 11 13", "M22 2l-7 20-4-9-9-4 20-7z"] },
  image: {
    paths: ["M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z", "M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z", "M21 15l-5-5L5 21"],
  },
  mic: { paths: ["M12 1a3 3 0 0 0-3 3v8a3 3 0 0 0 6 0V4a3 3 0 0 0-3-3z", "M19 10v2a7 7 0 0 1-14 0v-2", "M12 19v4", "M8 23h8"] },
  stop: { paths: ["M7 7h10v10H7z"], fill: true },
  person: { paths: ["M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2", "M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0z"] },
  facebook: { paths: ["M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"] },
  instagram: {
    paths: ["M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z", "M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z", "M17.5 6.5h.01"],
  },
  whatsapp: {
    paths: [
      "M3 21l1.65-4.8A8.5 8.5 0 1 1 8 19.6L3 21z",
      "M9 8.6c.3-.4.8-.4 1 0l.7 1.4c.1.3 0 .6-.2.8l-.4.4c.5 1 1.3 1.8 2.3 2.3l.4-.4c.2-.2.5-.3.8-.2l1.4.7c.4.2.4.7 0 1l-.5.5c-.6.6-1.6.7-2.4.3a7.6 7.6 0 0 1-3.4-3.4c-.4-.8-.3-1.8.3-2.4z",
    ],
  },
  home: { paths: ["M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z", "M9 22V12h6v10"] },
  bot: { paths: ["M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21.5l4.6-2.2c1.1.3 2.2.5 3.4.5 5.5 0 10-3.8 10-8.5S17.5 3 12 3z"], fill: true },
} satisfies Record<string, IconShape>;
