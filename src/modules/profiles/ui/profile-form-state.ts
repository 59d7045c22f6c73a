/** The profile form's state and its API body (empty text → null, numbers parsed). */
import type { ProfileInput } from '../profile';
import { SOCIAL_NETWORKS_FOR_PROFILE, type ProfileEditorProps, type ProfileFormState } from './types';

// The choices the API takes; the form's selects offer only these (and '' for none).
const GENDERS: Array<NonNullable<ProfileInput['gender']>> = ['female', 'male', 'other'];
const CURRENCIES: Array<NonNullable<ProfileInput['salaryCurrency']>> = ['USD', 'EUR', 'TRY'];
/** `value` when it is one of `choices`; null for '' (none chosen). */
const choice = <T extends string>(choices: T[], value: string) => choices.find((c) => c === value) ?? null;

export function toForm(p: ProfileEditorProps['initial']): ProfileFormState {
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
export function toInput(f: ProfileFormState) {
  const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));
  return {
    name: f.name,
    surname: f.surname,
    title: f.title || null,
    gender: choice(GENDERS, f.gender),
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
    salaryCurrency: choice(CURRENCIES, f.salaryCurrency),
    shareMin: num(f.shareMin),
    shareMax: num(f.shareMax),
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS_FOR_PROFILE.map((n) => [n, f.socialLinks[n]?.trim() || null]),
    ),
  };
}
