/**
 * The offer form's values, its rules (spec section 5: title required, one choice in each
 * single-choice filter, job types multi-choice) and the `JobOfferInput` it sends.
 */
import type { JobOfferFieldsFragment, JobOfferInput, OfferFormOptionsQuery, PayPeriod, TrainingKind } from '../../gql/graphql';
import { eurosAsTyped } from '../../lib/numbers';
import { htmlToText, textToHtml } from './simpleText';

export interface LocalityOption {
  id: string;
  name: string;
  postalCode: string;
}

export interface OfferFormValues {
  companyId: string;
  /** Simple text like the descriptions: the company's plain presentation, or the offer's HTML read back. */
  companyPresentation: string;
  title: string;
  /** Simple text (see simpleText.ts); sent as HTML. */
  description: string;
  perfectCandidateDescription: string;
  jobContractId: string;
  /** The gross pay as typed (`32 000`, `12,50`), per `payPeriod`; the bracket is derived by the server. */
  payMin: string;
  payMax: string;
  payPeriod: PayPeriod;
  payVariable: string;
  /** Why the maximum exceeds 1.5 times the minimum (asked only then). */
  paySpreadReason: string;
  jobPositionId: string;
  jobTypeIds: string[];
  locality: LocalityOption | null;
  address1: string;
  /** A training contract's (issue 55): the diploma prepared, the school or CFA, the rhythm, months and first day. */
  diplomaId: string;
  trainingSchool: string;
  trainingRhythm: string;
  trainingMonths: string;
  /** `2027-09-01`, as a date field gives it. */
  trainingStartsOn: string;
  /** The chosen contract's training kind, set by the form as it sends (`trainingKind`). */
  trainingKind?: TrainingKind | null;
}

export interface Choice {
  id: string;
  name: string;
}

export interface PositionGroup {
  family: string;
  positions: Choice[];
}

export interface CompanyChoice {
  id: string;
  name: string;
  presentation: string;
}

/** The choices of the form, read from `OfferFormOptions`. */
export interface OfferFormChoices {
  contracts: (Choice & { freePublication: boolean; trainingKind?: TrainingKind | null })[];
  diplomas: Choice[];
  salaries: Choice[];
  jobTypes: Choice[];
  positions: PositionGroup[];
  companies: CompanyChoice[];
}

/**
 * The position tree as one list per family: the positions without children (the jobs
 * themselves), in tree order.
 */
export function positionGroups(nodes: { id: string; name: string; level: number; parent: { id: string } | null }[]): PositionGroup[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const hasChildren = new Set(nodes.flatMap((node) => (node.parent ? [node.parent.id] : [])));
  const groups = new Map<string, PositionGroup>();
  for (const node of nodes) {
    let family = node;
    for (let depth = 0; family.parent && byId.has(family.parent.id) && depth < 5; depth++) family = byId.get(family.parent.id)!;
    if (!groups.has(family.id)) groups.set(family.id, { family: family.name, positions: [] });
    if (!hasChildren.has(node.id)) groups.get(family.id)!.positions.push({ id: node.id, name: node.name });
  }
  return [...groups.values()].filter((group) => group.positions.length > 0);
}

export function formChoices(data: OfferFormOptionsQuery): OfferFormChoices {
  return {
    contracts: data.jobContracts.edges.map(({ node }) => node),
    diplomas: (data.diplomas?.edges ?? []).map(({ node }) => ({ id: node.id, name: node.name })),
    salaries: data.jobSalaries.edges.map(({ node }) => ({ id: node.id, name: node.intervalLabel })),
    jobTypes: data.jobTypes.edges.map(({ node }) => node),
    positions: positionGroups(data.jobPositions.edges.map(({ node }) => node)),
    companies: data.companies.edges.map(({ node }) => node),
  };
}

/** A blank form: the first company chosen, its presentation prefilled. */
export function emptyOfferForm(companies: CompanyChoice[]): OfferFormValues {
  const company = companies[0];
  return {
    companyId: company?.id ?? '',
    companyPresentation: company?.presentation ?? '',
    title: '',
    description: '',
    perfectCandidateDescription: '',
    jobContractId: '',
    payMin: '',
    payMax: '',
    payPeriod: 'YEAR',
    payVariable: '',
    paySpreadReason: '',
    jobPositionId: '',
    jobTypeIds: [],
    locality: null,
    address1: '',
    ...NO_TRAINING,
  };
}

const NO_TRAINING = { diplomaId: '', trainingSchool: '', trainingRhythm: '', trainingMonths: '', trainingStartsOn: '' };

/** The training kind of the chosen contract (null: no training contract). */
export function trainingKind(values: OfferFormValues, choices: Pick<OfferFormChoices, 'contracts'>): TrainingKind | null {
  return choices.contracts.find((contract) => contract.id === values.jobContractId)?.trainingKind ?? null;
}

/** A whole number of months typed, else null. */
function parseMonths(typed: string): number | null {
  return /^\s*\d{1,2}\s*$/.test(typed) ? Number(typed) : null;
}

/** An amount as a recruiter types it: `32 000`, `32000`, `12,50`, `12.5`; `null` if not one. */
export function parseAmount(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const amount = Number(compact);
  return amount > 0 ? amount : null;
}

/** The range is wider than the law's custom (max > 1.5 × min): a reason is asked. */
export function needsSpreadReason(values: OfferFormValues): boolean {
  const min = parseAmount(values.payMin);
  const max = parseAmount(values.payMax);
  return min !== null && max !== null && max * 2 > min * 3;
}

/** An existing offer in the form (edit mode). */
export function offerFormValues(offer: JobOfferFieldsFragment): OfferFormValues {
  const locality = offer.localizedCompany.address.locality;
  return {
    companyId: offer.localizedCompany.company.id,
    companyPresentation: htmlToText(offer.companyPresentation),
    title: offer.title,
    description: htmlToText(offer.description),
    perfectCandidateDescription: htmlToText(offer.perfectCandidateDescription),
    jobContractId: offer.jobContract?.id ?? '',
    // An offer published before ranges states one when it is edited (issue 36).
    payMin: offer.pay ? eurosAsTyped(offer.pay.minCents) : '',
    payMax: offer.pay ? eurosAsTyped(offer.pay.maxCents) : '',
    payPeriod: offer.pay?.period ?? 'YEAR',
    payVariable: offer.pay?.variable ?? '',
    paySpreadReason: offer.pay?.spreadReason ?? '',
    jobPositionId: offer.jobPosition?.id ?? '',
    jobTypeIds: offer.jobTypes.map((type) => type.id),
    locality: { id: locality.id, name: locality.name, postalCode: locality.postalCode },
    address1: offer.localizedCompany.address.address1,
    diplomaId: offer.training?.diploma?.id ?? '',
    trainingSchool: offer.training?.school ?? '',
    trainingRhythm: offer.training?.rhythm ?? '',
    trainingMonths: offer.training ? String(offer.training.durationMonths) : '',
    trainingStartsOn: offer.training?.startsOn ?? '',
  };
}

/** The form's required fields, in the order they show (the first missing one takes the focus). */
export const REQUIRED_FIELDS = [
  'companyId',
  'companyPresentation',
  'title',
  'description',
  'perfectCandidateDescription',
  'jobContractId',
  'diplomaId',
  'trainingMonths',
  'trainingStartsOn',
  'payMin',
  'payMax',
  'jobPositionId',
  'jobTypeIds',
  'locality',
] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/**
 * The required fields left empty, as the server's `OfferForm::validate` refuses them
 * (src/offers/write.rs): the form names them under each field before sending (issue 35); the
 * server still checks and its messages show for anything else.
 */
export function missingFields(values: OfferFormValues, kind: TrainingKind | null = null): RequiredField[] {
  // A training contract's pay is the law's: a range is optional (the recruiter may only state more).
  const payAsked = kind === null;
  const empty: Record<RequiredField, boolean> = {
    companyId: values.companyId === '',
    companyPresentation: values.companyPresentation.trim() === '',
    title: values.title.trim() === '',
    description: values.description.trim() === '',
    perfectCandidateDescription: values.perfectCandidateDescription.trim() === '',
    jobContractId: values.jobContractId === '',
    diplomaId: kind !== null && kind !== 'INTERNSHIP' && values.diplomaId === '',
    trainingMonths: kind !== null && parseMonths(values.trainingMonths) === null,
    trainingStartsOn: kind !== null && values.trainingStartsOn === '',
    payMin: payAsked && parseAmount(values.payMin) === null,
    payMax: payAsked && parseAmount(values.payMax) === null,
    jobPositionId: values.jobPositionId === '',
    jobTypeIds: values.jobTypeIds.length === 0,
    locality: values.locality === null,
  };
  return REQUIRED_FIELDS.filter((field) => empty[field]);
}

/** Spec section 5: the title, and one choice in each single-choice filter. */
export function canSubmitOffer(values: OfferFormValues, kind: TrainingKind | null = null): boolean {
  return (
    values.title.trim() !== '' &&
    values.jobContractId !== '' &&
    (kind !== null || (parseAmount(values.payMin) !== null && parseAmount(values.payMax) !== null)) &&
    values.jobPositionId !== ''
  );
}

/**
 * The mutation input. Texts are always sent (an empty one gets the server's "Le champ
 * obligatoire … n'a pas été renseigné."); a missing choice is sent as null ("Ce champ est
 * obligatoire.").
 */
export function toJobOfferInput(values: OfferFormValues, id?: string): JobOfferInput {
  const kind = values.trainingKind ?? null;
  // A training offer sends a range only when one is typed (above the law's pay).
  const noRange = kind !== null && values.payMin.trim() === '' && values.payMax.trim() === '';
  return {
    ...(id ? { id } : {}),
    companyPresentation: textToHtml(values.companyPresentation),
    title: values.title.trim(),
    description: textToHtml(values.description),
    perfectCandidateDescription: textToHtml(values.perfectCandidateDescription),
    jobTypesIRI: values.jobTypeIds,
    jobPositionIRI: values.jobPositionId || null,
    payMin: parseAmount(values.payMin),
    payMax: parseAmount(values.payMax),
    payPeriod: noRange ? null : values.payPeriod,
    payVariable: values.payVariable.trim(),
    paySpreadReason: needsSpreadReason(values) ? values.paySpreadReason.trim() : '',
    jobContractIRI: values.jobContractId || null,
    localizedCompanyLocalityIRI: values.locality?.id ?? null,
    localizedCompanyAddress1: values.address1.trim(),
    localizedCompanyCompanyId: values.companyId || null,
    ...(kind === null
      ? {}
      : {
          diplomaIRI: values.diplomaId || null,
          trainingSchool: values.trainingSchool.trim(),
          trainingRhythm: values.trainingRhythm.trim(),
          trainingMonths: parseMonths(values.trainingMonths),
          trainingStartsOn: values.trainingStartsOn || null,
        }),
  };
}

/**
 * Choosing another company brings its presentation, unless the recruiter has written
 * their own for this offer.
 */
export function withCompany(values: OfferFormValues, companyId: string, companies: CompanyChoice[]): OfferFormValues {
  const previous = companies.find((company) => company.id === values.companyId);
  const next = companies.find((company) => company.id === companyId);
  const untouched = values.companyPresentation.trim() === '' || values.companyPresentation === previous?.presentation;
  return {
    ...values,
    companyId,
    companyPresentation: untouched && next ? next.presentation : values.companyPresentation,
  };
}
