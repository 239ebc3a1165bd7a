import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/cairo/latin-400.css';
import '@fontsource/cairo/latin-700.css';
import './styles.css';

// Lets the browser paint the page the server rendered before the app's scripts are fetched and run to take it
// over (decision 011). They are not preloaded from the HTML: on a slow link they would share it with the
// styles and fonts the paint waits for (measured: later paints, a lower score, even at low priority).
await Promise.race([
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  // A page opened in the background gets no animation frames.
  new Promise((resolve) => setTimeout(resolve, 100)),
]);
await import('./main.tsx');
