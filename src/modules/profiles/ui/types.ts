/** Shapes shared by the profile page and its client editors. */
import type { ProfileOverview } from '../overview';

export const SOCIAL_NETWORKS_FOR_PROFILE = [
  'linkedin',
  'twitter',
  'github',
  'gitlab',
  'facebook',
  'instagram',
  'dribbble',
  'behance',
  'stackoverflow',
  'youtube',
] as const;

export interface Option {
  id: number;
  name: string;
}

/** Choices the editor offers, in the viewer's language (loaded by the page). */
export interface ProfileOptions {
  countries: Option[];
  languages: Option[];
  /** ISO alpha-2 and calling code, e.g. { code: 'TR', dial: '90' }. */
  phoneCountries: Array<{ code: string; dial: string }>;
  jobSearchStatus: Option[];
  jobWorkingPlan: Option[];
  employmentType: Option[];
  schoolDegree: Option[];
  graduateStatus: Option[];
  languageLevel: Option[];
  skill: Option[];
  knowledgeLevel: Option[];
  softSkill: Option[];
  softSkillLevel: Option[];
  position: Option[];
  profession: Option[];
}

export interface ProfileEditorProps {
  initial: ProfileOverview;
  options: ProfileOptions;
}

export interface ProfileFormState {
  name: string;
  surname: string;
  title: string;
  gender: string;
  birthday: string;
  phoneCountry: string;
  phone: string;
  countryId: number;
  cityId: number;
  about: string;
  jobSearchStatusId: number;
  openToWork: boolean;
  workingPlanIds: number[];
  employmentTypeIds: number[];
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  shareMin: string;
  shareMax: string;
  socialLinks: Record<string, string>;
}
