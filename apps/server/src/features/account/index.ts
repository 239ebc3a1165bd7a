// The account feature's public entry: the owner's own data (export, deletion).
export { accountRoutes } from './routes.ts';
export { deleteAccount } from './delete-account.ts';
export { exportAccount } from './export-account.ts';
