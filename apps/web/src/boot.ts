import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/cairo/latin-400.css';
import '@fontsource/cairo/latin-700.css';
import './styles.css';

// Lets the browser paint the page the server rendered before the app's scripts run and take it over
// (decision 011): they are downloaded meanwhile (the HTML preloads them), and run right after that paint.
await Promise.race([
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  // A page opened in the background gets no animation frames.
  new Promise((resolve) => setTimeout(resolve, 100)),
]);
await import('./main.tsx');
