import { LoginRequest } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormError, FormField, SubmitButton } from '../../../shared/forms/form-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useLogin } from '../api/use-account.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { OidcButtons, oidcErrorKey, useOidcProviders } from '../components/oidc-buttons.tsx';
import { goTo } from '../../../shared/go-to.ts';
import { safeNext } from '../next-path.ts';

export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const providers = useOidcProviders();
  const providerError = oidcErrorKey(location.search);
  const form = useContractForm(LoginRequest, {
    email: new URLSearchParams(location.search).get('email') ?? '',
    password: '',
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    login.mutate(body, {
      onSuccess: (answer) => {
        if (!('user' in answer)) {
          // The second step is a page of the server's (decision 039): the code, then back to `next`.
          const query = new URLSearchParams({ challenge: answer.challenge, next: safeNext(location.search) });
          window.location.assign(`/login/two-factor?${query.toString()}&lang=${i18n.language}`);
          return;
        }
        const { user } = answer;
        toast.success(t('login.welcome', { name: user.name }));
        goTo(navigate, safeNext(location.search), { replace: true });
      },
      onError: form.showServerError,
    });
  };

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      {providerError ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {t(providerError)}
        </p>
      ) : null}
      <OidcButtons next={safeNext(location.search)} />
      {providers.data && providers.data.items.length > 0 ? (
        <p className="my-5 flex items-center gap-3 text-sm text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
          {t('login.or')}
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormError error={form.errors._form} />
        <FormField label={t('login.email')} type="email" dir="ltr" autoComplete="email" {...form.bind('email')} />
        <FormField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          {...form.bind('password')}
        />
        <SubmitButton busy={login.isPending}>{t('login.submit')}</SubmitButton>
      </form>
      <p className="mt-4 text-center">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          {t('login.forgot')}
        </Link>
      </p>
      <p className="mt-6 text-center text-slate-700">
        {t('login.noAccount')}{' '}
        <Link to={`/signup${location.search}`} className="font-semibold text-brand-700 underline">
          {t('login.signupLink')}
        </Link>
      </p>
      <p className="mt-2 text-center">
        <Link to="/joinnewdoctor" className="font-semibold text-brand-700 underline">
          {t('login.doctorLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
