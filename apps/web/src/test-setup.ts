import { createRequire } from 'node:module';
import { afterAll, afterEach, expect } from 'vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import './shared/preact-parity.ts';

afterEach(() => cleanup());

// Preact's hooks run effects after the next frame, racing requestAnimationFrame against a 35 ms timer that then
// calls cancelAnimationFrame. When that timer fires after the file's jsdom window is gone, the global is missing
// and the run reports an uncaught error. jsdom paints nothing, so a timer alone is the frame here.
options.requestAnimationFrame = (callback) => {
  setTimeout(callback, 0);
};

// One renderer (vitest.config.ts): components render with preact/compat, as in the build. React itself
// only ships CommonJS, so had anything loaded it, Node's module cache would hold it.
afterAll(() => {
  const react = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
    /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(file),
  );
  expect(react, 'React itself was loaded').toEqual([]);
});
