export { visitRoutes } from './routes.ts';
export { iceServersFor, turnCredentials } from './ice-servers.ts';
export { visitWindow } from './visit-access.ts';
