// A few lines of DOM building: the public tracking page renders without React (docs/decisions/012, its size budget).

type Child = Node | string | null | false | undefined;

/** An element with its attributes (null or false leaves one out) and children (null or false are skipped). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string | null | false>> = {},
  ...children: readonly (Child | readonly Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== null && value !== false) element.setAttribute(name, value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== false && child !== undefined) element.append(child);
  }
  return element;
}
