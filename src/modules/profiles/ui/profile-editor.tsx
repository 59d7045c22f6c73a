'use client';
/**
 * The `/profile` editor (issue 4; spec public-and-account §2 account pages, §3 "User / talent",
 * §4 "Profile lists" and "Unsaved edits", §5 rules). Personal information is saved with
 * PUT /api/v2/users/me; unsaved edits raise the Save/Undo notice for 10 seconds ('There are
 * unsaved changes' / 'Save your changes' / 'Changes are undone'). Photo and cover go to the
 * upload calls; lists are edited by ListEditor. The server checks every rule again; the fields
 * it requires carry a visible mark and `aria-required`, and each refused field shows its message
 * beside it, named after the field, with a summary above the Save button (issue 13 §1). The
 * personal information is a react-hook-form (issue 13 §4): the server's errors land on their
 * fields and the first takes the focus; a saved change shows a toast.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { FormProvider } from 'react-hook-form';
import { quietApi } from '@/ui/api/client';
import { fetchCities } from '@/ui/use-cities';
import { FormMessage } from '@/ui/form';
import { UntilHydrated } from '@/ui/form-kit';
import { reportSave, useRowForm } from '@/ui/row-form';
import { errorPaths } from '@/ui/step-form';
import { toast } from '@/ui/primitives/toast';
import { SOCIAL_NETWORKS_FOR_PROFILE, type ProfileEditorProps, type ProfileFormState } from './types';
import { ListEditor } from './list-editor';
import { JobPreferencesFields } from './job-preferences';
import { ProfileImages } from './profile-images';
import { ListingSwitch } from './listing-switch';
import { toForm, toInput } from './profile-form-state';
import { UnsavedNotice } from './unsaved-notice';
import { ProfessionsEditor } from './professions-editor';
import { RichTextEditor } from '@/ui/rich-text-editor';
import {
  FieldError,
  fieldId,
  namedError,
  ProfileInput,
  ProfileSelect,
  ReadOnlyInput,
  useProfileField,
} from './profile-fields';

type Translate = ReturnType<typeof useTranslations<'profile'>>;

/** The visible label of each field the server may name (`data.fields` keys), in the page language. */
function profileFieldLabels(t: Translate): Record<string, string> {
  return {
    name: t('name'),
    surname: t('surname'),
    title: t('jobTitle'),
    phone: t('phone'),
    phoneCountry: t('phoneCountry'),
    gender: t('gender'),
    birthday: t('birthday'),
    countryId: t('country'),
    cityId: t('city'),
    countyId: t('city'),
    about: t('about'),
    jobSearchStatusId: t('jobSearchStatus'),
    openToWork: t('openToWork'),
    workingPlanIds: t('workingPlans'),
    employmentTypeIds: t('employmentTypes'),
    salaryMin: t('salaryMin'),
    salaryMax: t('salaryMax'),
    salaryCurrency: t('currency'),
    shareMin: t('shareMin'),
    shareMax: t('shareMax'),
    ...Object.fromEntries(SOCIAL_NETWORKS_FOR_PROFILE.map((n) => [`socialLinks.${n}`, t(`networks.${n}`)])),
  };
}

/** Moves the focus to the control of a refused field (the first input of a checkbox group). */
function focusField(key: string) {
  const element = document.getElementById(fieldId(key));
  const control = element?.matches('input, select, textarea')
    ? element
    : element?.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"]');
  control?.focus();
}

/** The about text (rich text) bound to the profile form, its error beside it. */
function AboutField({ label, t }: { label: string; t: Translate }) {
  const { field, error } = useProfileField('about');
  const id = fieldId('about');
  return (
    <div
      id={id}
      ref={(el) =>
        field.ref(
          el ? { focus: () => el.querySelector<HTMLElement>('[contenteditable="true"]')?.focus() } : null,
        )
      }
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
      <FieldError id={`${id}-error`}>{error && namedError(label, error)}</FieldError>
    </div>
  );
}

/** The profile editor: personal information and job preferences, images, lists and professions. */
export function ProfileEditor({ initial, options }: ProfileEditorProps) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const router = useRouter();
  const form = useRowForm<ProfileFormState>(toForm(initial));
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<'unsaved' | 'undone' | null>(null);
  const [cities, setCities] = useState<Array<{ id: number; name: string }>>([]);
  const busy = form.formState.isSubmitting;
  const dirty = form.formState.isDirty;
  const countryId = form.watch('countryId');
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The unsaved-changes notice shows for 10 seconds after each edit (spec §4, §9).
  useEffect(() => {
    const subscription = form.watch((_, { type }) => {
      if (type !== 'change') return;
      setNotice('unsaved');
      clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => setNotice(null), 10_000);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const loadCities = (id: number) => void fetchCities(id).then(setCities);
  // The saved country's cities, once (again after a language switch: names in the page language).
  const initialCountry = useRef(form.getValues('countryId'));
  useEffect(() => {
    void fetchCities(initialCountry.current).then(setCities);
  }, [locale]);

  const save = async (values: ProfileFormState) => {
    setMessage(null);
    // The form shows the outcome itself (message and field errors): no notice.
    const res = await quietApi.PUT('/api/v2/users/me', { body: toInput(values) });
    const failure = reportSave(form, res, { saved: t('saved'), failed: t('saveFailed') });
    setMessage(failure);
    if (res.response.ok) {
      // What was saved is the new starting point (Undo goes back to it).
      form.reset(values);
      setNotice(null);
      router.refresh();
    }
  };
  const submit = () => {
    form.clearErrors();
    void form.handleSubmit(save)();
  };
  const undo = () => {
    form.reset();
    setNotice('undone');
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), 5_000);
  };

  const labels = profileFieldLabels(t);
  const labelOf = (key: string) => labels[key] ?? key;
  const errors = form.formState.errors;
  // The summary names every refused field too (the focus goes to the first one).
  const messageAt = (path: string) =>
    (
      path
        .split('.')
        .reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], errors) as
        { message?: string } | undefined
    )?.message ?? '';
  const summary = errorPaths(errors).map((key) => ({ key, text: namedError(labelOf(key), messageAt(key)) }));
  return (
    <div className="space-y-6">
      <ProfileImages
        initial={initial}
        onResult={(m) => (m.ok ? toast.success(m.text) : setMessage(m.text))}
      />
      <ListingSwitch listed={initial.isListed} seoUrl={initial.seoUrl} />

      <FormProvider {...form}>
        <form
          id="personal-details"
          className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          data-testid="profile-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) submit();
          }}
        >
          <UntilHydrated className="space-y-4">
            <h2 className="text-lg font-bold">{t('personal')}</h2>
            <p className="text-sm text-slate-600" data-testid="required-legend">
              {t('requiredLegend')}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <ProfileInput name="name" label={t('name')} autoComplete="given-name" required />
              <ProfileInput name="surname" label={t('surname')} autoComplete="family-name" required />
              <ReadOnlyInput id={fieldId('email')} label={t('email')} value={initial.email} />
              <ProfileInput name="title" label={t('jobTitle')} />
              <div className="flex gap-2">
                <ProfileSelect name="phoneCountry" label={labelOf('phoneCountry')} className="w-28 shrink-0">
                  {options.phoneCountries.map((c) => (
                    <option key={c.code} value={c.code}>{`${c.code} +${c.dial}`}</option>
                  ))}
                </ProfileSelect>
                <div className="min-w-0 grow">
                  <ProfileInput name="phone" label={t('phone')} type="tel" autoComplete="tel-national" />
                </div>
              </div>
              <ProfileSelect name="gender" label={labelOf('gender')}>
                <option value="">{t('notSaid')}</option>
                {(['female', 'male', 'other'] as const).map((g) => (
                  <option key={g} value={g}>
                    {t(`genders.${g}`)}
                  </option>
                ))}
              </ProfileSelect>
              <ProfileInput name="birthday" label={t('birthday')} type="date" />
              <ProfileSelect
                name="countryId"
                label={labelOf('countryId')}
                numeric
                onPicked={(value) => {
                  form.setValue('cityId', 0);
                  loadCities(Number(value));
                }}
              >
                <option value={0}>—</option>
                {options.countries.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </ProfileSelect>
              {countryId > 0 && (
                <ProfileSelect name="cityId" label={labelOf('cityId')} numeric>
                  <option value={0}>—</option>
                  {cities.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </ProfileSelect>
              )}
            </div>
            <AboutField label={t('about')} t={t} />

            <JobPreferencesFields options={options} labelOf={labelOf} />

            <h2 className="pt-2 text-lg font-bold">{t('socialLinks')}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              {SOCIAL_NETWORKS_FOR_PROFILE.map((n) => (
                <ProfileInput key={n} name={`socialLinks.${n}`} label={t(`networks.${n}`)} type="url" />
              ))}
            </div>
            {message && (
              <FormMessage kind="alert">
                <p>{message}</p>
                {summary.length > 0 && (
                  <ul className="mt-1 list-disc pl-5" data-testid="error-summary">
                    {summary.map(({ key, text }) => (
                      <li key={key}>
                        <a
                          href={`#${fieldId(key)}`}
                          className="underline"
                          onClick={(e) => {
                            e.preventDefault();
                            focusField(key);
                          }}
                        >
                          {text}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </FormMessage>
            )}
            <button
              type="submit"
              disabled={busy || !dirty}
              className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
            >
              {busy ? t('working') : t('save')}
            </button>
          </UntilHydrated>
        </form>
      </FormProvider>

      <ListEditor list="experience" rows={initial.lists.experience} options={options} />
      <ListEditor list="education" rows={initial.lists.education} options={options} />
      <ListEditor list="language" rows={initial.lists.language} options={options} />
      <ListEditor list="skill" rows={initial.lists.skill} options={options} />
      <ProfessionsEditor initial={initial.professions} options={options.profession} />

      {notice && <UnsavedNotice kind={notice} onSave={submit} onUndo={undo} />}
    </div>
  );
}
