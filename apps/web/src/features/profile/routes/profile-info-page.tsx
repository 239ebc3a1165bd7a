import { UpdateProfileRequest, type User } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';
import { RequireSession, useUpdateProfile } from '../../auth/index.ts';
import { FormError, FormField, GenderField, SubmitButton } from '../../../shared/forms/form-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { toast } from '../../../shared/ui/toast.ts';

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const update = useUpdateProfile();
  const form = useContractForm(UpdateProfileRequest, {
    name: user.name,
    phone: user.phone,
    email: user.email,
    birthDate: user.birthDate ?? '',
    // Unset until the person gives it (accounts made through an identity provider or /compat).
    gender: user.gender ?? undefined,
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    update.mutate(body, { onSuccess: () => toast.success(t('profile.saved')), onError: form.showServerError });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4">
      <FormError error={form.errors._form} />
      <FormField label={t('profile.name')} autoComplete="name" {...form.bind('name')} />
      <FormField label={t('profile.phone')} type="tel" dir="ltr" autoComplete="tel" {...form.bind('phone')} />
      <FormField label={t('profile.email')} type="email" dir="ltr" autoComplete="email" {...form.bind('email')} />
      <FormField label={t('profile.birthDate')} type="date" {...form.bind('birthDate')} />
      <GenderField
        name="gender"
        legend={t('profile.gender')}
        labels={{ male: t('profile.male'), female: t('profile.female') }}
        value={form.values.gender ?? ''}
        onChange={(g) => form.setField('gender', g)}
        error={form.errors.gender}
      />
      <div className="max-w-xs">
        <SubmitButton busy={update.isPending}>{t('profile.save')}</SubmitButton>
      </div>
    </form>
  );
}

export default function ProfileInfoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.profileInfo.title')} intro={t('pages.profileInfo.intro')} />
      <RequireSession>{(user) => <ProfileForm key={user.id} user={user} />}</RequireSession>
    </>
  );
}
