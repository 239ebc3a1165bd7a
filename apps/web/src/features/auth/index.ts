export { useChangePassword, useInsurance, useUpdateInsurance, useUpdateProfile } from './api/use-account.ts';
export { prefetchSession, useLogout, useSession } from './api/use-session.ts';
export { RequireSession } from './components/require-session.tsx';
export { loginPath, safeNext } from './next-path.ts';
