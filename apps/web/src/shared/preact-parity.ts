import { options, type VNode } from 'preact';

/**
 * Where React's DOM output differs from Preact's in a way a page (or a test reading it) can tell, do as React
 * does (decision 008). Loaded before anything renders: by main.tsx, and by the unit tests' setup.
 *
 * - A controlled <textarea>: React keeps its text (its default value) equal to its value, so the text shows
 *   in the markup and in the element's text content; Preact sets only the value.
 * - Adjacent text in an element (`{name} · {city}`) is one text node. The server writes it as one
 *   (preact-render-to-string puts no marker between the parts, where React's server writes `<!-- -->`), and
 *   Preact's take-over cannot split a node: it would insert every part anew and leave the server's text
 *   unused (decision 011). Joined, the browser's render matches the server's HTML node for node.
 */
const previousHook = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as { children?: unknown; value?: unknown; defaultValue?: unknown };
    if (Array.isArray(props.children)) props.children = joinText(props.children);
    if (vnode.type === 'textarea' && props.value != null && props.defaultValue === undefined) {
      props.defaultValue = props.value;
    }
  }
  previousHook?.(vnode as VNode);
};

type Text = string | number | bigint;
const isText = (child: unknown): child is Text =>
  typeof child === 'string' || typeof child === 'number' || typeof child === 'bigint';
const isTextArray = (child: unknown): child is Text[] =>
  Array.isArray(child) && child.length > 0 && child.every(isText);

/**
 * The children with each run of adjacent text joined into one string; an array of text alone (`{[a, b]}`)
 * counts as text. Everything else stays as it is, where it is, so that keys and the places of elements keep
 * their meaning.
 */
function joinText(children: unknown[]): unknown[] {
  // Called for every element of every render: most have nothing to join, and keep their array.
  const nothingToJoin = children.every(
    (child, i) => !isTextArray(child) && !(isText(child) && i > 0 && isText(children[i - 1])),
  );
  if (nothingToJoin) return children;
  const joined: unknown[] = [];
  let run: string | undefined;
  for (const child of children) {
    const text = isText(child) ? String(child) : isTextArray(child) ? child.join('') : undefined;
    if (text !== undefined) {
      run = (run ?? '') + text;
      continue;
    }
    if (run !== undefined) joined.push(run);
    run = undefined;
    joined.push(child);
  }
  if (run !== undefined) joined.push(run);
  return joined;
}
