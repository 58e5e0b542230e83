// Elements built one node at a time. The frame never parses HTML (no innerHTML): every
// text the server or a visitor wrote becomes a text node, so markup in it stays text.

type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | boolean | undefined>;

const SVG_NS = "http://www.w3.org/2000/svg";

function setAttributes(node: Element, attributes: Attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    // Styles go through CSSOM (the CSP allows no style attribute) and handlers through addEventListener.
    if (name === "style" || name.startsWith("on")) throw new Error(`h(): ${name} is not set as an attribute`);
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? "" : value);
  }
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  setAttributes(node, attributes);
  for (const child of children) if (child) node.append(child);
  return node;
}

export interface IconShape {
  /** Path data, drawn with the icon's stroke unless `fill` is set. */
  paths: string[];
  fill?: boolean;
}

/** A 24×24 icon, hidden from assistive technology (its control carries the name). */
export function icon({ paths, fill }: IconShape, className = "icon"): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, "svg");
  setAttributes(svg, { viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", class: `${className}${fill ? " icon-fill" : ""}` });
  for (const d of paths) {
    const path = document.createElementNS(SVG_NS, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

/** A control's text for screen readers only. */
export const visuallyHidden = (text: string) => h("span", { class: "sr-only" }, text);
