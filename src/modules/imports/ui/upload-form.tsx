'use client';
/**
 * The data-add tool's upload form (issue 17 §3 "Upload (up to 20 MB)"): one file field (CSV or
 * Excel .xlsx), sent as multipart to `POST /api/v2/admin/imports`; the server reads the type
 * from the bytes and answers with the new run, whose mapping screen then opens. A refused file
 * shows its message beside the field (form kit).
 */
import { useRouter } from '@/i18n/navigation';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { quietApi } from '@/ui/api/client';
import { multipart } from '@/ui/api/multipart';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const schema = z.object({
  file: z
    .custom<FileList>(
      (v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length === 1,
      'import.file_required',
    )
    .refine((list) => list[0]!.size <= 20 * 1024 * 1024, 'import.file_too_big'),
});

export function UploadForm() {
  const t = useTranslations('dataAddTool');
  const router = useRouter();
  const form = useZodForm(schema, { file: undefined });
  return (
    <ZodForm
      form={form}
      testId="import-upload-form"
      onSubmit={async ({ file }) => {
        const { data, error, response } = await quietApi.POST('/api/v2/admin/imports', {
          body: { file: file[0] },
          ...multipart,
        });
        if (!response.ok || !data) return { ok: false, error };
        router.push({
          pathname: '/admin/management/data-add-tool/[runId]',
          params: { runId: String(data.data.id) },
        });
        return { ok: true, message: t('upload.done', { rows: data.data.totalRows }) };
      }}
    >
      <Field
        name="file"
        label={t('upload.file')}
        hint={t('upload.fileHint')}
        required
        type="file"
        accept={ACCEPT}
      >
        {(control) => <input {...control} type="file" accept={ACCEPT} className="w-full text-sm" />}
      </Field>
      <FormSubmit busyLabel={t('upload.busy')}>{t('upload.submit')}</FormSubmit>
    </ZodForm>
  );
}
