import { options } from 'preact';

/**
 * Where React's DOM output differs from Preact's in a way a page (or a test reading it) can tell, do as React
 * does (decision 008). Loaded before anything renders: by main.tsx, and by the unit tests' setup.
 *
 * - A controlled <textarea>: React keeps its text (its default value) equal to its value, so the text shows
 *   in the markup and in the element's text content; Preact sets only the value.
 */
const previousHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'textarea') {
    const props = vnode.props as { value?: unknown; defaultValue?: unknown };
    if (props.value != null && props.defaultValue === undefined) props.defaultValue = props.value;
  }
  previousHook?.(vnode);
};
