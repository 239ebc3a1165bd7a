import { config } from 'zod';

// Before any schema is built: zod then never probes `new Function`, which the page's CSP (script-src 'self')
// forbids and Chrome reports as a policy violation even though zod catches the error.
config({ jitless: true });
