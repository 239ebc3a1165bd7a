import { UpdateAppointmentRequest, type Appointment } from '@tabib/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSlots, useUpdateAppointment } from '../api/booking.ts';
import { localDateOf } from '../format.ts';
import { ContactFields, type ContactField } from './contact-fields.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { Button } from '../../../shared/ui/button.tsx';

/** Move to another free time and/or change the contact details; empty fields keep the current values. */
export function RescheduleDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <Dialog open={appointment !== null} title={t('reschedule.title')} onClose={onClose}>
      {appointment ? <RescheduleForm appointment={appointment} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RescheduleForm({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation();
  const id = useId();
  const slots = useSlots(appointment.doctor.id);
  const update = useUpdateAppointment();
  const form = useContractForm(UpdateAppointmentRequest, { patientName: '', phone: '', email: '' });
  const contact = form.values as Record<ContactField, string>;
  const { errors } = form;
  const [day, setDay] = useState<string | null>(localDateOf(appointment.startsAt));
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = { ...contact, ...(startsAt ? { startsAt } : {}) };
    if (!form.validate({ draft: body })) return;
    update.mutate(
      { id: appointment.id, body },
      {
        onSuccess: () => {
          toast.success(t('toast.updated'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'slot_taken') {
            setStartsAt(null);
            void slots.refetch();
          }
          if (error instanceof ApiError && error.code === 'validation_failed') form.setErrors(error.fields);
          setProblem(
            error instanceof ApiError && error.code !== 'network'
              ? tc(`errors.codes.${error.code}`)
              : tc('errors.network'),
          );
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('reschedule.hint')}</p>
      {slots.isPending ? (
        <Spinner />
      ) : slots.isError ? null : (
        <SlotPicker
          slots={slots.data.items}
          timeZone={slots.data.timeZone}
          day={day}
          onDayChange={(d) => {
            setDay(d);
            setStartsAt(null);
          }}
          value={startsAt}
          onChange={setStartsAt}
          error={errors.startsAt ? t(`fields.${errors.startsAt}`, { defaultValue: t('fields.invalid') }) : undefined}
        />
      )}
      <ContactFields
        idPrefix={id}
        values={contact}
        placeholders={{ patientName: appointment.patientName, phone: appointment.phone, email: appointment.email }}
        errors={errors}
        onChange={(field, value) => form.setValues((c) => ({ ...c, [field]: value }))}
        labels={{ patientName: t('reschedule.userName'), phone: t('form.phone'), email: t('form.email') }}
        hints={{ email: t('form.emailHint') }}
      />
      <FormActions problem={problem}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('reschedule.saving') : t('reschedule.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('reschedule.cancel')}
        </Button>
      </FormActions>
    </form>
  );
}
