'use client';
/**
 * The form of a header menu, a menu's or group's link, a footer group or a social button
 * (issue 17 §1 "labels and links per language, order, external links open in a new tab"; D §5
 * "Link fields must be valid; social links accept only listed hosts"): EN and TR labels, the
 * address (a site path or an https URL) and its optional Turkish one, the new-tab switch, the
 * network of a social button, the menu or group a link belongs to, and the shown switch. The
 * form kit over `linkInput` (./validation.ts), so the browser and the API refuse the same input
 * with the same messages. Saved with `POST /api/v2/admin/site/links` (new) or
 * `PUT …/links/{id}`, then the page reloads.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { SOCIAL_NAMES } from '@/lib/links';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { linkInput, SOCIAL_ICONS, type LinkArea } from '../validation';

/** What the form edits: a header menu, a link (of a menu or group), a footer group, a social button. */
export type LinkFormKind = 'menu' | 'link' | 'group' | 'social';

/** A row's editable values as the page hands them over. */
export interface LinkFormValues {
  parentId: number | null;
  labelEn: string;
  labelTr: string;
  urlEn: string;
  urlTr: string;
  external: boolean;
  icon: string | null;
  active: boolean;
}

const EMPTY: LinkFormValues = {
  parentId: null,
  labelEn: '',
  labelTr: '',
  urlEn: '',
  urlTr: '',
  external: false,
  icon: null,
  active: true,
};

/** The menus or groups a link may belong to (a link can move to another). */
export interface ParentOption {
  id: number;
  label: string;
}

/** A select bound to the form (the form kit's Field renders its label, hint and error). */
function Select({
  name,
  label,
  hint,
  required,
  options,
}: {
  name: 'icon' | 'parentId';
  label: string;
  hint?: string;
  required?: boolean;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <Field name={name} label={label} hint={hint} required={required}>
      {(control) => (
        <select {...control}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The new-tab switch (not for groups and social buttons, which never / always open a new tab). */
function ExternalSwitch({ label }: { label: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="size-4" {...register('external')} />
      {label}
    </label>
  );
}

/** Creates (no `id`) or edits a row of `area`; `kind` picks the fields. */
export function LinkForm({
  area,
  kind,
  id,
  initial,
  parents = [],
  testId,
  submitLabel,
  createdMessage,
}: {
  area: LinkArea;
  kind: LinkFormKind;
  id?: number;
  initial?: Partial<LinkFormValues>;
  /** For `link`: the menus or groups it may belong to. */
  parents?: ParentOption[];
  testId?: string;
  /** The submit button's text (default "Save"). */
  submitLabel?: string;
  /** The toast after a creation (default "Saved."). */
  createdMessage?: string;
}) {
  const t = useTranslations('siteAdmin');
  const router = useRouter();
  const start = { ...EMPTY, ...initial };
  const defaults = {
    area,
    parentId: start.parentId === null ? '' : String(start.parentId),
    labelEn: start.labelEn,
    labelTr: start.labelTr,
    urlEn: start.urlEn,
    urlTr: start.urlTr,
    external: start.external,
    icon: start.icon ?? '',
    active: start.active,
  };
  const form = useZodForm(linkInput, defaults);
  const social = kind === 'social';
  const group = kind === 'group';
  return (
    <ZodForm
      form={form}
      testId={testId}
      className="grid gap-4 sm:grid-cols-2"
      success={id ? t('common.saved') : (createdMessage ?? t('common.saved'))}
      onSubmit={async (values) => {
        const body = { ...values, icon: values.icon ?? null, parentId: values.parentId ?? null };
        const { error, response } = id
          ? await quietApi.PUT('/api/v2/admin/site/links/{id}', { params: { path: { id } }, body })
          : await quietApi.POST('/api/v2/admin/site/links', { body });
        if (!response.ok) return { ok: false, error };
        if (!id) form.reset(defaults);
        router.refresh();
        return { ok: true };
      }}
    >
      {social && (
        <div className="sm:col-span-2">
          <Select
            name="icon"
            label={t('footer.network')}
            required
            options={[
              { value: '', label: t('footer.chooseNetwork') },
              ...SOCIAL_ICONS.map((n) => ({ value: n, label: SOCIAL_NAMES[n] })),
            ]}
          />
        </div>
      )}
      {kind === 'link' && parents.length > 1 && (
        <div className="sm:col-span-2">
          <Select
            name="parentId"
            label={t('common.parent')}
            required
            options={parents.map((p) => ({ value: String(p.id), label: p.label }))}
          />
        </div>
      )}
      <Field
        name="labelEn"
        label={social ? t('footer.socialLabelEn') : group ? t('footer.groupLabelEn') : t('common.labelEn')}
        hint={
          social
            ? t('footer.socialLabelHint')
            : kind === 'link'
              ? t('common.labelOneLanguageHint')
              : undefined
        }
        required={kind !== 'link'}
        maxLength={80}
        autoComplete="off"
      />
      <Field
        name="labelTr"
        label={social ? t('footer.socialLabelTr') : group ? t('footer.groupLabelTr') : t('common.labelTr')}
        hint={kind === 'link' ? t('common.labelOneLanguageHint') : undefined}
        required={kind !== 'link'}
        maxLength={80}
        autoComplete="off"
        lang="tr"
      />
      {!group && (
        <>
          <Field
            name="urlEn"
            label={social ? t('footer.socialUrl') : t('common.urlEn')}
            hint={
              social
                ? t('footer.socialUrlHint')
                : kind === 'menu'
                  ? t('header.menuUrlHint')
                  : t('common.urlHint')
            }
            required={kind !== 'menu'}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
          />
          <Field
            name="urlTr"
            label={social ? t('footer.socialUrlTr') : t('common.urlTr')}
            hint={social ? undefined : t('common.urlTrHint')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
          />
        </>
      )}
      <div className="flex flex-col gap-2 sm:col-span-2">
        {!group && !social && <ExternalSwitch label={t('common.external')} />}
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...form.register('active')} />
          {t('common.active')}
        </label>
      </div>
      <div className="sm:col-span-2">
        <FormSubmit busyLabel={t('common.saving')}>{submitLabel ?? t('common.save')}</FormSubmit>
      </div>
    </ZodForm>
  );
}
