/**
 * Building DOM nodes from data. Text goes in through textContent only, never as markup, so nothing
 * from an agent or a run folder can become HTML.
 */
export type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;
export type Kid = Node | string | number | null | undefined | false;

const SVGNS = "http://www.w3.org/2000/svg";

function setAttrs(e: Element, attrs: Attrs | null | undefined): void {
  if (!attrs) return;
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k === "text") e.textContent = String(v);
    else if (typeof v === "function") e.addEventListener(k.replace(/^on/, ""), v);
    else e.setAttribute(k, v === true ? "" : String(v));
  }
}

export function append(e: Node, kids: Kid | Kid[]): void {
  for (const k of Array.isArray(kids) ? kids : [kids]) {
    if (k == null || k === false) continue;
    e.appendChild(typeof k === "string" || typeof k === "number" ? document.createTextNode(String(k)) : k);
  }
}

/** An HTML element; the attribute `text` sets its text, `on<event>` adds a listener. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  kids?: Kid | Kid[],
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  setAttrs(e, attrs);
  append(e, kids ?? null);
  return e;
}

/** An SVG element, the same way. */
export function sv(tag: string, attrs?: Attrs | null, kids?: Kid | Kid[]): SVGElement {
  const e = document.createElementNS(SVGNS, tag) as SVGElement;
  setAttrs(e, attrs);
  append(e, kids ?? null);
  return e;
}

/** The element with this id (the page's own markup has it). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

/** `t` cut to `n` characters with an ellipsis. */
export function cut(t: unknown, n: number): string {
  const s = t == null ? "" : String(t);
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
