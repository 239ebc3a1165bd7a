// The web build resolves '@tabib/contracts' to this module (vite.config.ts), so that zod is configured for
// the browser before the contracts build their schemas; the import order below is what guarantees it.
import './zod-jitless.ts';

export * from '../../../../packages/contracts/src/index.ts';
