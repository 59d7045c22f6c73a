'use client';
/**
 * The `/profile` editor (issue 4; spec public-and-account §2 account pages, §3 "User / talent",
 * §4 "Profile lists" and "Unsaved edits", §5 rules). Personal information is saved with
 * PUT /api/v2/users/me; unsaved edits raise the Save/Undo notice for 10 seconds ('There are
 * unsaved changes' / 'Save your changes' / 'Changes are undone'). Photo and cover go to the
 * upload calls; lists are edited by ListEditor. The server checks every rule again.
 */
import { Avatar } from '@/ui/avatar';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall, uploadFile } from '@/ui/api-call';
import { Field, FormMessage, inputClass } from '@/ui/form';
import { SOCIAL_NETWORKS_FOR_PROFILE, type ProfileEditorProps, type ProfileFormState } from './types';
import { ListEditor } from './list-editor';
import { ProfessionsEditor } from './professions-editor';
import { RichTextEditor } from '@/ui/rich-text-editor';

const select = `${inputClass} bg-white`;

function toForm(p: ProfileEditorProps['initial']): ProfileFormState {
  return {
    name: p.name,
    surname: p.surname,
    title: p.title ?? '',
    gender: p.gender ?? '',
    birthday: p.birthday ?? '',
    phoneCountry: 'TR',
    phone: p.phone ?? '',
    countryId: p.countryId ?? 0,
    cityId: p.cityId ?? 0,
    about: p.about ?? '',
    jobSearchStatusId: p.jobSearchStatusId ?? 0,
    openToWork: p.openToWork,
    workingPlanIds: p.workingPlanIds,
    employmentTypeIds: p.employmentTypeIds,
    salaryMin: p.salaryMin == null ? '' : String(p.salaryMin),
    salaryMax: p.salaryMax == null ? '' : String(p.salaryMax),
    salaryCurrency: p.salaryCurrency ?? '',
    shareMin: p.shareMin == null ? '' : String(p.shareMin),
    shareMax: p.shareMax == null ? '' : String(p.shareMax),
    socialLinks: { ...p.socialLinks },
  };
}

/** The API body of the form (empty text → null, numbers parsed). */
function toInput(f: ProfileFormState) {
  const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));
  return {
    name: f.name,
    surname: f.surname,
    title: f.title || null,
    gender: f.gender || null,
    birthday: f.birthday || null,
    phoneCountry: f.phone ? f.phoneCountry : null,
    phone: f.phone || null,
    countryId: f.countryId || null,
    cityId: f.cityId || null,
    about: f.about || null,
    jobSearchStatusId: f.jobSearchStatusId || null,
    openToWork: f.openToWork,
    workingPlanIds: f.workingPlanIds,
    employmentTypeIds: f.employmentTypeIds,
    salaryMin: num(f.salaryMin),
    salaryMax: num(f.salaryMax),
    salaryCurrency: f.salaryCurrency || null,
    shareMin: num(f.shareMin),
    shareMax: num(f.shareMax),
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS_FOR_PROFILE.map((n) => [n, f.socialLinks[n]?.trim() || null]),
    ),
  };
}

function Checks({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: Array<{ id: number; name: string }>;
  value: number[];
  onChange: (v: number[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="text-sm">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.id} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={value.includes(o.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, o.id] : value.filter((v) => v !== o.id))
              }
            />
            {o.name}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-red-700">{error}</p>}
    </fieldset>
  );
}

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

  const loadCities = (countryId: number) => {
    if (!countryId) return setCities([]);
    void apiCall<Array<{ id: number; name: string }>>(
      'GET',
      `/apiCommon/City/List?countryId=${countryId}`,
      locale,
    ).then((r) => setCities(r.data ?? []));
  };
  // The saved country's cities, once.
  const initialCountry = useRef(saved.countryId);
  useEffect(() => {
    if (initialCountry.current)
      void apiCall<Array<{ id: number; name: string }>>(
        'GET',
        `/apiCommon/City/List?countryId=${initialCountry.current}`,
        locale,
      ).then((r) => setCities(r.data ?? []));
  }, [locale]);

  const save = async () => {
    setBusy(true);
    setMessage(null);
    const res = await apiCall<{ fields?: Record<string, string> }>(
      'PUT',
      '/api/v2/users/me',
      locale,
      toInput(form),
    );
    setBusy(false);
    if (res.ok) {
      setSaved(form);
      setErrors({});
      setNotice(null);
      setMessage({ ok: true, text: t('saved') });
      router.refresh();
    } else {
      setErrors(res.data?.fields ?? {});
      setMessage({ ok: false, text: res.message ?? t('saveFailed') });
    }
  };
  const undo = () => {
    setForm(saved);
    setErrors({});
    setNotice('undone');
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), 5_000);
  };

  const upload = async (kind: 'photo' | 'cover' | 'cv', file: File | undefined) => {
    if (!file) return;
    const res = await uploadFile(`/api/v2/users/me/${kind}`, file, locale);
    setMessage(
      res.ok ? { ok: true, text: t('uploaded') } : { ok: false, text: res.message ?? t('saveFailed') },
    );
    if (res.ok) router.refresh();
  };

  const err = (key: string) => errors[key];
  return (
    <div className="space-y-6">
      <section className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="profile-images">
        <div
          className="h-32 rounded-t-xl bg-slate-100 bg-cover bg-center"
          style={initial.cover ? { backgroundImage: `url(${initial.cover.pC_Medium})` } : undefined}
        />
        <div className="flex flex-wrap items-end gap-4 px-6 pb-4">
          <Avatar
            src={initial.photo?.pP_256}
            alt={t('photo')}
            size={96}
            className="-mt-12 border-4 border-white"
          />
          <label className="cursor-pointer text-sm font-semibold text-brand-700 underline">
            {t('changePhoto')}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(e) => void upload('photo', e.target.files?.[0])}
            />
          </label>
          <label className="cursor-pointer text-sm font-semibold text-brand-700 underline">
            {t('changeCover')}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(e) => void upload('cover', e.target.files?.[0])}
            />
          </label>
          <label className="cursor-pointer text-sm font-semibold text-brand-700 underline">
            {initial.cvUrl ? t('replaceCv') : t('uploadCv')}
            <input
              type="file"
              accept="application/pdf"
              className="sr-only"
              onChange={(e) => void upload('cv', e.target.files?.[0])}
            />
          </label>
          {initial.cvUrl && (
            <a href={initial.cvUrl} target="_blank" rel="noopener" className="text-sm underline">
              {t('viewCv')}
            </a>
          )}
          <p className="ml-auto text-sm" data-testid="profile-fullness">
            {t('fullness', { percent: initial.fullness })}
          </p>
        </div>
      </section>

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

        <h2 className="pt-2 text-lg font-bold">{t('jobPreferences')}</h2>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t('jobSearchStatus')}</span>
          <select
            value={form.jobSearchStatusId}
            onChange={(e) => set('jobSearchStatusId', Number(e.target.value))}
            className={select}
          >
            <option value={0}>—</option>
            {options.jobSearchStatus.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.openToWork}
            onChange={(e) => set('openToWork', e.target.checked)}
          />
          {t('openToWork')}
        </label>
        <Checks
          legend={t('workingPlans')}
          options={options.jobWorkingPlan}
          value={form.workingPlanIds}
          onChange={(v) => set('workingPlanIds', v)}
        />
        <Checks
          legend={t('employmentTypes')}
          options={options.employmentType}
          value={form.employmentTypeIds}
          onChange={(v) => set('employmentTypeIds', v)}
          error={err('employmentTypeIds')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={t('salaryMin')}
            inputMode="decimal"
            value={form.salaryMin}
            onChange={(v) => set('salaryMin', v)}
            required={false}
          />
          <Field
            label={t('salaryMax')}
            inputMode="decimal"
            value={form.salaryMax}
            onChange={(v) => set('salaryMax', v)}
            required={false}
          />
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('currency')}</span>
            <select
              value={form.salaryCurrency}
              onChange={(e) => set('salaryCurrency', e.target.value)}
              className={select}
            >
              <option value="">—</option>
              {['USD', 'EUR', 'TRY'].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <Field
            label={t('shareMin')}
            inputMode="decimal"
            value={form.shareMin}
            onChange={(v) => set('shareMin', v)}
            required={false}
          />
          <Field
            label={t('shareMax')}
            inputMode="decimal"
            value={form.shareMax}
            onChange={(v) => set('shareMax', v)}
            required={false}
          />
        </div>
        {(err('salaryMax') || err('salaryCurrency') || err('shareMax') || err('salaryMin')) && (
          <p className="text-sm text-red-700">
            {[err('salaryMin'), err('salaryMax'), err('salaryCurrency'), err('shareMax')]
              .filter(Boolean)
              .join(' ')}
          </p>
        )}

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

      {notice && (
        <div
          role="status"
          data-testid="unsaved-notice"
          className="fixed bottom-4 right-4 z-50 w-80 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          {notice === 'unsaved' ? (
            <>
              <p className="font-semibold">{t('unsavedTitle')}</p>
              <p className="text-sm text-slate-600">{t('unsavedText')}</p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  onClick={() => void save()}
                  className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white"
                >
                  {t('save')}
                </button>
                <button
                  type="button"
                  onClick={undo}
                  className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold"
                >
                  {t('undo')}
                </button>
              </div>
            </>
          ) : (
            <p className="font-semibold">{t('undone')}</p>
          )}
        </div>
      )}
    </div>
  );
}
