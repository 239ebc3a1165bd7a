import { SignupRequest } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormError, FormField, GenderField, SubmitButton } from '../../../shared/forms/form-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSignup } from '../api/use-account.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { safeNext } from '../next-path.ts';
import { goTo } from '../../../shared/go-to.ts';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const signup = useSignup();
  const form = useContractForm(SignupRequest, {
    name: '',
    phone: '',
    email: '',
    birthDate: '',
    password: '',
    gender: '',
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    // Signed in straight away: asking for the password just chosen again would only add a step.
    signup.mutate(body, {
      onSuccess: ({ user }) => {
        toast.success(t('signup.welcome', { name: user.name }));
        goTo(navigate, safeNext(location.search), { replace: true });
      },
      onError: form.showServerError,
    });
  };

  return (
    <AuthCard title={t('signup.title')} intro={t('signup.intro')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormError error={form.errors._form} />
        <FormField label={t('signup.name')} autoComplete="name" {...form.bind('name')} />
        <FormField
          label={t('signup.phone')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          hint={t('signup.phoneHint')}
          {...form.bind('phone')}
        />
        <FormField label={t('signup.email')} type="email" dir="ltr" autoComplete="email" {...form.bind('email')} />
        <FormField label={t('signup.birthDate')} type="date" autoComplete="bday" {...form.bind('birthDate')} />
        <GenderField
          name="gender"
          legend={t('signup.gender')}
          labels={{ male: t('signup.male'), female: t('signup.female') }}
          value={form.values.gender}
          onChange={(g) => form.setField('gender', g)}
          error={form.errors.gender}
        />
        <FormField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('signup.passwordHint')}
          {...form.bind('password')}
        />
        <SubmitButton busy={signup.isPending}>{t('signup.submit')}</SubmitButton>
      </form>
      <p className="mt-6 text-center text-slate-700">
        {t('signup.haveAccount')}{' '}
        <Link to={`/login${location.search}`} className="font-semibold text-brand-700 underline">
          {t('signup.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
