/** The API of spec section 7 under /compat, one file per subject; `parts.ts` stays internal. */
export * from './shape.ts';
export * from './accounts.ts';
export * from './directory.ts';
export * from './medicines.ts';
export * from './contact.ts';
export * from './reviews.ts';
export * from './booking.ts';
export * from './chat.ts';
