'use client';
/**
 * Admin roles on the admins screen (issue 17 §1 "admins: grant and revoke admin, super admin and
 * rapor-admin (never beyond one's own role; audited)"): the roles held, each revocable after a
 * confirmation (`DELETE /api/v2/admin/admins/{userId}/{entityId}`; not one's own super admin
 * role, which the server refuses too), and a form granting a role to a registered user by e-mail
 * (`POST /api/v2/admin/admins`): super admin, report admin, or admin of a source chosen from the
 * known sources or typed. Super admins only (the page is theirs).
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { quietApi, type ApiSchemas } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';
import { ScrollRegion } from '@/ui/scroll-region';
import { adminGrantInput, ADMIN_ROLE_KINDS } from '../validation';

type Row = ApiSchemas['AdminRoleRow'];

/** The roles table and the grant form; `viewerId` marks the viewer's own rows. */
export function AdminRoles({
  roles,
  sources,
  viewerId,
  dates,
}: {
  roles: Row[];
  sources: string[];
  viewerId: string;
  /** `grantedAt` of each row formatted for the viewer (server-made, so both renders agree). */
  dates: Record<string, string>;
}) {
  const t = useTranslations('adminArea.admins');
  const router = useRouter();
  const label = (r: Pick<Row, 'kind' | 'source'>) => t(`kinds.${r.kind}`, { source: r.source ?? '' });
  return (
    <div className="space-y-8">
      {roles.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ScrollRegion label={t('table')} testId="admin-roles">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t('table')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3">
                  {t('user')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('role')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('grantedAt')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roles.map((r) => {
                const own = r.userId === viewerId;
                return (
                  <tr key={`${r.userId}:${r.entityId}`} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <span className="font-semibold">{r.name || r.email}</span>
                      {own && <span className="text-slate-600"> {t('you')}</span>}
                      <br />
                      <span className="break-all text-slate-600">{r.email}</span>
                    </th>
                    <td className="py-2 pr-3">
                      {label(r)} <code className="text-xs text-slate-600">{r.entityId}</code>
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{dates[`${r.userId}:${r.entityId}`]}</td>
                    <td className="py-2 pr-3">
                      {own && r.kind === 'super' ? null : (
                        <Revoke row={r} roleLabel={label(r)} onDone={() => router.refresh()} />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p className="text-sm text-slate-600">{t('lastSuperNote')}</p>
      <GrantForm sources={sources} onDone={() => router.refresh()} />
    </div>
  );
}

function Revoke({ row, roleLabel, onDone }: { row: Row; roleLabel: string; onDone: () => void }) {
  const t = useTranslations('adminArea.admins');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('revokeQuestion', { role: roleLabel, email: row.email })}
        description={t('revokeExplained')}
        confirmLabel={t('revoke')}
        testId="confirm-revoke"
        onConfirm={async () => {
          setProblem(null);
          const { error, response } = await quietApi.DELETE('/api/v2/admin/admins/{userId}/{entityId}', {
            params: { path: { userId: row.userId, entityId: row.entityId } },
          });
          if (!response.ok) {
            setProblem(messageOf(error) ?? t('failed'));
            return;
          }
          toast.success(t('revoked'));
          onDone();
        }}
        trigger={
          <button
            type="button"
            aria-label={`${t('revoke')}: ${roleLabel}, ${row.email}`}
            className="font-semibold text-red-800 underline"
          >
            {t('revoke')}
          </button>
        }
      />
      {problem && (
        <span role="alert" className="text-red-800">
          {problem}
        </span>
      )}
    </span>
  );
}

function GrantForm({ sources, onDone }: { sources: string[]; onDone: () => void }) {
  const t = useTranslations('adminArea.admins');
  const form = useZodForm(adminGrantInput, { email: '', role: 'admin', source: '' });
  const role = useWatch({ control: form.control, name: 'role' });
  return (
    <section
      aria-labelledby="grant-role"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="grant-role" className="text-lg font-bold">
        {t('grantTitle')}
      </h2>
      <ZodForm
        form={form}
        testId="grant-role-form"
        className="mt-3 space-y-4"
        success={t('granted')}
        onSubmit={async (values) => {
          const { error, response } = await quietApi.POST('/api/v2/admin/admins', { body: values });
          if (!response.ok) return { ok: false, error };
          form.reset({ email: '', role: values.role, source: values.source ?? '' });
          onDone();
          return { ok: true };
        }}
      >
        <Field name="email" label={t('email')} type="email" required autoComplete="off" />
        <Field name="role" label={t('roleLabel')} required>
          {(control) => (
            <select {...control} className={`${control.className} bg-white`}>
              {ADMIN_ROLE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`roleOptions.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {role === 'admin' && (
          <>
            <Field
              name="source"
              label={t('sourceLabel')}
              required
              hint={t('sourceHint')}
              autoComplete="off"
              list="admin-sources"
            />
            <datalist id="admin-sources">
              {sources.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </>
        )}
        <FormSubmit busyLabel={t('granting')}>{t('grant')}</FormSubmit>
      </ZodForm>
    </section>
  );
}
