'use client';
/**
 * The content editor (issue 17 §2 "content in EN and TR edited by admins with the rich-text
 * editor"): the title and the rich-text body of one page or block in English and in Turkish, a
 * preview of each body as it will be saved (the server's sanitizer, `POST …/content/preview`), and
 * Save (`PUT /api/v2/admin/content/{contentId}`; the server sanitizes again, stamps, audits and
 * empties the page caches). On the form kit over the module's `contentInput`, so the browser and
 * the API refuse the same input; server field errors land beside their fields.
 */
import { useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useController, useFormContext } from 'react-hook-form';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { contentInput } from '../validation';
import { RichBody } from './rich-body';

/** A content row's editable fields. */
export interface ContentFormValues {
  titleEn: string;
  titleTr: string;
  bodyEn: string;
  bodyTr: string;
}

/** One language's body: the rich-text editor, its error, and the preview as it will be saved. */
function BodyField({
  name,
  label,
  language,
}: {
  name: 'bodyEn' | 'bodyTr';
  label: string;
  language: string;
}) {
  const t = useTranslations('contentAdmin');
  const tu = useTranslations('ui');
  const te = useTranslations('errors');
  const id = useId();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const { control } = useFormContext<ContentFormValues>();
  const { field, fieldState } = useController({ control, name });
  const [preview, setPreview] = useState<{ html: string } | { failed: true } | null>(null);
  const [busy, setBusy] = useState(false);
  const error = fieldState.error?.message;
  const errorText =
    error && /^[\w-]+(\.[\w-]+)+$/.test(error) && te.has(error as never) ? te(error as never) : error;

  const showPreview = async () => {
    setBusy(true);
    const { data, response } = await quietApi.POST('/api/v2/admin/content/preview', {
      body: { html: typeof field.value === 'string' ? field.value : '' },
    });
    setBusy(false);
    setPreview(response.ok && data ? { html: data.data.html } : { failed: true });
    requestAnimationFrame(() => previewHeading.current?.focus());
  };

  return (
    <div className="text-sm">
      <div
        ref={(el) => {
          field.ref(
            el ? { focus: () => el.querySelector<HTMLElement>('[contenteditable="true"]')?.focus() } : null,
          );
        }}
        data-testid={`editor-${name}`}
      >
        <RichTextEditor
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(html) => field.onChange(html)}
          labels={{
            bold: t('editor.bold'),
            italic: t('editor.italic'),
            heading: t('editor.heading'),
            bulletList: t('editor.bulletList'),
            orderedList: t('editor.orderedList'),
          }}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('bodyHint')}
      </p>
      {errorText ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {tu('form.fieldError', { field: label, message: errorText })}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => void showPreview()}
        disabled={busy}
        className="mt-2 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {busy ? t('previewing') : t('previewOf', { language })}
      </button>
      {preview && (
        <section
          aria-labelledby={`${id}-preview`}
          className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
          data-testid={`preview-${name}`}
        >
          <h3
            id={`${id}-preview`}
            ref={previewHeading}
            tabIndex={-1}
            className="text-sm font-bold text-slate-600"
          >
            {t('previewOf', { language })}
          </h3>
          <p className="text-xs text-slate-600">{t('previewHint')}</p>
          {'failed' in preview ? (
            <p role="alert" className="mt-2 text-red-700">
              {t('previewFailed')}
            </p>
          ) : (
            <RichBody html={preview.html} className="mt-2" />
          )}
        </section>
      )}
    </div>
  );
}

/** Edits content `id`: titles and bodies in English and Turkish, each body with its preview. */
export function ContentEditor({ id, initial }: { id: string; initial: ContentFormValues }) {
  const t = useTranslations('contentAdmin');
  const router = useRouter();
  const form = useZodForm(contentInput, initial);
  const fieldset = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
  return (
    <ZodForm
      form={form}
      testId="content-form"
      success={t('saved')}
      onSubmit={async (values) => {
        const { error, response } = await quietApi.PUT('/api/v2/admin/content/{contentId}', {
          params: { path: { contentId: id } },
          body: values,
        });
        if (!response.ok) return { ok: false, error };
        router.refresh();
        return { ok: true };
      }}
    >
      <fieldset className={fieldset} data-testid="content-en">
        <legend className="px-1 text-base font-bold">{t('english')}</legend>
        <Field name="titleEn" label={t('titleEn')} required autoComplete="off" />
        <BodyField name="bodyEn" label={t('bodyEn')} language={t('english')} />
      </fieldset>
      <fieldset className={fieldset} data-testid="content-tr">
        <legend className="px-1 text-base font-bold">{t('turkish')}</legend>
        <Field name="titleTr" label={t('titleTr')} required autoComplete="off" lang="tr" />
        <BodyField name="bodyTr" label={t('bodyTr')} language={t('turkish')} />
      </fieldset>
      <div className="max-w-xs">
        <FormSubmit busyLabel={t('saving')}>{t('save')}</FormSubmit>
      </div>
    </ZodForm>
  );
}
