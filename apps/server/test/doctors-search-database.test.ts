// Every search behaviour of doctors.test.ts again, answered by PostgreSQL alone (SEARCH_BACKEND=database,
// decision 047): the same filters, orders, pages, totals and freshness as the search copy's.
import { searchBackendUnderTest } from './support/search-backend.ts';

searchBackendUnderTest.backend = 'database';
await import('./doctors.test.ts');
