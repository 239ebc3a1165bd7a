import type { OidcLoginError, OidcProvidersResponse } from '@tabib/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';

const loginErrors: readonly OidcLoginError[] = ['oidc_failed', 'oidc_email_unverified'];

/** The message key (namespace `auth`) for /login?error=..., when a sign-in through a provider came back failed. */
export function oidcErrorKey(search: string): `oidc.errors.${OidcLoginError}` | null {
  const error = new URLSearchParams(search).get('error');
  const known = loginErrors.find((code) => code === error);
  return known ? `oidc.errors.${known}` : null;
}

export function useOidcProviders() {
  return useQuery({
    queryKey: ['auth', 'oidc-providers'],
    queryFn: ({ signal }) => api<OidcProvidersResponse>('/auth/oidc/providers', { signal }),
    staleTime: Infinity,
  });
}

/**
 * One "Continue with ..." link per provider the server has configured; nothing at all when there is none.
 * A plain link, not a client-side route: the browser itself must leave for the provider.
 */
export function OidcButtons({ next }: { next?: string }) {
  const { t } = useTranslation('auth');
  const providers = useOidcProviders().data?.items ?? [];
  if (providers.length === 0) return null;
  const query = next && next !== '/' ? `?next=${encodeURIComponent(next)}` : '';
  return (
    <ul className="space-y-3">
      {providers.map((provider) => (
        <li key={provider.id}>
          <a
            href={`/api/v1/auth/oidc/${encodeURIComponent(provider.id)}/start${query}`}
            className="flex w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {provider.id === 'google' ? <GoogleMark /> : null}
            {provider.id === 'google' ? t('oidc.google') : t('oidc.continueWith', { name: provider.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
