/** Ids of the typed reference lists: category id × 1000 + position (1-based). Stable; append only. */

export type TypeItem = readonly [en: string, tr: string];
export interface TypeCategory {
  id: number;
  key: TypeListKey;
  nameEn: string;
  nameTr: string;
  items: readonly TypeItem[];
}

export const TYPE_LIST_IDS = {
  schoolDegree: 1,
  languageLevel: 2,
  skill: 3,
  position: 4,
  knowledgeLevel: 5,
  softSkill: 6,
  softSkillLevel: 7,
  jobSearchStatus: 8,
  employmentType: 9,
  profession: 10,
  startupStage: 11,
  employeeCount: 12,
  startupSector: 13,
  businessModel: 14,
  revenueModel: 15,
  technology: 16,
  governmentSupport: 17,
  investmentSeekingStatus: 18,
  investmentTour: 19,
  investmentType: 20,
  operatingStatus: 21,
  teamMemberPosition: 22,
  meetAndKnownTime: 23,
  angelInvestorNetwork: 24,
  patentNeed: 25,
  organizationTeamMemberType: 26,
  acceleratorProgramOrganization: 27,
  programType: 28,
  organizationType: 29,
  jobWorkingPlan: 30,
  graduateStatus: 31,
  targetMarket: 32,
  serviceIndustry: 33,
  jobApplicationStatus: 34,
  payPlan: 35,
} as const;
export type TypeListKey = keyof typeof TYPE_LIST_IDS;

/** The id of the `position`-th (1-based) item of a list. */
export function typeId(list: TypeListKey, position: number): number {
  return TYPE_LIST_IDS[list] * 1000 + position;
}

/** True when `id` is an item of the typed list `list` (ids are list × 1000 + position). */
export function isTypeOf(list: TypeListKey, id: unknown): id is number {
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    Math.floor(id / 1000) === TYPE_LIST_IDS[list] &&
    id % 1000 > 0
  );
}
