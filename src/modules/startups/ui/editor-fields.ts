/**
 * The fields of each startup editor step and list (spec public-and-account §3 "Startup":
 * every field; dashboard §2 startup steps), as FieldSpecs in the viewer's language.
 */
import type { FieldSpec, Option } from '@/ui/row-fields';

/** Choices of the editor (loaded on the server in the viewer's language). */
export interface StartupEditorOptions {
  sectors: Option[];
  stages: Option[];
  employeeCounts: Option[];
  operatingStatuses: Option[];
  technologies: Option[];
  businessModels: Option[];
  revenueModels: Option[];
  tours: Option[];
  investmentTypes: Option[];
  seekingStatuses: Option[];
  positions: Option[];
  professions: Option[];
  governmentSupports: Option[];
  programs: Option[];
  /** Organizations a startup can be incubated by (incubation centers, technoparks…). */
  incubationCenters: Option[];
  countries: Option[];
}

type T = (key: string) => string;

/**
 * Basic Info (the name is rendered apart: it is fixed after creation). Sectors are required when
 * creating (the server's rule, editing-rules.ts).
 */
export function basicFields(t: T, o: StartupEditorOptions, cities: Option[], creating = false): FieldSpec[] {
  return [
    { key: 'officialName', label: t('officialName') },
    { key: 'tagline', label: t('tagline') },
    { key: 'sectorIds', label: t('sectors'), kind: 'multi', options: o.sectors, required: creating },
    { key: 'stageId', label: t('stage'), kind: 'select', options: o.stages },
    { key: 'employeeCountId', label: t('employees'), kind: 'select', options: o.employeeCounts },
    { key: 'operatingStatusId', label: t('operatingStatus'), kind: 'select', options: o.operatingStatuses },
    { key: 'foundationDate', label: t('foundationDate'), kind: 'date' },
    { key: 'countryId', label: t('country'), kind: 'select', options: o.countries },
    { key: 'cityId', label: t('city'), kind: 'select', options: cities },
    { key: 'incorporated', label: t('incorporated'), kind: 'checkbox' },
    { key: 'website', label: t('website'), kind: 'url' },
    { key: 'linkedin', label: 'LinkedIn', kind: 'url' },
    { key: 'twitter', label: 'Twitter', kind: 'url' },
    { key: 'facebook', label: 'Facebook', kind: 'url' },
    { key: 'instagram', label: 'Instagram', kind: 'url' },
  ];
}

/** Detailed Info: the business, the market and the investment sought. */
export function detailedFields(t: T, o: StartupEditorOptions): FieldSpec[] {
  return [
    { key: 'description', label: t('description'), kind: 'rich' },
    { key: 'technologyIds', label: t('technologies'), kind: 'multi', options: o.technologies },
    { key: 'businessModelIds', label: t('businessModels'), kind: 'multi', options: o.businessModels },
    { key: 'revenueModelIds', label: t('revenueModels'), kind: 'multi', options: o.revenueModels },
    { key: 'targetGroup', label: t('targetGroup') },
    { key: 'competitiveAdvantage', label: t('competitiveAdvantage'), kind: 'textarea' },
    { key: 'revenueModelDescription', label: t('revenueModelDescription'), kind: 'textarea' },
    { key: 'marketSize', label: t('marketSize'), kind: 'number' },
    { key: 'marketSizeCurrency', label: t('marketSizeCurrency'), kind: 'currency' },
    {
      key: 'investmentSeekingStatusId',
      label: t('seekingStatus'),
      kind: 'select',
      options: o.seekingStatuses,
    },
    { key: 'investmentSeekingTourId', label: t('seekingTour'), kind: 'select', options: o.tours },
    {
      key: 'investmentSeekingTypeId',
      label: t('seekingType'),
      kind: 'select',
      options: o.investmentTypes,
    },
    { key: 'seekingInvestmentAmount', label: t('seekingAmount'), kind: 'number' },
    { key: 'seekingInvestmentCurrency', label: t('seekingCurrency'), kind: 'currency' },
    { key: 'seekingValuation', label: t('seekingValuation'), kind: 'number' },
    { key: 'seekingStartDate', label: t('seekingStart'), kind: 'date' },
    { key: 'seekingEndDate', label: t('seekingEnd'), kind: 'date' },
  ];
}

/** One funding round. */
export function roundFields(t: T, o: StartupEditorOptions): FieldSpec[] {
  return [
    { key: 'announcedDate', label: t('announcedDate'), kind: 'date' },
    { key: 'tourId', label: t('tour'), kind: 'select', options: o.tours },
    { key: 'investmentTypeId', label: t('investmentType'), kind: 'select', options: o.investmentTypes },
    { key: 'amount', label: t('amount'), kind: 'number' },
    { key: 'amountCurrency', label: t('currency'), kind: 'currency' },
    { key: 'amountReceived', label: t('amountReceived'), kind: 'number' },
    { key: 'preMoneyValuation', label: t('preMoney'), kind: 'number' },
    { key: 'valuationCurrency', label: t('valuationCurrency'), kind: 'currency' },
    { key: 'shareRatio', label: t('shareRatio'), kind: 'number' },
    { key: 'startDate', label: t('roundStart'), kind: 'date' },
    { key: 'endDate', label: t('roundEnd'), kind: 'date' },
  ];
}

/** One team member or mentor. */
export function memberFields(t: T, o: StartupEditorOptions): FieldSpec[] {
  return [
    { key: 'name', label: t('memberFields.name'), required: true },
    { key: 'surname', label: t('memberFields.surname'), required: true },
    { key: 'title', label: t('memberFields.title') },
    { key: 'positionId', label: t('memberFields.position'), kind: 'select', options: o.positions },
    { key: 'professionId', label: t('memberFields.profession'), kind: 'select', options: o.professions },
    { key: 'shareValue', label: t('memberFields.shareValue'), kind: 'number' },
    { key: 'howLongKnown', label: t('memberFields.howLongKnown') },
    { key: 'whereMet', label: t('memberFields.whereMet') },
    { key: 'isMentor', label: t('mentor'), kind: 'checkbox' },
  ];
}

/** The detail lists saved one item at a time (v2 detail calls), by detail kind. */
export function detailListFields(t: T, o: StartupEditorOptions) {
  return {
    competitor: [
      { key: 'competitorName', label: t('competitorName'), required: true },
      { key: 'competitorWebsite', label: t('competitorWebsite'), kind: 'url' },
    ],
    governmentsupport: [
      { key: 'typeId', label: t('support'), kind: 'select', options: o.governmentSupports },
      { key: 'supportDate', label: t('supportDate'), kind: 'date' },
    ],
    AccelerationProgram: [
      { key: 'typeId', label: t('program'), kind: 'select', options: o.programs },
      { key: 'programDate', label: t('programDate'), kind: 'date' },
    ],
    incubationcenter: [
      { key: 'id', label: t('incubationCenter'), kind: 'select', options: o.incubationCenters },
    ],
    importantupdate: [
      { key: 'text', label: t('updateText') },
      { key: 'updateDate', label: t('updateDate'), kind: 'date' },
    ],
    patent: [
      { key: 'name', label: t('patentName') },
      { key: 'applicationNumber', label: t('applicationNumber') },
    ],
  } satisfies Record<string, FieldSpec[]>;
}
export type DetailListKind = keyof ReturnType<typeof detailListFields>;
