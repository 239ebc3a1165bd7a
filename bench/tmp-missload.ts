import { userSearches } from './search-mix.ts';
import { autocannon, cannonLine } from './support.ts';
const base = process.argv[2]!;
const offset = Number(process.argv[3] ?? 0);
const userSearch = await userSearches(base);
let unique = offset;
const miss = await autocannon({ url: base, connections: 10, duration: Number(process.argv[4] ?? 10),
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: userSearch(unique++) }) }] });
console.log(cannonLine('miss', miss));
