// The process's entry. V8's small-machine settings are set before the server's modules load: evaluating them
// already grows the young generation to its largest, and a size once grown is kept (decision 055).
import { loadConfigOrExit } from './config.ts';
import { isSmallMachine, tuneForSmallMachine } from './shared/small-machine.ts';

const config = loadConfigOrExit();
if (!config.DATABASE_URL && isSmallMachine(config.SMALL_MACHINE)) tuneForSmallMachine();
const { serve } = await import('./serve.ts');
await serve(config);
