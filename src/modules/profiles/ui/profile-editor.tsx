'use client';
/**
 * The `/profile` editor (issue 4; spec public-and-account §2 account pages, §3 "User / talent",
 * §4 "Profile lists" and "Unsaved edits", §5 rules). Personal information is saved with
 * PUT /api/v2/users/me; unsaved edits raise the Save/Undo notice for 10 seconds ('There are
 * unsaved changes' / 'Save your changes' / 'Changes are undone'). Photo and cover go to the
 * upload calls; lists are edited by ListEditor. The server checks every rule again; the fields
 * it requires carry a visible mark and `aria-required`, and each refused field shows its message
 * beside it, named after the field, with a summary above the Save button (issue 13 §1).
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { fieldErrorsOf, messageOf } from '@/ui/api/failure';
import { fetchCities } from '@/ui/use-cities';
import { FormMessage } from '@/ui/form';
import { SOCIAL_NETWORKS_FOR_PROFILE, type ProfileEditorProps, type ProfileFormState } from './types';
import { ListEditor } from './list-editor';
import { JobPreferencesFields } from './job-preferences';
import { ProfileImages } from './profile-images';
import { toForm, toInput } from './profile-form-state';
import { UnsavedNotice } from './unsaved-notice';
import { ProfessionsEditor } from './professions-editor';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { FieldError, fieldId, namedError, ProfileInput, ProfileSelect } from './profile-fields';

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

/** The profile editor: personal information and job preferences, images, lists and professions. */
export function ProfileEditor({ initial, options }: ProfileEditorProps) {
  const t = useTranslations('profile');
  const locale = useLocale();
  const router = useRouter();
  const [saved, setSaved] = useState(() => toForm(initial));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<'unsaved' | 'undone' | null>(null);
  const [cities, setCities] = useState<Array<{ id: number; name: string }>>([]);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The unsaved-changes notice shows for 10 seconds after each edit (spec §4, §9).
  const edit = (updater: (f: ProfileFormState) => ProfileFormState) => {
    setForm(updater);
    setNotice('unsaved');
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), 10_000);
  };
  const set = <K extends keyof ProfileFormState>(key: K, value: ProfileFormState[K]) =>
    edit((f) => ({ ...f, [key]: value }));

  const loadCities = (countryId: number) => void fetchCities(countryId).then(setCities);
  // The saved country's cities, once (again after a language switch: names in the page language).
  const initialCountry = useRef(saved.countryId);
  useEffect(() => {
    void fetchCities(initialCountry.current).then(setCities);
  }, [locale]);

  const save = async () => {
    setBusy(true);
    setMessage(null);
    // The form shows the outcome itself (message and field errors): no notice.
    const { error, response } = await quietApi.PUT('/api/v2/users/me', { body: toInput(form) });
    setBusy(false);
    if (response.ok) {
      setSaved(form);
      setErrors({});
      setNotice(null);
      setMessage({ ok: true, text: t('saved') });
      router.refresh();
    } else {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setMessage({ ok: false, text: messageOf(error) ?? t('saveFailed') });
      // The first refused field takes the focus (CONVENTIONS "Forms"), once React has drawn it.
      const first = Object.keys(fields)[0];
      if (first) requestAnimationFrame(() => focusField(first));
    }
  };
  const undo = () => {
    setForm(saved);
    setErrors({});
    setNotice('undone');
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), 5_000);
  };

  const err = (key: string) => errors[key];
  const labels = profileFieldLabels(t);
  const labelOf = (key: string) => labels[key] ?? key;
  const named = (key: string) => {
    const text = errors[key];
    return text ? namedError(labelOf(key), text) : undefined;
  };
  // The summary names every refused field too (the focus goes to the first one).
  const summary = Object.entries(errors).map(([key, text]) => ({
    key,
    text: namedError(labelOf(key), text),
  }));
  return (
    <div className="space-y-6">
      <ProfileImages initial={initial} onResult={setMessage} />

      <form
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        data-testid="profile-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void save();
        }}
      >
        <h2 className="text-lg font-bold">{t('personal')}</h2>
        <p className="text-sm text-slate-600" data-testid="required-legend">
          {t('requiredLegend')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <ProfileInput
            id={fieldId('name')}
            label={t('name')}
            value={form.name}
            onChange={(v) => set('name', v)}
            autoComplete="given-name"
            required
            error={err('name')}
          />
          <ProfileInput
            id={fieldId('surname')}
            label={t('surname')}
            value={form.surname}
            onChange={(v) => set('surname', v)}
            autoComplete="family-name"
            required
            error={err('surname')}
          />
          <ProfileInput
            id={fieldId('email')}
            label={t('email')}
            value={initial.email}
            onChange={() => undefined}
            readOnly
          />
          <ProfileInput
            id={fieldId('title')}
            label={t('jobTitle')}
            value={form.title}
            onChange={(v) => set('title', v)}
            error={err('title')}
          />
          <div className="flex gap-2">
            <ProfileSelect
              id={fieldId('phoneCountry')}
              label={labelOf('phoneCountry')}
              value={form.phoneCountry}
              onChange={(v) => set('phoneCountry', v)}
              error={err('phoneCountry')}
              className="w-28 shrink-0"
            >
              {options.phoneCountries.map((c) => (
                <option key={c.code} value={c.code}>{`${c.code} +${c.dial}`}</option>
              ))}
            </ProfileSelect>
            <div className="min-w-0 grow">
              <ProfileInput
                id={fieldId('phone')}
                label={t('phone')}
                type="tel"
                value={form.phone}
                onChange={(v) => set('phone', v)}
                autoComplete="tel-national"
                error={err('phone')}
              />
            </div>
          </div>
          <ProfileSelect
            id={fieldId('gender')}
            label={labelOf('gender')}
            value={form.gender}
            onChange={(v) => set('gender', v)}
            error={err('gender')}
          >
            <option value="">{t('notSaid')}</option>
            {(['female', 'male', 'other'] as const).map((g) => (
              <option key={g} value={g}>
                {t(`genders.${g}`)}
              </option>
            ))}
          </ProfileSelect>
          <ProfileInput
            id={fieldId('birthday')}
            label={t('birthday')}
            type="date"
            value={form.birthday}
            onChange={(v) => set('birthday', v)}
            error={err('birthday')}
          />
          <ProfileSelect
            id={fieldId('countryId')}
            label={labelOf('countryId')}
            value={form.countryId}
            onChange={(v) => {
              const countryId = Number(v);
              edit((f) => ({ ...f, countryId, cityId: 0 }));
              loadCities(countryId);
            }}
            error={err('countryId')}
          >
            <option value={0}>—</option>
            {options.countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </ProfileSelect>
          {form.countryId > 0 && (
            <ProfileSelect
              id={fieldId('cityId')}
              label={labelOf('cityId')}
              value={form.cityId}
              onChange={(v) => set('cityId', Number(v))}
              error={err('cityId')}
            >
              <option value={0}>—</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </ProfileSelect>
          )}
        </div>
        <div id={fieldId('about')}>
          <RichTextEditor
            label={t('about')}
            value={form.about}
            onChange={(html) => set('about', html)}
            labels={{
              bold: t('editor.bold'),
              italic: t('editor.italic'),
              heading: t('editor.heading'),
              bulletList: t('editor.bulletList'),
              orderedList: t('editor.orderedList'),
            }}
          />
          <FieldError id={`${fieldId('about')}-error`}>{named('about')}</FieldError>
        </div>

        <JobPreferencesFields form={form} set={set} errors={errors} options={options} labelOf={labelOf} />

        <h2 className="pt-2 text-lg font-bold">{t('socialLinks')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS_FOR_PROFILE.map((n) => (
            <ProfileInput
              key={n}
              id={fieldId(`socialLinks.${n}`)}
              label={t(`networks.${n}`)}
              type="url"
              value={form.socialLinks[n] ?? ''}
              onChange={(v) => set('socialLinks', { ...form.socialLinks, [n]: v })}
              error={err(`socialLinks.${n}`)}
            />
          ))}
        </div>
        {message &&
          (message.ok ? (
            <FormMessage kind="status">{message.text}</FormMessage>
          ) : (
            <FormMessage kind="alert">
              <p>{message.text}</p>
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
          ))}
        <button
          type="submit"
          disabled={busy || !dirty}
          className="rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
        >
          {busy ? t('working') : t('save')}
        </button>
      </form>

      <ListEditor list="experience" rows={initial.lists.experience} options={options} />
      <ListEditor list="education" rows={initial.lists.education} options={options} />
      <ListEditor list="language" rows={initial.lists.language} options={options} />
      <ListEditor list="skill" rows={initial.lists.skill} options={options} />
      <ProfessionsEditor initial={initial.professions} options={options.profession} />

      {notice && <UnsavedNotice kind={notice} onSave={() => void save()} onUndo={undo} />}
    </div>
  );
}
