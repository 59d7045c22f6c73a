'use client';
/**
 * The `/profile` editor (issue 4; spec public-and-account §2 account pages, §3 "User / talent",
 * §4 "Profile lists" and "Unsaved edits", §5 rules). Personal information is saved with
 * PUT /api/v2/users/me; unsaved edits raise the Save/Undo notice for 10 seconds ('There are
 * unsaved changes' / 'Save your changes' / 'Changes are undone'). Photo and cover go to the
 * upload calls; lists are edited by ListEditor. The server checks every rule again.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { fieldErrorsOf, messageOf } from '@/ui/api/failure';
import { fetchCities } from '@/ui/use-cities';
import { Field, FormMessage, inputClass } from '@/ui/form';
import { SOCIAL_NETWORKS_FOR_PROFILE, type ProfileEditorProps, type ProfileFormState } from './types';
import { ListEditor } from './list-editor';
import { JobPreferencesFields } from './job-preferences';
import { ProfileImages } from './profile-images';
import { toForm, toInput } from './profile-form-state';
import { UnsavedNotice } from './unsaved-notice';
import { ProfessionsEditor } from './professions-editor';
import { RichTextEditor } from '@/ui/rich-text-editor';

const select = `${inputClass} bg-white`;

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
      setErrors(fieldErrorsOf(error));
      setMessage({ ok: false, text: messageOf(error) ?? t('saveFailed') });
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
  return (
    <div className="space-y-6">
      <ProfileImages initial={initial} onResult={setMessage} />

      <form
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid="profile-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void save();
        }}
      >
        <h2 className="text-lg font-bold">{t('personal')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('name')}
            value={form.name}
            onChange={(v) => set('name', v)}
            autoComplete="given-name"
          />
          <Field
            label={t('surname')}
            value={form.surname}
            onChange={(v) => set('surname', v)}
            autoComplete="family-name"
          />
          <Field
            label={t('email')}
            value={initial.email}
            onChange={() => undefined}
            readOnly
            required={false}
          />
          <Field
            label={t('jobTitle')}
            value={form.title}
            onChange={(v) => set('title', v)}
            required={false}
          />
          <div className="flex gap-2">
            <label className="block w-28 text-sm">
              <span className="mb-1 block font-medium">{t('phoneCountry')}</span>
              <select
                value={form.phoneCountry}
                onChange={(e) => set('phoneCountry', e.target.value)}
                className={select}
              >
                {options.phoneCountries.map((c) => (
                  <option key={c.code} value={c.code}>{`${c.code} +${c.dial}`}</option>
                ))}
              </select>
            </label>
            <div className="grow">
              <Field
                label={t('phone')}
                type="tel"
                value={form.phone}
                onChange={(v) => set('phone', v)}
                required={false}
                autoComplete="tel-national"
              />
              {err('phone') && <p className="mt-1 text-sm text-red-700">{err('phone')}</p>}
            </div>
          </div>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('gender')}</span>
            <select value={form.gender} onChange={(e) => set('gender', e.target.value)} className={select}>
              <option value="">{t('notSaid')}</option>
              {(['female', 'male', 'other'] as const).map((g) => (
                <option key={g} value={g}>
                  {t(`genders.${g}`)}
                </option>
              ))}
            </select>
          </label>
          <Field
            label={t('birthday')}
            type="date"
            value={form.birthday}
            onChange={(v) => set('birthday', v)}
            required={false}
          />
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('country')}</span>
            <select
              value={form.countryId}
              onChange={(e) => {
                const countryId = Number(e.target.value);
                edit((f) => ({ ...f, countryId, cityId: 0 }));
                loadCities(countryId);
              }}
              className={select}
            >
              <option value={0}>—</option>
              {options.countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          {form.countryId > 0 && (
            <label className="block text-sm">
              <span className="mb-1 block font-medium">{t('city')}</span>
              <select
                value={form.cityId}
                onChange={(e) => set('cityId', Number(e.target.value))}
                className={select}
              >
                <option value={0}>—</option>
                {cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
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

        <JobPreferencesFields form={form} set={set} errors={errors} options={options} />

        <h2 className="pt-2 text-lg font-bold">{t('socialLinks')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS_FOR_PROFILE.map((n) => (
            <div key={n}>
              <Field
                label={t(`networks.${n}`)}
                type="url"
                value={form.socialLinks[n] ?? ''}
                onChange={(v) => set('socialLinks', { ...form.socialLinks, [n]: v })}
                required={false}
              />
              {err(`socialLinks.${n}`) && (
                <p className="mt-1 text-sm text-red-700">{err(`socialLinks.${n}`)}</p>
              )}
            </div>
          ))}
        </div>
        {message && <FormMessage kind={message.ok ? 'status' : 'alert'}>{message.text}</FormMessage>}
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
