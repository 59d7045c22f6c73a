'use client';
/**
 * The logo screen's controls (issue 17 §1 "logo upload"; D §5 "other uploads up to 3MB"): the
 * current logo on a header-like strip (or the built-in mark), a file button that uploads a new
 * image (`POST /api/v2/admin/site/logo`, multipart `file`; the server reads the type from the
 * bytes and refuses more than 3 MB, its message shown here), the text alternative's form
 * (`PUT …/logo`) and "Use the built-in logo" after a ConfirmDialog (`DELETE …/logo`).
 */
import Image from 'next/image';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { messageOf } from '@/ui/api/failure';
import { multipart } from '@/ui/api/multipart';
import { FileButton } from '@/ui/file-button';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { ConfirmDialog } from '@/ui/primitives/confirm-dialog';
import { toast } from '@/ui/primitives/toast';
import { logoAltInput, type LogoSetting } from '../validation';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** The logo preview, upload, text alternative and reset. */
export function LogoEditor({ logo }: { logo: LogoSetting }) {
  const t = useTranslations('siteAdmin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(logoAltInput, { alt: logo.alt });

  async function upload(file: File) {
    setBusy(true);
    setProblem(null);
    const { error, response } = await quietApi.POST('/api/v2/admin/site/logo', {
      body: { file },
      ...multipart,
    });
    setBusy(false);
    if (!response.ok) {
      setProblem(messageOf(error) ?? t('logo.failed'));
      return;
    }
    toast.success(t('logo.uploaded'));
    router.refresh();
  }

  return (
    <div className="space-y-8" aria-busy={busy}>
      <section
        aria-labelledby="logo-current"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="logo-current" className="text-lg font-bold">
          {t('logo.current')}
        </h2>
        <div
          className="mt-3 flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3"
          data-testid="logo-preview"
        >
          {logo.url ? (
            <Image
              unoptimized
              src={logo.url}
              alt={t('logo.previewAlt', { alt: logo.alt })}
              width={128}
              height={32}
              className="h-8 w-32 object-contain object-left"
            />
          ) : (
            <>
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-lg bg-brand-600 font-bold text-white"
              >
                SA
              </span>
              <span className="text-lg font-bold">Startup Atlas</span>
            </>
          )}
        </div>
        {!logo.url && <p className="mt-2 text-sm text-slate-600">{t('logo.builtIn')}</p>}
        <p id="logo-upload-hint" className="mt-4 text-sm text-slate-600">
          {t('logo.uploadHint')}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <FileButton
            label={busy ? t('logo.uploading') : logo.url ? t('logo.replace') : t('logo.upload')}
            accept={IMAGE_TYPES}
            onFile={(file) => void upload(file)}
          />
          {logo.url && (
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('logo.resetQuestion')}
              description={t('logo.resetDescription')}
              confirmLabel={t('logo.resetConfirm')}
              onConfirm={async () => {
                const { error, response } = await quietApi.DELETE('/api/v2/admin/site/logo');
                if (!response.ok) {
                  setProblem(messageOf(error) ?? t('common.failed'));
                  return false;
                }
                toast.success(t('logo.resetDone'));
                router.refresh();
              }}
              trigger={
                <button type="button" className="text-sm font-semibold text-red-700 underline">
                  {t('logo.reset')}
                </button>
              }
            />
          )}
        </div>
        {problem && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        )}
      </section>
      <section
        aria-labelledby="logo-alt"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="logo-alt" className="mb-4 text-lg font-bold">
          {t('logo.alt')}
        </h2>
        <ZodForm
          form={form}
          testId="logo-alt-form"
          success={t('logo.altSaved')}
          onSubmit={async (values) => {
            const { error, response } = await quietApi.PUT('/api/v2/admin/site/logo', { body: values });
            if (!response.ok) return { ok: false, error };
            router.refresh();
            return { ok: true };
          }}
        >
          <Field name="alt" label={t('logo.alt')} hint={t('logo.altHint')} required maxLength={200} />
          <FormSubmit busyLabel={t('common.saving')}>{t('common.save')}</FormSubmit>
        </ZodForm>
      </section>
    </div>
  );
}
