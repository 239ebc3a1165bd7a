// `npm start`: builds the web app and the server when missing or stale, then runs the compiled server in this
// same process (one Node process under npm, nothing to compile at start; decision 021).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale('web');
buildIfStale('server');
process.env.NODE_ENV = 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/server/dist/main.js')).href);
