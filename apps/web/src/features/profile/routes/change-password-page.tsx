import { ChangePasswordRequest } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequireSession, useChangePassword } from '../../auth/index.ts';
import { FormError, FormField, SubmitButton } from '../../../shared/forms/form-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { toast } from '../../../shared/ui/toast.ts';

function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useContractForm(ChangePasswordRequest, { currentPassword: '', newPassword: '' });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    change.mutate(body, {
      onSuccess: () => {
        toast.success(t('password.changed'));
        void navigate(`/login?email=${encodeURIComponent(email)}`, { replace: true });
      },
      onError: form.showServerError,
    });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4">
      <FormError error={form.errors._form} />
      <FormField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        {...form.bind('currentPassword')}
      />
      <FormField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.newHint')}
        {...form.bind('newPassword')}
      />
      <div className="max-w-xs">
        <SubmitButton busy={change.isPending}>{t('password.submit')}</SubmitButton>
      </div>
    </form>
  );
}

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.changePassword.title')} intro={t('pages.changePassword.intro')} />
      <RequireSession>{(user) => <ChangePasswordForm email={user.email} />}</RequireSession>
    </>
  );
}
