/**
 * Loaded with `async` from the HTML's head, so it runs while the page still waits for its styles and fonts
 * (decision 011). The first Intl object a page makes loads the browser's Unicode locale data: tens of
 * milliseconds on a phone, spent here while the screen is blank anyway rather than after the first paint,
 * where it held up the take-over (every page formats numbers or dates) and the answer to a first tap.
 */
new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
