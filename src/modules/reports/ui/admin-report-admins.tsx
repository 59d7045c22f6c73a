'use client';
/**
 * Who may manage reports besides super admins (D §6 "Reports submenu: super admin or rapor-admin
 * with FULL_ACCESS"): the report admins, each removable after a confirmation, and a form that
 * appoints a registered user by e-mail (`PUT /api/v2/reports/management/admins`). Super admins only.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';
import { reportAdminInput } from '../admin-validation';

/** Super admins appoint a registered user report admin by e-mail, or take the right away. */
export function ReportAdmins({ admins }: { admins: Array<{ userId: string; name: string; email: string }> }) {
  const t = useTranslations('reportAdmin');
  const router = useRouter();
  const form = useZodForm(reportAdminInput, { email: '', isReportAdmin: true });
  return (
    <div className="space-y-4">
      {admins.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admins.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="report-admins">
          {admins.map((a) => (
            <li key={a.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="break-all">
                <span className="font-semibold">{a.name}</span> · {a.email}
              </span>
              <RemoveAdmin email={a.email} onDone={() => router.refresh()} />
            </li>
          ))}
        </ul>
      )}
      <ZodForm
        form={form}
        testId="report-admin-form"
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        requiredNote={false}
        success={t('admins.appointed')}
        onSubmit={async (values) => {
          const { error, response } = await quietApi.PUT('/api/v2/reports/management/admins', {
            body: values,
          });
          if (!response.ok) return { ok: false, error };
          form.reset({ email: '', isReportAdmin: true });
          router.refresh();
          return { ok: true };
        }}
      >
        <Field name="email" label={t('admins.email')} type="email" required autoComplete="off" />
        <FormSubmit busyLabel={t('common.saving')}>{t('admins.appoint')}</FormSubmit>
      </ZodForm>
    </div>
  );
}

function RemoveAdmin({ email, onDone }: { email: string; onDone: () => void }) {
  const t = useTranslations('reportAdmin');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className="inline-flex items-center gap-2">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admins.removeQuestion', { email })}
        confirmLabel={t('admins.remove')}
        onConfirm={async () => {
          const { error, response } = await quietApi.PUT('/api/v2/reports/management/admins', {
            body: { email, isReportAdmin: false },
          });
          if (!response.ok) {
            setProblem(messageOf(error) ?? t('common.saveFailed'));
            return;
          }
          toast.success(t('admins.removed'));
          onDone();
        }}
        trigger={
          <button
            aria-label={`${t('admins.remove')}: ${email}`}
            type="button"
            className="font-semibold text-red-700 underline"
          >
            {t('admins.remove')}
          </button>
        }
      />
      {problem && (
        <span role="alert" className="text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
