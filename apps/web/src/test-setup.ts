import { createRequire } from 'node:module';
import { afterAll, afterEach, expect } from 'vitest';
import { cleanup } from '@testing-library/react';
import './shared/preact-parity.ts';

afterEach(() => cleanup());

// One renderer (vitest.config.ts): components render with preact/compat, as in the build. React itself
// only ships CommonJS, so had anything loaded it, Node's module cache would hold it.
afterAll(() => {
  const react = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
    /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(file),
  );
  expect(react, 'React itself was loaded').toEqual([]);
});
