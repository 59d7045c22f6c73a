/** The profile form's state and its API body (empty text → null, numbers parsed). */
import { SOCIAL_NETWORKS_FOR_PROFILE, type ProfileEditorProps, type ProfileFormState } from './types';

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
