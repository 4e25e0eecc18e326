/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** One place up or down in a carousel. */
export type AdminMoveDirection =
  | 'DOWN'
  | 'UP';

export type AdminOrderState =
  | 'AWAITING_CARD'
  | 'AWAITING_TRANSFER'
  | 'CANCELLED'
  | 'FAILED'
  | 'PAID';

export type AdminPartnerInput = {
  /** `/uploads/images/…` (from `/api/admin/upload/image`) or the partner's current logo. */
  logoPath: string;
  name: string;
  /** Empty: no link. */
  url?: string;
};

/** The editor's fields. */
export type AdminPostInput = {
  content: string;
  /**
   * `/uploads/images/…` (from `/api/admin/upload/image`), the post's current path, or
   * empty for none.
   */
  featuredImagePath?: string;
  intro?: string;
  /** Empty: derived from the title. */
  slug?: string;
  subtitle?: string;
  title: string;
};

/** Where a post stands for the public. */
export type AdminPostState =
  /** Not on the site (never published, or unpublished). */
  | 'DRAFT'
  | 'PUBLISHED'
  /** On the site from `publishedAt`, still to come. */
  | 'SCHEDULED';

export type AdminTestimonialInput = {
  author: string;
  /** Empty: no photo. */
  photoPath?: string;
  quote: string;
  role?: string;
};

/** What an answer tells the candidate. */
export type Answer =
  /** Retenue pour un entretien. */
  | 'INVITED'
  /** Non retenue. */
  | 'REFUSED';

export type AnswerJobOfferApplicationsInput = {
  answer: Answer;
  clientMutationId?: string | null | undefined;
  /** The selected applications (IRIs or ids), at most 100. */
  ids: Array<string | number>;
  message: string;
  subject: string;
};

export type BannerDecision =
  | 'APPROVE'
  | 'REJECT';

export type BookDirection =
  /** « Descendre »: one place towards the end. */
  | 'DOWN'
  /** « Monter »: one place towards the start. */
  | 'UP';

export type BookProjectInput = {
  description?: string | null | undefined;
  place?: string | null | undefined;
  role?: string | null | undefined;
  techniques?: string | null | undefined;
  title: string;
  year?: number | null | undefined;
};

/** Her preferences as sent: each list replaces the one kept, an absent part is « none ». */
export type CandidatePreferencesInput = {
  availableFrom?: unknown;
  /** Contracts she wants (none: any), at most 10. */
  contracts?: Array<string | number> | null | undefined;
  /** Towns (localities, IRIs or ids), at most 5. */
  localities?: Array<string | number> | null | undefined;
  /** Gross pay floor in euros of `payFloorPeriod`. */
  payFloor?: number | null | undefined;
  payFloorPeriod?: PayPeriod | null | undefined;
  /** Trades (job positions, IRIs or ids), at most 10. */
  positions?: Array<string | number> | null | undefined;
  /** Around each town, 5 to 200 km (30 by default). */
  radiusKm?: number | null | undefined;
  recommendationsEnabled?: boolean | null | undefined;
  weeklyMail?: boolean | null | undefined;
};

/**
 * A craft title: « Entreprise du Patrimoine Vivant », « Meilleur Ouvrier de France »,
 * « Maître d'art ».
 * Serialised as GraphQL names it, for the offer page's first screen.
 */
export type CraftLabel =
  | 'EPV'
  | 'MAITRE_ART'
  | 'MOF';

export type CreateFavoriteInput = {
  /** The candidate (IRI or id); when sent, it must be the caller. */
  candidate?: string | number | null | undefined;
  clientMutationId?: string | null | undefined;
  /** The offer (IRI or id). */
  jobOffer: string | number;
};

/** A search saved as an alert: the arguments of `jobOffers` under the spec's names. */
export type CreateJobOfferAlertInput = {
  /** The candidate (IRI or id); when sent, it must be the caller. */
  candidate?: string | number | null | undefined;
  clientMutationId?: string | null | undefined;
  departments?: Array<string | number> | null | undefined;
  /** « Diplôme préparé », as `jobOffers`' `diplomas`. Part of what the alert finds. */
  diplomas?: Array<string | number> | null | undefined;
  jobContracts?: Array<string | number> | null | undefined;
  jobPositions?: Array<string | number> | null | undefined;
  jobSalaries?: Array<string | number> | null | undefined;
  jobTypes?: Array<string | number> | null | undefined;
  /** « Savoir-faire labellisé », as `jobOffers`' `labelled`. Part of what the alert finds. */
  labelled?: boolean | null | undefined;
  /** Towns and districts (`/api/localities/…`): a town includes its districts. */
  localities?: Array<string | number> | null | undefined;
  /** « Salaire minimum », euros a year (one of the search's floors). */
  minPay?: number | null | undefined;
  /**
   * Kilometres around the one town of `localities`, as `jobOffers`' `radius`: 0 (the town
   * only), 10, 20, 50 or 100. Part of what the alert finds.
   */
  radius?: number | null | undefined;
  regions?: Array<string | number> | null | undefined;
  /**
   * « Trier par » of the search (kept for the link of its mails; not part of what makes
   * the same search one alert).
   */
  sort?: JobOfferSort | null | undefined;
  /** « Début », as `jobOffers`' `start`, read against the day the alert runs. */
  start?: JobOfferStart | null | undefined;
  terms?: string | null | undefined;
};

export type CreateJobOfferApplicationInput = {
  /** The candidate (IRI or id); when sent, it must be the caller. */
  candidate?: string | number | null | undefined;
  clientMutationId?: string | null | undefined;
  coverLetterMessage?: string | null | undefined;
  /** The offer (IRI or id). */
  jobOffer: string | number;
  phone?: string | null | undefined;
  questionsAnswerMessage?: string | null | undefined;
};

export type CreateMessageTemplateInput = {
  answer?: Answer | null | undefined;
  body: string;
  clientMutationId?: string | null | undefined;
  title: string;
};

/** Why a credit note is issued. */
export type CreditNoteReasonArg =
  /** The order was cancelled. */
  | 'CANCELLATION'
  /** The order was refunded. */
  | 'REFUND';

export type DeleteFavoriteInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
};

export type DeleteJobOfferAlertInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
};

export type DeleteMessageTemplateInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
};

export type DeliveryStatus =
  | 'DELIVERED'
  /** Refused or unreachable for a day, or nowhere to send: sent again on request. */
  | 'FAILED'
  /** Waiting for its first try or its next one. */
  | 'PENDING';

/** Where the interview takes place. */
export type InterviewMode =
  /** Par téléphone: the recruiter calls the number of the application. */
  | 'PHONE'
  /** En visio: at the link the recruiter gives. */
  | 'VIDEO'
  /** À l'atelier: at the offer's address. */
  | 'WORKSHOP';

/**
 * A slot as the recruiter types it: a day (`2026-12-10`), a time (`14:30`, Paris time) and
 * a duration in minutes (15 to 480).
 */
export type InterviewSlotInput = {
  date: string;
  minutes: number;
  time: string;
};

/** Where the interview stands. */
export type InterviewState =
  | 'CANCELLED'
  /** Slots proposed, none picked yet. */
  | 'PROPOSED'
  /** A slot picked (or a time moved to): in both calendars. */
  | 'SCHEDULED';

/** What a visitor did on an offer page. */
export type JobOfferEvent =
  | 'APPLY_CLICK'
  | 'VIEW';

export type JobOfferIdInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
};

/**
 * The offer form; every field is optional here so a missing one gets the spec's French
 * message (`Le champ Nom du poste n'a pas été renseigné.`) instead of a type error.
 */
export type JobOfferInput = {
  clientMutationId?: string | null | undefined;
  companyPresentation?: string | null | undefined;
  description?: string | null | undefined;
  /**
   * A training offer (apprenticeship, professionalisation, internship: issue 55): the
   * diploma prepared (IRI `/api/diplomas/3` or id; required but for an internship).
   */
  diplomaIRI?: string | null | undefined;
  /** Required for `updateJobOffer`. */
  id?: string | number | null | undefined;
  jobContractIRI?: string | null | undefined;
  jobPositionIRI?: string | null | undefined;
  jobSalaryIRI?: string | null | undefined;
  jobTypesIRI?: Array<string> | null | undefined;
  localizedCompanyAddress1?: string | null | undefined;
  /** The company (IRI or id). */
  localizedCompanyCompanyId?: string | null | undefined;
  localizedCompanyLocalityIRI?: string | null | undefined;
  payMax?: number | null | undefined;
  /**
   * The gross pay (issue 36), in euros: the minimum and the maximum (equal for a fixed
   * amount) per `payPeriod`. The bracket (`jobSalaryIRI`) is then derived from it.
   */
  payMin?: number | null | undefined;
  payPeriod?: PayPeriod | null | undefined;
  /** Why the maximum exceeds 1.5 times the minimum. */
  paySpreadReason?: string | null | undefined;
  /** The variable part in words (« commission sur les ventes »). */
  payVariable?: string | null | undefined;
  perfectCandidateDescription?: string | null | undefined;
  title?: string | null | undefined;
  /** The length in months (required for a training offer). */
  trainingMonths?: number | null | undefined;
  /** « 3 semaines en entreprise / 1 semaine au CFA ». */
  trainingRhythm?: string | null | undefined;
  /** The school or CFA, if known. */
  trainingSchool?: string | null | undefined;
  /** The first day (required for a training offer). */
  trainingStartsOn?: unknown;
};

/** « Trier par »: the order of a search's results (docs/search.md, "Order and cursors"). */
export type JobOfferSort =
  /** « Distance »: with a radius, the nearest first, then newest; without one, newest first. */
  | 'DISTANCE'
  /**
   * « Salaire »: the highest yearly minimum of the gross range first, then newest; offers
   * without a range last.
   */
  | 'PAY'
  /** « Plus récentes »: newest first, Urgent or not. */
  | 'RECENT'
  /** « Pertinence »: active Urgent offers first, then relevance (with keywords), then newest. */
  | 'RELEVANCE';

/** A choice of « Début ». */
export type JobOfferStart =
  /** « Dans les 3 prochains mois »: the current month and the three after it. */
  | 'NEXT_THREE_MONTHS'
  /**
   * « À partir de septembre »: the next school year, from the coming September (this
   * year's until it ends) and the eleven months after it.
   */
  | 'SEPTEMBER'
  /** « Ce mois-ci »: starting in the current month. */
  | 'THIS_MONTH';

export type JobSuggestionKind =
  /** A position's name (`Tapissier décorateur`). */
  | 'POSITION'
  /** An offer's title. */
  | 'TITLE'
  /** A word of the offers' titles and positions (`tapissière`). */
  | 'WORD';

export type LaBonneAlternanceState =
  /** Accepted, the service has not said it is published (`WILL_BE_PUBLISHED`). */
  | 'PENDING'
  /** `PUBLISHED`. */
  | 'PUBLISHED'
  /** `WILL_NOT_BE_PUBLISHED`, with its reason; or the body refused (`400`: `WRONG_DATA`). */
  | 'REFUSED'
  /** Not accepted yet (a call failed, tried again later). */
  | 'SENDING'
  /** Withdrawn there (expired, suspended, deleted here). */
  | 'WITHDRAWN';

export type MailJobOfferApplicantsInput = {
  clientMutationId?: string | null | undefined;
  /** The selected applications (IRIs or ids), at most 100. */
  ids: Array<string | number>;
  message: string;
  subject: string;
};

export type MarkApplicationMessagesReadInput = {
  application: string | number;
  clientMutationId?: string | null | undefined;
};

/** A new promotion code, as `ensemblier promo create` takes it. */
export type NewPromoCodeInput = {
  /** Euros excl. tax as typed (`50`, `49,90`); or `percentOff`. */
  amountOff?: string | null | undefined;
  code: string;
  maxUses?: number | null | undefined;
  maxUsesPerCompany?: number | null | undefined;
  /** 1 to 100; or `amountOff`. */
  percentOff?: number | null | undefined;
  pricingIds?: Array<number>;
  /** First valid day, `YYYY-MM-DD` (Paris time). */
  validFrom?: string | null | undefined;
  /** Last valid day, included, `YYYY-MM-DD` (Paris time). */
  validUntil?: string | null | undefined;
};

export type NoteJobOfferApplicationsInput = {
  clientMutationId?: string | null | undefined;
  /** The selected applications (IRIs or ids), at most 100. */
  ids: Array<string | number>;
  /** yes, maybe or no. */
  interviewStatus: string;
};

/** The texts of an offer being written. */
export type OfferWordingInput = {
  companyPresentation?: string;
  description?: string;
  /**
   * The contract chosen: the law sets the pay of a training contract (no « selon profil »
   * warning then).
   */
  jobContractIRI?: string | null | undefined;
  payMax?: number | null | undefined;
  /** The range being written (euros per `payPeriod`): a pay in the texts must agree with it. */
  payMin?: number | null | undefined;
  payPeriod?: PayPeriod | null | undefined;
  perfectCandidateDescription?: string;
  title?: string;
};

/** The period an amount is paid for. */
export type PayPeriod =
  | 'HOUR'
  | 'MONTH'
  | 'YEAR';

/**
 * The notice form (DSA article 16 (2)). A signed-in reporter's name and address are the
 * account's (those sent are ignored).
 */
export type ReportInput = {
  email?: string | null | undefined;
  explanation: string;
  /** « Je déclare de bonne foi … » checked. */
  goodFaith: boolean;
  /** `/api/job_offers/{id}` (reportOffer) or `/api/companies/{id}` (reportCompany), or the number. */
  id: string | number;
  name?: string | null | undefined;
  /** Required for OTHER. */
  otherReason?: string | null | undefined;
  /** A code of `noticeReasons`. */
  reason: string;
};

/** Where a notice stands after sending it. */
export type ReportStatus =
  /** Waiting for the link mailed to the reporter. */
  | 'AWAITING_CONFIRMATION'
  /** In staff's queue (signed in with a confirmed address). */
  | 'OPEN';

export type SendApplicationMessageInput = {
  /** The application (IRI or id). */
  application: string | number;
  body: string;
  clientMutationId?: string | null | undefined;
  /** The company's template the text was written from: its answer is recorded too. */
  template?: string | number | null | undefined;
};

export type SetMessageMailsInput = {
  /** `each` or `daily`. */
  choice: string;
  clientMutationId?: string | null | undefined;
};

export type SiretStatus =
  /** The directory did not answer yet: publishing is allowed for a day. */
  | 'PENDING'
  /** A pending lookup the directory answered later: closed or unknown. */
  | 'REFUSED'
  | 'VERIFIED';

/** One step of an application. */
export type StepKind =
  /** Retenue pour un entretien: the recruiter sent an invitation. */
  | 'INVITED'
  /** Offre close: the offer left the published status. */
  | 'OFFER_CLOSED'
  /** Lue (the candidate sees it only with the company's read tracking). */
  | 'READ'
  /** Non retenue: the recruiter sent a refusal. */
  | 'REFUSED'
  /** Envoyée. */
  | 'SENT'
  /** Retirée par la candidate ou le candidat. */
  | 'WITHDRAWN';

/** A member's role in the company. */
export type TeamRole =
  /** Billing, members, everything. */
  | 'OWNER'
  /** Offers and applications; reads the team's list. */
  | 'RECRUITER';

/** The training contracts. */
export type TrainingKind =
  | 'APPRENTICESHIP'
  | 'INTERNSHIP'
  | 'PROFESSIONALISATION';

/**
 * The two kinds of pages: apprenticeship and professionalisation contracts together (what a
 * student calls « alternance »), and internships.
 */
export type TrainingPageKind =
  | 'ALTERNANCE'
  | 'STAGE';

export type UpdateJobOfferAlertInput = {
  clientMutationId?: string | null | undefined;
  enabled: boolean;
  id: string | number;
  /** `1d` or `7d`. */
  recurrence: string;
};

export type UpdateJobOfferApplicationInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
  /** yes, maybe or no. */
  interviewStatus?: string | null | undefined;
  /** true marks it read (keeping the first reading's time), false unread. */
  read?: boolean | null | undefined;
};

export type UpdateMessageTemplateInput = {
  answer?: Answer | null | undefined;
  body: string;
  clientMutationId?: string | null | undefined;
  id: string | number;
  title: string;
};

export type UpdateMyCandidateInput = {
  clientMutationId?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  mobilePhone?: string | null | undefined;
  socialLinkedinURL?: string | null | undefined;
};

export type UpdateMyCompanyInput = {
  billingAddress?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  contactJobTitle?: string | null | undefined;
  contactName?: string | null | undefined;
  email?: string | null | undefined;
  id: string | number;
  /** The company's job positions, as IRIs (`/api/job_positions/12`) or ids. */
  jobPositionsUUIDs?: Array<string> | null | undefined;
  name: string;
  notificationFrequency?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  presentation?: string | null | undefined;
  /** Show candidates that their application was read. */
  readTracking?: boolean | null | undefined;
  /** `1-9`, `10-49`, `50-249`, `250+`, or empty (not said). */
  sizeBand?: string | null | undefined;
  tagWords?: Array<string> | null | undefined;
  /** « www.atelier.fr » is taken as `https://www.atelier.fr/`; empty removes it. */
  website?: string | null | undefined;
};

export type UpdateMyUserInput = {
  clientMutationId?: string | null | undefined;
  firstname: string;
  lastname: string;
};

export type UpdateStatusJobOfferInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
  /** 2 publish, 0 suspend (or back to draft), -2 delete. */
  status: number;
};

export type VerifyCompanySiretInput = {
  clientMutationId?: string | null | undefined;
  /** The company's IRI (`/api/companies/12`). */
  company: string | number;
  /** As typed: 14 digits, spaces allowed. */
  siret: string;
};

export type WithdrawJobOfferApplicationInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
};

export type FavoriteFieldsFragment = { id: string, _id: number, createdAt: unknown, jobOffer: { id: string, _id: number, slug: string, title: string, expired: boolean, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string } } } } };

export type FavoritesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type FavoritesQuery = { favorites: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, _id: number, createdAt: unknown, jobOffer: { id: string, _id: number, slug: string, title: string, expired: boolean, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string } } } } } }> } };

export type CreateFavoriteMutationVariables = Exact<{
  input: CreateFavoriteInput;
}>;


export type CreateFavoriteMutation = { createFavorite: { clientMutationId: string | null, favorite: { id: string, _id: number, createdAt: unknown, jobOffer: { id: string, _id: number, slug: string, title: string, expired: boolean, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string } } } } } } };

export type DeleteFavoriteMutationVariables = Exact<{
  input: DeleteFavoriteInput;
}>;


export type DeleteFavoriteMutation = { deleteFavorite: { id: string, clientMutationId: string | null } };

export type OfferCardFieldsFragment = { id: string, _id: number, slug: string, title: string, descriptionPreview: string, jobOfferAd: { urgent: boolean } | null, jobContract: { id: string, name: string } | null, localizedCompany: { id: string, company: { id: string, _id: number, slug: string, name: string }, address: { id: string, locality: { id: string, name: string } } } };

export type PlaceReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaceReferenceQuery = { regions: { edges: Array<{ node: { id: string, _id: number, name: string } }> }, departments: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, _id: number, name: string, code: string } }> } };

export type PlaceDepartmentsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PlaceDepartmentsQuery = { departments: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, _id: number, name: string, code: string } }> } };

export type PlaceLocalitiesQueryVariables = Exact<{
  search: string;
}>;


export type PlaceLocalitiesQuery = { localities: { edges: Array<{ node: { id: string, _id: number, name: string, postalCode: string, city: { name: string } | null } }> } };

export type PlaceLocalityQueryVariables = Exact<{
  id: string | number;
}>;


export type PlaceLocalityQuery = { locality: { id: string, _id: number, name: string, postalCode: string, city: { name: string } | null } | null };

export type JobSuggestionsQueryVariables = Exact<{
  text: string;
}>;


export type JobSuggestionsQuery = { jobSuggestions: Array<{ text: string, kind: JobSuggestionKind, count: number, corrected: boolean }> };

export type BookProjectFieldsFragment = { id: string, title: string, year: number | null, role: string, techniques: string, place: string, description: string, images: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> };

export type MyBookQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookQuery = { myBook: { pdfPath: string | null, isPublic: boolean, publicSlug: string | null, publicIndexed: boolean, suggestedSlug: string, imageCount: number, storedBytes: number, projects: Array<{ id: string, title: string, year: number | null, role: string, techniques: string, place: string, description: string, images: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> }> } };

export type CreateBookProjectMutationVariables = Exact<{
  input: BookProjectInput;
}>;


export type CreateBookProjectMutation = { createBookProject: { imageCount: number } };

export type UpdateBookProjectMutationVariables = Exact<{
  id: string | number;
  input: BookProjectInput;
}>;


export type UpdateBookProjectMutation = { updateBookProject: { imageCount: number } };

export type DeleteBookProjectMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBookProjectMutation = { deleteBookProject: { imageCount: number } };

export type MoveBookProjectMutationVariables = Exact<{
  id: string | number;
  direction: BookDirection;
}>;


export type MoveBookProjectMutation = { moveBookProject: { imageCount: number } };

export type UpdateBookImageMutationVariables = Exact<{
  id: string | number;
  altText: string;
  caption?: string | null | undefined;
}>;


export type UpdateBookImageMutation = { updateBookImage: { imageCount: number } };

export type DeleteBookImageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBookImageMutation = { deleteBookImage: { imageCount: number } };

export type MoveBookImageMutationVariables = Exact<{
  id: string | number;
  direction: BookDirection;
}>;


export type MoveBookImageMutation = { moveBookImage: { imageCount: number } };

export type PublishBookMutationVariables = Exact<{
  slug: string;
  indexed: boolean;
}>;


export type PublishBookMutation = { publishBook: { isPublic: boolean, publicSlug: string | null, publicIndexed: boolean } };

export type UnpublishBookMutationVariables = Exact<{ [key: string]: never; }>;


export type UnpublishBookMutation = { unpublishBook: { isPublic: boolean } };

export type MyMessageMailsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMessageMailsQuery = { myMessageMails: string };

export type SetMessageMailsMutationVariables = Exact<{
  input: SetMessageMailsInput;
}>;


export type SetMessageMailsMutation = { setMessageMails: { choice: string } };

export type MyDetailsQueryVariables = Exact<{
  candidateId: string | number;
  isCandidate: boolean;
}>;


export type MyDetailsQuery = { me: { id: string, email: string, firstname: string, lastname: string, confirmationToken: string | null }, candidate?: { id: string, mobilePhone: string | null } };

export type MyCandidateQueryVariables = Exact<{
  id: string | number;
}>;


export type MyCandidateQuery = { candidate: { id: string, mobilePhone: string | null, cvName: string | null, socialLinkedinURL: string | null, createdAt: unknown, updatedAt: unknown, user: { id: string, firstname: string, lastname: string } } };

export type UpdateMyUserMutationVariables = Exact<{
  input: UpdateMyUserInput;
}>;


export type UpdateMyUserMutation = { updateMyUser: { clientMutationId: string | null, user: { id: string, firstname: string, lastname: string } } };

export type UpdateMyCandidateMutationVariables = Exact<{
  input: UpdateMyCandidateInput;
}>;


export type UpdateMyCandidateMutation = { updateMyCandidate: { clientMutationId: string | null, candidate: { id: string, mobilePhone: string | null, cvName: string | null, socialLinkedinURL: string | null, user: { id: string, firstname: string, lastname: string } } } };

export type PublicBookQueryVariables = Exact<{
  slug: string;
}>;


export type PublicBookQuery = { publicBook: { slug: string, name: string, pdfPath: string | null, projects: Array<{ id: string, title: string, year: number | null, role: string, techniques: string, place: string, description: string, images: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> }> } | null };

export type AdminAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAccessQuery = { admin: { __typename: 'AdminQuery' } };

export type AuditLogQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  subjectType?: string | null | undefined;
  subjectId?: string | null | undefined;
}>;


export type AuditLogQuery = { admin: { auditLog: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, at: unknown, actorEmail: string, action: string, actionLabel: string, subjectType: string, subjectId: string, changes: Array<{ label: string, before: string, after: string }> } }> } } };

export type AdminCompaniesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminCompaniesQuery = { admin: { companies: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, name: string, accountEmail: string, emailConfirmed: boolean, personalEmail: boolean, offersCount: number, ordersCount: number, suspended: boolean, createdAt: unknown } }> } } };

export type SetCompanySuspendedMutationVariables = Exact<{
  id: number;
  suspended: boolean;
}>;


export type SetCompanySuspendedMutation = { admin: { setCompanySuspended: { id: number, suspended: boolean } } };

export type PendingVerificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingVerificationsQuery = { admin: { pendingVerifications: Array<{ companyId: number, companyName: string, siretSpaced: string, givenAt: unknown, triedAt: unknown, tries: number, allowsPublishing: boolean }> } };

export type ContactMessagesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  handled?: boolean | null | undefined;
}>;


export type ContactMessagesQuery = { admin: { contactMessages: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, createdAt: unknown, subjectLabel: string, email: string, message: string, handledAt: unknown, replies: Array<{ id: number, createdAt: unknown, authorEmail: string, body: string }> } }> } } };

export type InboxMessageFieldsFragment = { id: number, createdAt: unknown, subjectLabel: string, email: string, message: string, handledAt: unknown, replies: Array<{ id: number, createdAt: unknown, authorEmail: string, body: string }> };

export type MarkContactMessageHandledMutationVariables = Exact<{
  id: number;
}>;


export type MarkContactMessageHandledMutation = { admin: { markContactMessageHandled: { id: number, handledAt: unknown } } };

export type ReplyToContactMessageMutationVariables = Exact<{
  id: number;
  body: string;
  requestKey: string;
}>;


export type ReplyToContactMessageMutation = { admin: { replyToContactMessage: { id: number, handledAt: unknown } } };

export type AdminLabelFieldsFragment = { id: string, title: string, expiresOn: string | null, declaredAt: string, companyName: string, proofPath: string };

export type PendingCompanyLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingCompanyLabelsQuery = { admin: { pendingCompanyLabels: Array<{ id: string, title: string, expiresOn: string | null, declaredAt: string, companyName: string, proofPath: string }> } };

export type DecideCompanyLabelMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  reason?: string | null | undefined;
}>;


export type DecideCompanyLabelMutation = { admin: { decideCompanyLabel: { id: string, status: string } } };

export type ApprovedCompanyLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApprovedCompanyLabelsQuery = { admin: { approvedCompanyLabels: Array<{ id: string, title: string, expiresOn: string | null, declaredAt: string, companyName: string, proofPath: string }> } };

export type RevokeCompanyLabelMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type RevokeCompanyLabelMutation = { admin: { revokeCompanyLabel: { id: string, status: string } } };

export type ModerationQueueQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  flaggedOnly?: boolean | null | undefined;
}>;


export type ModerationQueueQuery = { admin: { moderationQueue: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, title: string, companyName: string, companySuspended: boolean, place: string, publishedAt: unknown, path: string, held: boolean, flags: Array<{ rule: string, label: string, field: string, sentence: string, law: string, blocking: boolean }> } }> }, removalReasons: Array<{ code: string, label: string, needsNote: boolean }> } };

export type RemoveOfferMutationVariables = Exact<{
  id: number;
  reason: string;
  note?: string | null | undefined;
}>;


export type RemoveOfferMutation = { admin: { removeOffer: { id: number, title: string, reason: string, mailedTo: string } } };

export type ApproveOfferMutationVariables = Exact<{
  id: number;
}>;


export type ApproveOfferMutation = { admin: { approveOffer: { id: number, title: string } } };

export type AdminPricingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPricingsQuery = { admin: { pricings: Array<{ id: number, name: string, price: number, priceIncl: number, jobOfferAdsAmount: number | null, durationDays: number | null, descriptionPoints: Array<string>, displayGroup: number, editedByStaffAt: unknown }> } };

export type UpdatePricingMutationVariables = Exact<{
  id: number;
  price: string;
  points: Array<string> | string;
}>;


export type UpdatePricingMutation = { admin: { updatePricing: { id: number, price: number, priceIncl: number, descriptionPoints: Array<string>, editedByStaffAt: unknown } } };

export type AdminPromoCodesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminPromoCodesQuery = { admin: { promoCodes: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, code: string, percentOff: number | null, amountOff: number | null, validFrom: unknown, validUntil: unknown, maxUses: number | null, maxUsesPerCompany: number | null, pricingIds: Array<number>, disabledAt: unknown, uses: number } }> } } };

export type CreatePromoCodeMutationVariables = Exact<{
  input: NewPromoCodeInput;
}>;


export type CreatePromoCodeMutation = { admin: { createPromoCode: { id: number, code: string } } };

export type DisablePromoCodeMutationVariables = Exact<{
  id: number;
}>;


export type DisablePromoCodeMutation = { admin: { disablePromoCode: { id: number, disabledAt: unknown } } };

export type AdminOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  state?: AdminOrderState | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminOrdersQuery = { admin: { orders: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, reference: string, status: string, statusLabel: string, providerLabel: string, companyName: string | null, accountEmail: string | null, productName: string, amountExcl: number, amountIncl: number, createdAt: unknown, paidAt: unknown, invoiceReference: string | null, invoiceUuid: string | null, creditNoteReference: string | null, creditNoteUuid: string | null } }> } } };

export type MarkOrderPaidMutationVariables = Exact<{
  reference: string;
}>;


export type MarkOrderPaidMutation = { admin: { markOrderPaid: { reference: string, statusLabel: string, paidNow: boolean } } };

export type IssueCreditNoteMutationVariables = Exact<{
  invoiceReference: string;
  reason: CreditNoteReasonArg;
}>;


export type IssueCreditNoteMutation = { admin: { issueCreditNote: { reference: string, invoiceReference: string, issuedNow: boolean } } };

export type AdminPendingBannersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingBannersQuery = { admin: { pendingBanners: Array<{ id: number, companyName: string | null, productName: string, orderReference: string, imageUrl: string, link: string, alt: string, days: number, startOn: unknown, runsFrom: unknown, runsUntil: unknown }> } };

export type ReviewBannerMutationVariables = Exact<{
  id: number;
  decision: BannerDecision;
  reason?: string | null | undefined;
}>;


export type ReviewBannerMutation = { admin: { reviewBanner: { id: number, review: string } } };

export type ReportedContentQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportedContentQuery = { admin: { reportedContent: Array<{ kind: string, jobOfferId: number | null, companyId: number, title: string, companyName: string, path: string | null, count: number, urgent: boolean, automatic: boolean, oldestAt: unknown, notices: Array<{ id: number, reason: string, reasonLabel: string, otherReason: string | null, explanation: string, automatic: boolean, reporterName: string | null, reporterEmail: string | null, reportedAt: unknown, suggestedGround: string }> }>, noticeContests: Array<{ decidedByEmail: string, statement: { id: number, subject: string, decision: string, facts: string, ground: string, contestText: string | null, contestedAt: unknown } }>, noticeOutcomes: Array<{ code: string, label: string }>, removalReasons: Array<{ code: string, label: string, needsNote: boolean }> } };

export type DecideNoticeMutationVariables = Exact<{
  id: number;
  outcome: string;
  ground?: string | null | undefined;
  facts: string;
}>;


export type DecideNoticeMutation = { admin: { decideNotice: { decisionId: number, notices: number } } };

export type DecideContestMutationVariables = Exact<{
  id: number;
  granted: boolean;
  facts: string;
}>;


export type DecideContestMutation = { admin: { decideContest: { decisionId: number } } };

export type AdminNumbersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminNumbersQuery = { admin: { numbers: { offersLive: number, publishedThisWeek: number, applicationsThisWeek: number, revenueThisMonthCents: number, alertsMailedThisWeek: number } } };

export type AdminPostsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminPostsQuery = { admin: { posts: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, title: string, slug: string, state: AdminPostState, publishedAt: unknown } }> } } };

export type AdminPostQueryVariables = Exact<{
  id: number;
}>;


export type AdminPostQuery = { admin: { post: { id: number, title: string, subtitle: string, intro: string, content: string, slug: string, featuredImagePath: string | null, publishedAt: unknown, state: AdminPostState } } };

export type AdminPostFieldsFragment = { id: number, title: string, subtitle: string, intro: string, content: string, slug: string, featuredImagePath: string | null, publishedAt: unknown, state: AdminPostState };

export type CreatePostMutationVariables = Exact<{
  input: AdminPostInput;
}>;


export type CreatePostMutation = { admin: { createPost: { id: number, title: string, subtitle: string, intro: string, content: string, slug: string, featuredImagePath: string | null, publishedAt: unknown, state: AdminPostState } } };

export type UpdatePostMutationVariables = Exact<{
  id: number;
  input: AdminPostInput;
}>;


export type UpdatePostMutation = { admin: { updatePost: { id: number, title: string, subtitle: string, intro: string, content: string, slug: string, featuredImagePath: string | null, publishedAt: unknown, state: AdminPostState } } };

export type PublishPostMutationVariables = Exact<{
  id: number;
  at?: unknown;
}>;


export type PublishPostMutation = { admin: { publishPost: { id: number, title: string, subtitle: string, intro: string, content: string, slug: string, featuredImagePath: string | null, publishedAt: unknown, state: AdminPostState } } };

export type UnpublishPostMutationVariables = Exact<{
  id: number;
}>;


export type UnpublishPostMutation = { admin: { unpublishPost: { id: number, title: string, subtitle: string, intro: string, content: string, slug: string, featuredImagePath: string | null, publishedAt: unknown, state: AdminPostState } } };

export type AdminShowcaseQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminShowcaseQuery = { admin: { partners: Array<{ id: number, name: string, logoPath: string, url: string | null }>, testimonials: Array<{ id: number, author: string, role: string, quote: string, photoPath: string | null }> } };

export type CreatePartnerMutationVariables = Exact<{
  input: AdminPartnerInput;
}>;


export type CreatePartnerMutation = { admin: { createPartner: { id: number } } };

export type UpdatePartnerMutationVariables = Exact<{
  id: number;
  input: AdminPartnerInput;
}>;


export type UpdatePartnerMutation = { admin: { updatePartner: { id: number } } };

export type DeletePartnerMutationVariables = Exact<{
  id: number;
}>;


export type DeletePartnerMutation = { admin: { deletePartner: number } };

export type MovePartnerMutationVariables = Exact<{
  id: number;
  direction: AdminMoveDirection;
}>;


export type MovePartnerMutation = { admin: { movePartner: Array<{ id: number }> } };

export type CreateTestimonialMutationVariables = Exact<{
  input: AdminTestimonialInput;
}>;


export type CreateTestimonialMutation = { admin: { createTestimonial: { id: number } } };

export type UpdateTestimonialMutationVariables = Exact<{
  id: number;
  input: AdminTestimonialInput;
}>;


export type UpdateTestimonialMutation = { admin: { updateTestimonial: { id: number } } };

export type DeleteTestimonialMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTestimonialMutation = { admin: { deleteTestimonial: number } };

export type MoveTestimonialMutationVariables = Exact<{
  id: number;
  direction: AdminMoveDirection;
}>;


export type MoveTestimonialMutation = { admin: { moveTestimonial: Array<{ id: number }> } };

export type MyAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAlertsQuery = { jobOfferAlerts: { totalCount: number, edges: Array<{ node: { id: string, _id: number, enabled: boolean, recurrence: string, summary: string, searchQuery: string } }> } };

export type UpdateAlertMutationVariables = Exact<{
  input: UpdateJobOfferAlertInput;
}>;


export type UpdateAlertMutation = { updateJobOfferAlert: { jobOfferAlert: { id: string, enabled: boolean, recurrence: string } } };

export type DeleteAlertMutationVariables = Exact<{
  input: DeleteJobOfferAlertInput;
}>;


export type DeleteAlertMutation = { deleteJobOfferAlert: { id: string } };

export type MyAnswerTimeQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAnswerTimeQuery = { myAnswerTime: { medianDays: number | null, applications: number, answerLine: string | null, readingLine: string | null, waitingCount: number, oldestWaiting: Array<{ id: string, _id: number, jobOfferId: number, offerTitle: string, candidateName: string, sentAt: unknown }> } };

export type ApplicationOfferFieldsFragment = { id: string, _id: number, slug: string, title: string, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } };

export type ApplicationDetailFieldsFragment = { id: string, _id: number, uuid: string, createdAt: unknown, readAt: unknown, coverLetterMessage: string, questionsAnswerMessage: string, phone: string, cvPath: string | null, coverLetterPath: string | null, interviewStatus: string | null, triagedByName: string | null, answeredByName: string | null, candidateName: string, candidateEmail: string, candidateTel: string, linkedinUrl: string | null, withdrawn: boolean, portfolio: { pdfPath: string | null, projects: Array<{ title: string, year: number | null, role: string, techniques: string, place: string, description: string, images: Array<{ altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> }> }, steps: Array<{ kind: StepKind, at: unknown }>, jobOffer: { id: string, _id: number, slug: string, title: string, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } } };

export type ApplicationDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ApplicationDetailQuery = { jobOfferApplication: { id: string, _id: number, uuid: string, createdAt: unknown, readAt: unknown, coverLetterMessage: string, questionsAnswerMessage: string, phone: string, cvPath: string | null, coverLetterPath: string | null, interviewStatus: string | null, triagedByName: string | null, answeredByName: string | null, candidateName: string, candidateEmail: string, candidateTel: string, linkedinUrl: string | null, withdrawn: boolean, portfolio: { pdfPath: string | null, projects: Array<{ title: string, year: number | null, role: string, techniques: string, place: string, description: string, images: Array<{ altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> }> }, steps: Array<{ kind: StepKind, at: unknown }>, jobOffer: { id: string, _id: number, slug: string, title: string, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } } } | null };

export type UpdateApplicationDetailMutationVariables = Exact<{
  input: UpdateJobOfferApplicationInput;
}>;


export type UpdateApplicationDetailMutation = { updateJobOfferApplication: { id: string, interviewStatus: string | null, clientMutationId: string | null, jobOfferApplication: { id: string, readAt: unknown, interviewStatus: string | null, triagedByName: string | null } } };

export type MyApplicationsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MyApplicationsQuery = { jobOfferApplications: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, _id: number, createdAt: unknown, readAt: unknown, steps: Array<{ kind: StepKind, at: unknown }>, jobOffer: { id: string, _id: number, slug: string, title: string, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } } } }> } };

export type MyApplicationFieldsFragment = { id: string, _id: number, createdAt: unknown, readAt: unknown, steps: Array<{ kind: StepKind, at: unknown }>, jobOffer: { id: string, _id: number, slug: string, title: string, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } } };

export type WithdrawApplicationMutationVariables = Exact<{
  input: WithdrawJobOfferApplicationInput;
}>;


export type WithdrawApplicationMutation = { withdrawJobOfferApplication: { jobOfferApplication: { id: string, _id: number, uuid: string, createdAt: unknown, readAt: unknown, coverLetterMessage: string, questionsAnswerMessage: string, phone: string, cvPath: string | null, coverLetterPath: string | null, interviewStatus: string | null, triagedByName: string | null, answeredByName: string | null, candidateName: string, candidateEmail: string, candidateTel: string, linkedinUrl: string | null, withdrawn: boolean, portfolio: { pdfPath: string | null, projects: Array<{ title: string, year: number | null, role: string, techniques: string, place: string, description: string, images: Array<{ altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> }> }, steps: Array<{ kind: StepKind, at: unknown }>, jobOffer: { id: string, _id: number, slug: string, title: string, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } } } } };

export type ApplicationMessageFieldsFragment = { id: string, fromCompany: boolean, mine: boolean, author: string, body: string, byMail: boolean, sentAt: unknown, readAt: unknown, attachments: Array<{ id: string, name: string, bytes: number, path: string }> };

export type ApplicationThreadQueryVariables = Exact<{
  id: string | number;
}>;


export type ApplicationThreadQuery = { jobOfferApplication: { id: string, withdrawn: boolean, unreadMessagesCount: number, messages: Array<{ id: string, fromCompany: boolean, mine: boolean, author: string, body: string, byMail: boolean, sentAt: unknown, readAt: unknown, attachments: Array<{ id: string, name: string, bytes: number, path: string }> }> } | null };

export type SendApplicationMessageMutationVariables = Exact<{
  input: SendApplicationMessageInput;
}>;


export type SendApplicationMessageMutation = { sendApplicationMessage: { message: { id: string, fromCompany: boolean, mine: boolean, author: string, body: string, byMail: boolean, sentAt: unknown, readAt: unknown, attachments: Array<{ id: string, name: string, bytes: number, path: string }> } } };

export type MarkApplicationMessagesReadMutationVariables = Exact<{
  input: MarkApplicationMessagesReadInput;
}>;


export type MarkApplicationMessagesReadMutation = { markApplicationMessagesRead: { marked: number } };

export type InterviewFieldsFragment = { id: string, status: InterviewState, mode: InterviewMode, place: string, startsAt: unknown, endsAt: unknown, sequence: number, cancelledBy: string | null, recruiterName: string, slots: Array<{ id: string, startsAt: unknown, minutes: number, taken: boolean }> };

export type ApplicationInterviewQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ApplicationInterviewQuery = { applicationInterview: { id: string, status: InterviewState, mode: InterviewMode, place: string, startsAt: unknown, endsAt: unknown, sequence: number, cancelledBy: string | null, recruiterName: string, slots: Array<{ id: string, startsAt: unknown, minutes: number, taken: boolean }> } | null };

export type ProposeInterviewMutationVariables = Exact<{
  applicationId: string | number;
  mode: InterviewMode;
  link?: string | null | undefined;
  slots: Array<InterviewSlotInput> | InterviewSlotInput;
}>;


export type ProposeInterviewMutation = { proposeInterview: { id: string, status: InterviewState, mode: InterviewMode, place: string, startsAt: unknown, endsAt: unknown, sequence: number, cancelledBy: string | null, recruiterName: string, slots: Array<{ id: string, startsAt: unknown, minutes: number, taken: boolean }> } };

export type PickInterviewSlotMutationVariables = Exact<{
  slotId: string | number;
}>;


export type PickInterviewSlotMutation = { pickInterviewSlot: { id: string, status: InterviewState, mode: InterviewMode, place: string, startsAt: unknown, endsAt: unknown, sequence: number, cancelledBy: string | null, recruiterName: string, slots: Array<{ id: string, startsAt: unknown, minutes: number, taken: boolean }> } };

export type MoveInterviewMutationVariables = Exact<{
  interviewId: string | number;
  slot: InterviewSlotInput;
}>;


export type MoveInterviewMutation = { moveInterview: { id: string, status: InterviewState, mode: InterviewMode, place: string, startsAt: unknown, endsAt: unknown, sequence: number, cancelledBy: string | null, recruiterName: string, slots: Array<{ id: string, startsAt: unknown, minutes: number, taken: boolean }> } };

export type CancelInterviewMutationVariables = Exact<{
  interviewId: string | number;
}>;


export type CancelInterviewMutation = { cancelInterview: { id: string, status: InterviewState, mode: InterviewMode, place: string, startsAt: unknown, endsAt: unknown, sequence: number, cancelledBy: string | null, recruiterName: string, slots: Array<{ id: string, startsAt: unknown, minutes: number, taken: boolean }> } };

export type MessageTemplateFieldsFragment = { id: string, title: string, body: string, answer: Answer | null };

export type MessageTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MessageTemplatesQuery = { messageTemplates: Array<{ id: string, title: string, body: string, answer: Answer | null }> };

export type CreateMessageTemplateMutationVariables = Exact<{
  input: CreateMessageTemplateInput;
}>;


export type CreateMessageTemplateMutation = { createMessageTemplate: { messageTemplate: { id: string, title: string, body: string, answer: Answer | null } } };

export type UpdateMessageTemplateMutationVariables = Exact<{
  input: UpdateMessageTemplateInput;
}>;


export type UpdateMessageTemplateMutation = { updateMessageTemplate: { messageTemplate: { id: string, title: string, body: string, answer: Answer | null } } };

export type DeleteMessageTemplateMutationVariables = Exact<{
  input: DeleteMessageTemplateInput;
}>;


export type DeleteMessageTemplateMutation = { deleteMessageTemplate: { id: string } };

export type TriageApplicationFieldsFragment = { id: string, _id: number, createdAt: unknown, readAt: unknown, interviewStatus: string | null, candidateName: string, cvPath: string | null, coverLetterPath: string | null, withdrawn: boolean, unreadMessagesCount: number, steps: Array<{ kind: StepKind, at: unknown }> };

export type TriageApplicationsQueryVariables = Exact<{
  jobOfferId: string | number;
  first?: number | null | undefined;
  interviewStatus?: string | null | undefined;
}>;


export type TriageApplicationsQuery = { jobOffer: { id: string, _id: number, slug: string, title: string, applicationsCount: number | null, unreadApplicationsCount: number | null } | null, jobOfferApplications: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, _id: number, createdAt: unknown, readAt: unknown, interviewStatus: string | null, candidateName: string, cvPath: string | null, coverLetterPath: string | null, withdrawn: boolean, unreadMessagesCount: number, steps: Array<{ kind: StepKind, at: unknown }> } }> } };

export type TriageMoreApplicationsQueryVariables = Exact<{
  jobOfferId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  interviewStatus?: string | null | undefined;
}>;


export type TriageMoreApplicationsQuery = { jobOfferApplications: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, _id: number, createdAt: unknown, readAt: unknown, interviewStatus: string | null, candidateName: string, cvPath: string | null, coverLetterPath: string | null, withdrawn: boolean, unreadMessagesCount: number, steps: Array<{ kind: StepKind, at: unknown }> } }> } };

export type TriageInterviewStatusMutationVariables = Exact<{
  input: UpdateJobOfferApplicationInput;
}>;


export type TriageInterviewStatusMutation = { updateJobOfferApplication: { id: string, interviewStatus: string | null } };

export type TriageNoteApplicationsMutationVariables = Exact<{
  input: NoteJobOfferApplicationsInput;
}>;


export type TriageNoteApplicationsMutation = { noteJobOfferApplications: { ids: Array<string>, interviewStatus: string } };

export type TriageMailApplicantsMutationVariables = Exact<{
  input: MailJobOfferApplicantsInput;
}>;


export type TriageMailApplicantsMutation = { mailJobOfferApplicants: { sent: number } };

export type TriageAnswerApplicationsMutationVariables = Exact<{
  input: AnswerJobOfferApplicationsInput;
}>;


export type TriageAnswerApplicationsMutation = { answerJobOfferApplications: { sent: number } };

export type PaymentPricingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentPricingsQuery = { pricings: { edges: Array<{ node: { _id: number, uuid: string, name: string, price: number, jobOfferAdsAmount: number | null, isPack: boolean, displayGroup: number } }> } };

export type BoostableOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type BoostableOffersQuery = { jobOffers: { edges: Array<{ node: { _id: number, title: string, status: number } }> } };

export type WalletStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletStatusQuery = { wallets: { edges: Array<{ node: { id: string, jobOfferAdsConsumed: number, jobOfferAdsRemaining: number } }> }, myUrgentOffers: Array<{ jobOfferId: number, title: string, slug: string, urgentUntil: unknown }> };

export type MyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrdersQuery = { myOrders: { totalCount: number, edges: Array<{ node: { id: string, uuid: string, reference: string, createdAt: unknown, productName: string, priceIncl: number, status: string, statusLabel: string, paymentMethod: string, invoice: { uuid: string, reference: string, createdAtToString: string } | null, transferDetails: { holder: string, bank: string, iban: string, bic: string, reference: string, amount: number } | null } }> } };

export type MyCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompanyQuery = { companies: { edges: Array<{ node: { id: string, name: string, presentation: string, billingAddress: string, phoneNumber: string, logoName: string | null, logoPath: string | null, email: string, contactName: string, contactJobTitle: string, notificationFrequency: string, readTracking: boolean, tagWords: Array<string>, website: string, sizeBand: string, jobPositions: Array<{ id: string, name: string }>, verification: { siret: string, siretSpaced: string, status: SiretStatus, refusal: string | null, legalName: string | null, street: string, postcode: string, city: string, naf: string, size: string | null, allowsPublishing: boolean } | null, cover: { width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string } | null, works: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> } }> }, jobPositions: { edges: Array<{ node: { id: string, name: string, level: number, parent: { id: string } | null } }> } };

export type CompanyFieldsFragment = { id: string, name: string, presentation: string, billingAddress: string, phoneNumber: string, logoName: string | null, logoPath: string | null, email: string, contactName: string, contactJobTitle: string, notificationFrequency: string, readTracking: boolean, tagWords: Array<string>, website: string, sizeBand: string, jobPositions: Array<{ id: string, name: string }>, verification: { siret: string, siretSpaced: string, status: SiretStatus, refusal: string | null, legalName: string | null, street: string, postcode: string, city: string, naf: string, size: string | null, allowsPublishing: boolean } | null, cover: { width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string } | null, works: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> };

export type UpdateMyCompanyMutationVariables = Exact<{
  input: UpdateMyCompanyInput;
}>;


export type UpdateMyCompanyMutation = { updateMyCompany: { clientMutationId: string | null, company: { id: string, name: string, presentation: string, billingAddress: string, phoneNumber: string, logoName: string | null, logoPath: string | null, email: string, contactName: string, contactJobTitle: string, notificationFrequency: string, readTracking: boolean, tagWords: Array<string>, website: string, sizeBand: string, jobPositions: Array<{ id: string, name: string }>, verification: { siret: string, siretSpaced: string, status: SiretStatus, refusal: string | null, legalName: string | null, street: string, postcode: string, city: string, naf: string, size: string | null, allowsPublishing: boolean } | null, cover: { width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string } | null, works: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> } } };

export type MyCompanyLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompanyLabelsQuery = { myCompanyLabels: Array<{ id: string, kind: CraftLabel, title: string, expiresOn: string | null, status: string, refusalReason: string | null, proofPath: string }> };

export type WithdrawCompanyLabelMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawCompanyLabelMutation = { withdrawCompanyLabel: string };

export type PublicCompanyQueryVariables = Exact<{
  id: string | number;
}>;


export type PublicCompanyQuery = { company: { id: string, _id: number, name: string, slug: string, presentation: string, logoPath: string | null, tagWords: Array<string>, website: string, city: string, size: string | null, cover: { width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string } | null, works: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }>, jobPositions: Array<{ id: string, name: string }>, responsiveness: { answerLine: string | null, readingLine: string | null }, labels: Array<{ kind: CraftLabel, name: string, holderName: string | null }>, verification: { siretSpaced: string, legalName: string, naf: string, size: string | null } | null, jobOffers: Array<{ id: string, _id: number, slug: string, title: string, descriptionPreview: string, distance: number | null, jobOfferAd: { urgent: boolean } | null, jobContract: { id: string, name: string } | null, jobSalary: { id: string, intervalLabel: string } | null, pay: { minCents: number, maxCents: number, period: PayPeriod, variable: string } | null, localizedCompany: { id: string, logoPath: string | null, company: { id: string, name: string }, address: { locality: { id: string, name: string } } } }> } | null };

export type CompanyVerificationFieldsFragment = { siret: string, siretSpaced: string, status: SiretStatus, refusal: string | null, legalName: string | null, street: string, postcode: string, city: string, naf: string, size: string | null, allowsPublishing: boolean };

export type VerifyCompanySiretMutationVariables = Exact<{
  input: VerifyCompanySiretInput;
}>;


export type VerifyCompanySiretMutation = { verifyCompanySiret: { verification: { siret: string, siretSpaced: string, status: SiretStatus, refusal: string | null, legalName: string | null, street: string, postcode: string, city: string, naf: string, size: string | null, allowsPublishing: boolean } } };

export type UpdateCompanyWorkMutationVariables = Exact<{
  id: string | number;
  altText: string;
  caption?: string | null | undefined;
}>;


export type UpdateCompanyWorkMutation = { updateCompanyWork: Array<{ id: string }> };

export type DeleteCompanyWorkMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCompanyWorkMutation = { deleteCompanyWork: Array<{ id: string }> };

export type MoveCompanyWorkMutationVariables = Exact<{
  id: string | number;
  direction: BookDirection;
}>;


export type MoveCompanyWorkMutation = { moveCompanyWork: Array<{ id: string }> };

export type RemoveCompanyCoverMutationVariables = Exact<{
  companyId: string | number;
}>;


export type RemoveCompanyCoverMutation = { removeCompanyCover: boolean };

export type UnreadApplicationMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadApplicationMessagesQuery = { unreadApplicationMessagesCount: number };

export type HomeLatestJobOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeLatestJobOffersQuery = { lastJobOffers: Array<{ id: string, _id: number, slug: string, title: string, descriptionPreview: string, jobOfferAd: { urgent: boolean } | null, jobContract: { id: string, name: string } | null, localizedCompany: { id: string, company: { id: string, _id: number, slug: string, name: string }, address: { id: string, locality: { id: string, name: string } } } }> };

export type HomeShowcaseQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeShowcaseQuery = { lastPosts: Array<{ id: string, _id: number, slug: string, title: string, intro: string, featuredImagePath: string | null, publishedAt: unknown }>, partners: Array<{ id: string, name: string, logoPath: string, url: string | null }>, testimonials: Array<{ id: string, author: string, role: string, quote: string, photoPath: string | null }> };

export type LegalNoticeQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalNoticeQuery = { legalNotice: { publisher: string, address: string, siren: string, rcs: string, vatNumber: string, capital: string, phone: string, publicationDirector: string, hostName: string, hostAddress: string, hostPhone: string, contactEmail: string, example: boolean } };

export type MyIntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIntegrationsQuery = { myIntegrations: { webhook: { url: string, secret: string, updatedAt: unknown } | null, deliveries: Array<{ id: number, event: string, applicationId: number | null, candidateName: string | null, offerTitle: string | null, status: DeliveryStatus, attempts: number, createdAt: unknown, lastAttemptAt: unknown, nextAttemptAt: unknown, lastStatus: number | null, lastError: string | null, deliveredAt: unknown }>, apiToken: { prefix: string, createdAt: unknown, createdBy: string | null, lastUsedAt: unknown } | null } };

export type SetWebhookMutationVariables = Exact<{
  url: string;
}>;


export type SetWebhookMutation = { setWebhook: { url: string } };

export type ReplaceWebhookSecretMutationVariables = Exact<{ [key: string]: never; }>;


export type ReplaceWebhookSecretMutation = { replaceWebhookSecret: { url: string } };

export type RemoveWebhookMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveWebhookMutation = { removeWebhook: boolean };

export type SendTestWebhookMutationVariables = Exact<{ [key: string]: never; }>;


export type SendTestWebhookMutation = { sendTestWebhook: number };

export type SendWebhookAgainMutationVariables = Exact<{
  id: number;
}>;


export type SendWebhookAgainMutation = { sendWebhookAgain: boolean };

export type CreateApiTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateApiTokenMutation = { createApiToken: string };

export type RevokeApiTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type NoticeReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type NoticeReasonsQuery = { noticeReasons: Array<{ code: string, label: string }> };

export type ReportOfferMutationVariables = Exact<{
  input: ReportInput;
}>;


export type ReportOfferMutation = { reportOffer: { status: ReportStatus, message: string } };

export type ReportCompanyMutationVariables = Exact<{
  input: ReportInput;
}>;


export type ReportCompanyMutation = { reportCompany: { status: ReportStatus, message: string } };

export type ConfirmNoticeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNoticeMutation = { confirmNotice: { message: string } };

export type ModerationStatementFieldsFragment = { id: number, subject: string, outcome: string, decision: string, facts: string, automated: string, ground: string, redress: string, decidedAt: unknown, contestOf: number | null, contestedAt: unknown, contestText: string | null, contestable: boolean };

export type MyModerationDecisionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyModerationDecisionsQuery = { myModerationDecisions: Array<{ id: number, subject: string, outcome: string, decision: string, facts: string, automated: string, ground: string, redress: string, decidedAt: unknown, contestOf: number | null, contestedAt: unknown, contestText: string | null, contestable: boolean }> };

export type ModerationDecisionByLinkQueryVariables = Exact<{
  token: string;
}>;


export type ModerationDecisionByLinkQuery = { moderationDecisionByLink: { id: number, subject: string, outcome: string, decision: string, facts: string, automated: string, ground: string, redress: string, decidedAt: unknown, contestOf: number | null, contestedAt: unknown, contestText: string | null, contestable: boolean } };

export type ContestModerationDecisionMutationVariables = Exact<{
  id: number;
  text: string;
}>;


export type ContestModerationDecisionMutation = { contestModerationDecision: { id: number } };

export type ContestByLinkMutationVariables = Exact<{
  token: string;
  text: string;
}>;


export type ContestByLinkMutation = { contestByLink: { id: number } };

export type OfferApplicationStateQueryVariables = Exact<{
  jobOfferId: string | number;
  candidateId: string | number;
}>;


export type OfferApplicationStateQuery = { jobOfferApplications: { edges: Array<{ node: { id: string, _id: number, createdAt: unknown } }> }, candidate: { id: string, mobilePhone: string | null, cvName: string | null } };

export type CreateJobOfferApplicationMutationVariables = Exact<{
  input: CreateJobOfferApplicationInput;
}>;


export type CreateJobOfferApplicationMutation = { createJobOfferApplication: { clientMutationId: string | null, jobOfferApplication: { id: string, _id: number } } };

export type BookToSendQueryVariables = Exact<{ [key: string]: never; }>;


export type BookToSendQuery = { myBook: { pdfPath: string | null, lastSentProjects: Array<string>, lastSentPdf: boolean, projects: Array<{ id: string, title: string, year: number | null, images: Array<{ src: string, srcsetJpeg: string }> }> } };

export type JobOfferFieldsFragment = { id: string, _id: number, slug: string, title: string, description: string, companyPresentation: string, perfectCandidateDescription: string, status: number, statusLabel: string, expired: boolean, contactAccount: string, applicationsCount: number | null, createdByName: string | null, publishedByName: string | null, craftLabels: Array<CraftLabel>, laBonneAlternance: { state: LaBonneAlternanceState, reasonCode: string | null, reasonLabel: string | null } | null, jobOfferAd: { urgent: boolean, startsAt: unknown, endsAt: unknown } | null, jobContract: { id: string, name: string, freePublication: boolean } | null, jobTypes: Array<{ id: string, name: string }>, jobSalary: { id: string, intervalLabel: string } | null, pay: { minCents: number, maxCents: number, period: PayPeriod, variable: string, spreadReason: string } | null, training: { school: string, rhythm: string, durationMonths: number, duration: string, startsOn: string, start: string, diploma: { id: string, name: string, rncpLevel: number } | null, legalPay: { label: string, note: string, smicMonthlyCents: number | null, since: string, hourlyCents: number | null, bands: Array<{ label: string, cells: Array<{ year: number, sharePercent: number, monthlyCents: number, label: string }> }> } | null } | null, jobPosition: { id: string, name: string } | null, salaryPage: { path: string, title: string } | null, localizedCompany: { id: string, logoPath: string | null, company: { id: string, _id: number, slug: string, name: string, presentation: string, responsiveness: { answerLine: string | null, readingLine: string | null }, works: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> }, address: { address1: string, locality: { id: string, _id: number, name: string, postalCode: string, city: { name: string } | null } } } };

export type JobOfferQueryVariables = Exact<{
  id: string | number;
}>;


export type JobOfferQuery = { jobOffer: { id: string, _id: number, slug: string, title: string, description: string, companyPresentation: string, perfectCandidateDescription: string, status: number, statusLabel: string, expired: boolean, contactAccount: string, applicationsCount: number | null, createdByName: string | null, publishedByName: string | null, craftLabels: Array<CraftLabel>, laBonneAlternance: { state: LaBonneAlternanceState, reasonCode: string | null, reasonLabel: string | null } | null, jobOfferAd: { urgent: boolean, startsAt: unknown, endsAt: unknown } | null, jobContract: { id: string, name: string, freePublication: boolean } | null, jobTypes: Array<{ id: string, name: string }>, jobSalary: { id: string, intervalLabel: string } | null, pay: { minCents: number, maxCents: number, period: PayPeriod, variable: string, spreadReason: string } | null, training: { school: string, rhythm: string, durationMonths: number, duration: string, startsOn: string, start: string, diploma: { id: string, name: string, rncpLevel: number } | null, legalPay: { label: string, note: string, smicMonthlyCents: number | null, since: string, hourlyCents: number | null, bands: Array<{ label: string, cells: Array<{ year: number, sharePercent: number, monthlyCents: number, label: string }> }> } | null } | null, jobPosition: { id: string, name: string } | null, salaryPage: { path: string, title: string } | null, localizedCompany: { id: string, logoPath: string | null, company: { id: string, _id: number, slug: string, name: string, presentation: string, responsiveness: { answerLine: string | null, readingLine: string | null }, works: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> }, address: { address1: string, locality: { id: string, _id: number, name: string, postalCode: string, city: { name: string } | null } } } } | null };

export type OfferFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type OfferFormOptionsQuery = { jobContracts: { edges: Array<{ node: { id: string, name: string, freePublication: boolean, trainingKind: TrainingKind | null } }> }, diplomas: { edges: Array<{ node: { id: string, name: string, rncpLevel: number } }> }, jobTypes: { edges: Array<{ node: { id: string, name: string } }> }, jobSalaries: { edges: Array<{ node: { id: string, intervalLabel: string } }> }, jobPositions: { edges: Array<{ node: { id: string, name: string, level: number, parent: { id: string } | null } }> }, companies: { edges: Array<{ node: { id: string, name: string, presentation: string } }> } };

export type OfferLocalitiesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type OfferLocalitiesQuery = { localities: { edges: Array<{ node: { id: string, name: string, postalCode: string } }> } };

export type MyJobOffersQueryVariables = Exact<{
  start_cursor?: string | null | undefined;
}>;


export type MyJobOffersQuery = { jobOffers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, _id: number, slug: string, title: string, status: number, statusLabel: string, applicationsCount: number | null, unreadApplicationsCount: number | null, waitingApplicationsCount: number | null, createdByName: string | null, publishedByName: string | null, laBonneAlternance: { state: LaBonneAlternanceState, reasonCode: string | null, reasonLabel: string | null } | null, stats: { views: number, applyClicks: number } | null, jobContract: { id: string, name: string, freePublication: boolean } | null, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } } }> } };

export type MyJobOfferFieldsFragment = { id: string, _id: number, slug: string, title: string, status: number, statusLabel: string, applicationsCount: number | null, unreadApplicationsCount: number | null, waitingApplicationsCount: number | null, createdByName: string | null, publishedByName: string | null, laBonneAlternance: { state: LaBonneAlternanceState, reasonCode: string | null, reasonLabel: string | null } | null, stats: { views: number, applyClicks: number } | null, jobContract: { id: string, name: string, freePublication: boolean } | null, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } };

export type CreateJobOfferMutationVariables = Exact<{
  input: JobOfferInput;
}>;


export type CreateJobOfferMutation = { createJobOffer: { clientMutationId: string | null, jobOffer: { id: string, _id: number, slug: string, title: string, description: string, companyPresentation: string, perfectCandidateDescription: string, status: number, statusLabel: string, expired: boolean, contactAccount: string, applicationsCount: number | null, createdByName: string | null, publishedByName: string | null, craftLabels: Array<CraftLabel>, laBonneAlternance: { state: LaBonneAlternanceState, reasonCode: string | null, reasonLabel: string | null } | null, jobOfferAd: { urgent: boolean, startsAt: unknown, endsAt: unknown } | null, jobContract: { id: string, name: string, freePublication: boolean } | null, jobTypes: Array<{ id: string, name: string }>, jobSalary: { id: string, intervalLabel: string } | null, pay: { minCents: number, maxCents: number, period: PayPeriod, variable: string, spreadReason: string } | null, training: { school: string, rhythm: string, durationMonths: number, duration: string, startsOn: string, start: string, diploma: { id: string, name: string, rncpLevel: number } | null, legalPay: { label: string, note: string, smicMonthlyCents: number | null, since: string, hourlyCents: number | null, bands: Array<{ label: string, cells: Array<{ year: number, sharePercent: number, monthlyCents: number, label: string }> }> } | null } | null, jobPosition: { id: string, name: string } | null, salaryPage: { path: string, title: string } | null, localizedCompany: { id: string, logoPath: string | null, company: { id: string, _id: number, slug: string, name: string, presentation: string, responsiveness: { answerLine: string | null, readingLine: string | null }, works: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> }, address: { address1: string, locality: { id: string, _id: number, name: string, postalCode: string, city: { name: string } | null } } } } } };

export type UpdateJobOfferMutationVariables = Exact<{
  input: JobOfferInput;
}>;


export type UpdateJobOfferMutation = { updateJobOffer: { clientMutationId: string | null, jobOffer: { id: string, _id: number, slug: string, title: string, description: string, companyPresentation: string, perfectCandidateDescription: string, status: number, statusLabel: string, expired: boolean, contactAccount: string, applicationsCount: number | null, createdByName: string | null, publishedByName: string | null, craftLabels: Array<CraftLabel>, laBonneAlternance: { state: LaBonneAlternanceState, reasonCode: string | null, reasonLabel: string | null } | null, jobOfferAd: { urgent: boolean, startsAt: unknown, endsAt: unknown } | null, jobContract: { id: string, name: string, freePublication: boolean } | null, jobTypes: Array<{ id: string, name: string }>, jobSalary: { id: string, intervalLabel: string } | null, pay: { minCents: number, maxCents: number, period: PayPeriod, variable: string, spreadReason: string } | null, training: { school: string, rhythm: string, durationMonths: number, duration: string, startsOn: string, start: string, diploma: { id: string, name: string, rncpLevel: number } | null, legalPay: { label: string, note: string, smicMonthlyCents: number | null, since: string, hourlyCents: number | null, bands: Array<{ label: string, cells: Array<{ year: number, sharePercent: number, monthlyCents: number, label: string }> }> } | null } | null, jobPosition: { id: string, name: string } | null, salaryPage: { path: string, title: string } | null, localizedCompany: { id: string, logoPath: string | null, company: { id: string, _id: number, slug: string, name: string, presentation: string, responsiveness: { answerLine: string | null, readingLine: string | null }, works: Array<{ id: string, altText: string, caption: string, width: number, height: number, src: string, srcsetWebp: string, srcsetJpeg: string }> }, address: { address1: string, locality: { id: string, _id: number, name: string, postalCode: string, city: { name: string } | null } } } } } };

export type UpdateStatusJobOfferMutationVariables = Exact<{
  input: UpdateStatusJobOfferInput;
}>;


export type UpdateStatusJobOfferMutation = { updateStatusJobOffer: { jobOffer: { id: string, status: number, statusLabel: string } } };

export type DeleteJobOfferMutationVariables = Exact<{
  input: JobOfferIdInput;
}>;


export type DeleteJobOfferMutation = { deleteJobOffer: { id: string, clientMutationId: string | null } };

export type DuplicateJobOfferMutationVariables = Exact<{
  input: JobOfferIdInput;
}>;


export type DuplicateJobOfferMutation = { duplicateJobOffer: { jobOffer: { id: string, _id: number, slug: string, title: string, status: number, statusLabel: string, applicationsCount: number | null, unreadApplicationsCount: number | null, waitingApplicationsCount: number | null, createdByName: string | null, publishedByName: string | null, laBonneAlternance: { state: LaBonneAlternanceState, reasonCode: string | null, reasonLabel: string | null } | null, stats: { views: number, applyClicks: number } | null, jobContract: { id: string, name: string, freePublication: boolean } | null, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } } } };

export type PayHintQueryVariables = Exact<{
  position: string | number;
  contract: string | number;
  locality: string | number;
  period: PayPeriod;
}>;


export type PayHintQuery = { payHint: { count: number, minCents: number | null, maxCents: number | null, period: PayPeriod, title: string, path: string } | null };

export type SimilarJobOffersQueryVariables = Exact<{
  jobOfferId: string | number;
}>;


export type SimilarJobOffersQuery = { similarJobOffers: Array<{ id: string, _id: number, slug: string, title: string, jobContract: { id: string, name: string } | null, jobSalary: { id: string, intervalLabel: string } | null, pay: { minCents: number, maxCents: number, period: PayPeriod, variable: string, spreadReason: string } | null, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string } } } }> };

export type RecordJobOfferEventMutationVariables = Exact<{
  jobOfferId: string | number;
  event: JobOfferEvent;
}>;


export type RecordJobOfferEventMutation = { recordJobOfferEvent: boolean };

export type OfferWordingQueryVariables = Exact<{
  input: OfferWordingInput;
}>;


export type OfferWordingQuery = { offerWording: Array<{ rule: string, field: string, sentence: string, message: string, law: string }> };

export type PostsPageQueryVariables = Exact<{
  nb_items?: number | null | undefined;
  start_cursor?: string | null | undefined;
}>;


export type PostsPageQuery = { posts: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ cursor: string, node: { id: string, _id: number, slug: string, title: string, intro: string, featuredImagePath: string | null, publishedAt: unknown } }> } };

export type PostQueryVariables = Exact<{
  id: string | number;
}>;


export type PostQuery = { post: { id: string, _id: number, slug: string, title: string, subtitle: string, intro: string, content: string, featuredImagePath: string | null, publishedAt: unknown } | null };

export type PricingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PricingsQuery = { pricings: { edges: Array<{ node: { id: string, uuid: string, name: string, price: number, priceIncl: number, jobOfferAdsAmount: number | null, description: string, isPack: boolean, displayGroup: number } }> } };

export type OffersForYouQueryVariables = Exact<{ [key: string]: never; }>;


export type OffersForYouQuery = { offersForYou: Array<{ reasons: Array<string>, jobOffer: { id: string, _id: number, title: string, slug: string, localizedCompany: { id: string, company: { id: string, name: string }, address: { locality: { id: string, name: string, postalCode: string } } } } }> };

export type CandidatePreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type CandidatePreferencesQuery = { candidatePreferences: { radiusKm: number, payFloor: number | null, payFloorPeriod: PayPeriod | null, availableFrom: unknown, recommendationsEnabled: boolean, weeklyMail: boolean, dismissals: number, positions: Array<{ id: string, name: string }>, localities: Array<{ id: string, name: string }>, contracts: Array<{ id: string, name: string }> }, jobContracts: { edges: Array<{ node: { id: string, name: string } }> }, jobPositions: { edges: Array<{ node: { id: string, name: string, level: number } }> } };

export type SaveCandidatePreferencesMutationVariables = Exact<{
  input: CandidatePreferencesInput;
}>;


export type SaveCandidatePreferencesMutation = { saveCandidatePreferences: { recommendationsEnabled: boolean, weeklyMail: boolean, dismissals: number } };

export type DismissRecommendationMutationVariables = Exact<{
  jobOffer: string | number;
}>;


export type DismissRecommendationMutation = { dismissRecommendation: string };

export type EraseRecommendationDismissalsMutationVariables = Exact<{ [key: string]: never; }>;


export type EraseRecommendationDismissalsMutation = { eraseRecommendationDismissals: number };

export type SalaryBarometerQueryVariables = Exact<{
  trade: string;
  region?: string | null | undefined;
}>;


export type SalaryBarometerQuery = { salaryBarometer: { title: string, path: string, regionName: string | null, updatedOn: string | null, minAds: number, minCompanies: number, trade: { code: string, name: string, pluralName: string, family: string, path: string, ads: number, shown: boolean }, cells: Array<{ ads: number, contract: { id: string, name: string }, figures: { medianMin: number, medianMax: number, quartileLow: number, quartileHigh: number } | null }>, regions: Array<{ slug: string, name: string, path: string, ads: number, shown: boolean }> } | null };

export type SalaryTradesQueryVariables = Exact<{ [key: string]: never; }>;


export type SalaryTradesQuery = { salaryTrades: Array<{ code: string, name: string, pluralName: string, family: string, path: string, ads: number, shown: boolean }> };

export type SearchAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchAlertsQuery = { jobOfferAlerts: { edges: Array<{ node: { id: string, enabled: boolean, recurrence: string, searchQuery: string } }> } };

export type SaveSearchAlertMutationVariables = Exact<{
  input: CreateJobOfferAlertInput;
}>;


export type SaveSearchAlertMutation = { createJobOfferAlert: { jobOfferAlert: { id: string, enabled: boolean, recurrence: string, searchQuery: string } } };

export type SwitchSearchAlertMutationVariables = Exact<{
  input: UpdateJobOfferAlertInput;
}>;


export type SwitchSearchAlertMutation = { updateJobOfferAlert: { jobOfferAlert: { id: string, enabled: boolean, recurrence: string, searchQuery: string } } };

export type SearchJobOffersQueryVariables = Exact<{
  search?: string | null | undefined;
  job_contracts?: Array<string> | string | null | undefined;
  job_types?: Array<string> | string | null | undefined;
  job_positions?: Array<string> | string | null | undefined;
  localization_list?: Array<string> | string | null | undefined;
  nb_items: number;
  start_cursor?: string | null | undefined;
  radius?: number | null | undefined;
  exact?: boolean | null | undefined;
  min_pay?: number | null | undefined;
  labelled?: boolean | null | undefined;
  diplomas?: Array<string> | string | null | undefined;
  start?: JobOfferStart | null | undefined;
  sort?: JobOfferSort | null | undefined;
}>;


export type SearchJobOffersQuery = { jobOffers: { totalCount: number, keywords: string, correctedSearch: string | null, keywordPlaces: Array<{ type: string, _id: number, name: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, facets: { jobContracts: Array<{ id: string, _id: number, count: number }>, jobTypes: Array<{ id: string, _id: number, count: number }>, jobPositions: Array<{ id: string, _id: number, count: number }>, payFloors: Array<{ floor: number, count: number }> }, edges: Array<{ cursor: string, node: { id: string, _id: number, slug: string, title: string, descriptionPreview: string, distance: number | null, craftLabels: Array<CraftLabel>, titleParts: Array<{ text: string, marked: boolean }>, extract: Array<{ text: string, marked: boolean }> | null, jobOfferAd: { urgent: boolean } | null, jobContract: { id: string, name: string } | null, jobSalary: { id: string, intervalLabel: string } | null, pay: { minCents: number, maxCents: number, period: PayPeriod, variable: string } | null, training: { summary: string } | null, localizedCompany: { id: string, logoPath: string | null, company: { id: string, _id: number, slug: string, name: string }, address: { id: string, locality: { id: string, name: string, postalCode: string, city: { id: string, name: string } | null } } } } }> } };

export type SearchFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchFiltersQuery = { diplomas: { edges: Array<{ node: { id: string, _id: number, name: string } }> }, jobContracts: { edges: Array<{ node: { id: string, _id: number, name: string } }> }, jobTypes: { edges: Array<{ node: { id: string, _id: number, name: string } }> }, jobPositions: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, _id: number, name: string, level: number, parent: { id: string } | null, children: Array<{ id: string }> } }> } };

export type SearchPositionFragment = { id: string, _id: number, name: string, level: number, parent: { id: string } | null, children: Array<{ id: string }> };

export type SearchPositionsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type SearchPositionsQuery = { jobPositions: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, _id: number, name: string, level: number, parent: { id: string } | null, children: Array<{ id: string }> } }> } };

export type SearchShareOfferQueryVariables = Exact<{
  id: string | number;
}>;


export type SearchShareOfferQuery = { jobOffer: { id: string, _id: number, slug: string, title: string, localizedCompany: { id: string, company: { id: string, name: string } } } | null };

export type MyTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTeamQuery = { myTeam: { members: Array<{ userId: number, firstname: string, lastname: string, email: string, role: TeamRole, joinedAt: unknown, isMe: boolean }>, invitations: Array<{ id: number, email: string, role: TeamRole, createdAt: unknown, expiresAt: unknown }>, log: Array<{ id: number, at: unknown, actorEmail: string, action: string, subjectEmail: string, role: string | null }> } };

export type MyTeamMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTeamMembersQuery = { myTeam: { members: Array<{ userId: number, firstname: string, lastname: string, email: string, role: TeamRole, joinedAt: unknown, isMe: boolean }> } };

export type InviteTeamMemberMutationVariables = Exact<{
  email: string;
  role: TeamRole;
}>;


export type InviteTeamMemberMutation = { inviteTeamMember: { id: number } };

export type RevokeTeamInvitationMutationVariables = Exact<{
  id: number;
}>;


export type RevokeTeamInvitationMutation = { revokeTeamInvitation: boolean };

export type SetTeamMemberRoleMutationVariables = Exact<{
  userId: number;
  role: TeamRole;
}>;


export type SetTeamMemberRoleMutation = { setTeamMemberRole: boolean };

export type RemoveTeamMemberMutationVariables = Exact<{
  userId: number;
}>;


export type RemoveTeamMemberMutation = { removeTeamMember: boolean };

export type TeamInvitationQueryVariables = Exact<{
  token: string;
}>;


export type TeamInvitationQuery = { teamInvitation: { companyName: string, email: string, role: TeamRole, expiresAt: unknown } };

export type AcceptTeamInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptTeamInvitationMutation = { acceptTeamInvitation: boolean };

export type JoinTeamByRegisteringMutationVariables = Exact<{
  token: string;
  firstname: string;
  lastname: string;
  password: string;
}>;


export type JoinTeamByRegisteringMutation = { joinTeamByRegistering: string };

export type TrainingLandingPageQueryVariables = Exact<{
  kind: TrainingPageKind;
  trade: string;
  diploma?: string | null | undefined;
}>;


export type TrainingLandingPageQuery = { trainingPage: { kind: TrainingPageKind, title: string, description: string, path: string, indexPath: string, searchPath: string, totalCount: number, offers: Array<{ id: string, _id: number, slug: string, title: string, descriptionPreview: string, jobOfferAd: { urgent: boolean } | null, jobContract: { id: string, name: string } | null, localizedCompany: { id: string, company: { id: string, _id: number, slug: string, name: string }, address: { id: string, locality: { id: string, name: string } } } }>, related: Array<{ title: string, path: string, offers: number }> } | null };

export type TrainingIndexQueryVariables = Exact<{
  kind: TrainingPageKind;
}>;


export type TrainingIndexQuery = { trainingPages: Array<{ title: string, path: string, offers: number }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const FavoriteFieldsFragmentDoc = new TypedDocumentString(`
    fragment FavoriteFields on Favorite {
  id
  _id
  createdAt
  jobOffer {
    id
    _id
    slug
    title
    expired
    localizedCompany {
      id
      company {
        id
        name
      }
      address {
        locality {
          id
          name
        }
      }
    }
  }
}
    `, {"fragmentName":"FavoriteFields"}) as unknown as TypedDocumentString<FavoriteFieldsFragment, unknown>;
export const OfferCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment OfferCardFields on JobOffer {
  id
  _id
  slug
  title
  descriptionPreview
  jobOfferAd {
    urgent
  }
  jobContract {
    id
    name
  }
  localizedCompany {
    id
    company {
      id
      _id
      slug
      name
    }
    address {
      id
      locality {
        id
        name
      }
    }
  }
}
    `, {"fragmentName":"OfferCardFields"}) as unknown as TypedDocumentString<OfferCardFieldsFragment, unknown>;
export const BookProjectFieldsFragmentDoc = new TypedDocumentString(`
    fragment BookProjectFields on BookProject {
  id
  title
  year
  role
  techniques
  place
  description
  images {
    id
    altText
    caption
    width
    height
    src
    srcsetWebp
    srcsetJpeg
  }
}
    `, {"fragmentName":"BookProjectFields"}) as unknown as TypedDocumentString<BookProjectFieldsFragment, unknown>;
export const InboxMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment InboxMessageFields on InboxMessage {
  id
  createdAt
  subjectLabel
  email
  message
  handledAt
  replies {
    id
    createdAt
    authorEmail
    body
  }
}
    `, {"fragmentName":"InboxMessageFields"}) as unknown as TypedDocumentString<InboxMessageFieldsFragment, unknown>;
export const AdminLabelFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminLabelFields on CompanyLabel {
  id
  title
  expiresOn
  declaredAt
  companyName
  proofPath
}
    `, {"fragmentName":"AdminLabelFields"}) as unknown as TypedDocumentString<AdminLabelFieldsFragment, unknown>;
export const AdminPostFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminPostFields on AdminPost {
  id
  title
  subtitle
  intro
  content
  slug
  featuredImagePath
  publishedAt
  state
}
    `, {"fragmentName":"AdminPostFields"}) as unknown as TypedDocumentString<AdminPostFieldsFragment, unknown>;
export const ApplicationOfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApplicationOfferFields on JobOffer {
  id
  _id
  slug
  title
  localizedCompany {
    id
    company {
      id
      name
    }
    address {
      locality {
        id
        name
        postalCode
      }
    }
  }
}
    `, {"fragmentName":"ApplicationOfferFields"}) as unknown as TypedDocumentString<ApplicationOfferFieldsFragment, unknown>;
export const ApplicationDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApplicationDetailFields on JobOfferApplication {
  id
  _id
  uuid
  createdAt
  readAt
  coverLetterMessage
  questionsAnswerMessage
  phone
  cvPath
  coverLetterPath
  portfolio {
    pdfPath
    projects {
      title
      year
      role
      techniques
      place
      description
      images {
        altText
        caption
        width
        height
        src
        srcsetWebp
        srcsetJpeg
      }
    }
  }
  interviewStatus
  triagedByName
  answeredByName
  candidateName
  candidateEmail
  candidateTel
  linkedinUrl
  withdrawn
  steps {
    kind
    at
  }
  jobOffer {
    ...ApplicationOfferFields
  }
}
    fragment ApplicationOfferFields on JobOffer {
  id
  _id
  slug
  title
  localizedCompany {
    id
    company {
      id
      name
    }
    address {
      locality {
        id
        name
        postalCode
      }
    }
  }
}`, {"fragmentName":"ApplicationDetailFields"}) as unknown as TypedDocumentString<ApplicationDetailFieldsFragment, unknown>;
export const MyApplicationFieldsFragmentDoc = new TypedDocumentString(`
    fragment MyApplicationFields on JobOfferApplication {
  id
  _id
  createdAt
  readAt
  steps {
    kind
    at
  }
  jobOffer {
    ...ApplicationOfferFields
  }
}
    fragment ApplicationOfferFields on JobOffer {
  id
  _id
  slug
  title
  localizedCompany {
    id
    company {
      id
      name
    }
    address {
      locality {
        id
        name
        postalCode
      }
    }
  }
}`, {"fragmentName":"MyApplicationFields"}) as unknown as TypedDocumentString<MyApplicationFieldsFragment, unknown>;
export const ApplicationMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApplicationMessageFields on ApplicationMessage {
  id
  fromCompany
  mine
  author
  body
  byMail
  sentAt
  readAt
  attachments {
    id
    name
    bytes
    path
  }
}
    `, {"fragmentName":"ApplicationMessageFields"}) as unknown as TypedDocumentString<ApplicationMessageFieldsFragment, unknown>;
export const InterviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment InterviewFields on Interview {
  id
  status
  mode
  place
  startsAt
  endsAt
  sequence
  cancelledBy
  recruiterName
  slots {
    id
    startsAt
    minutes
    taken
  }
}
    `, {"fragmentName":"InterviewFields"}) as unknown as TypedDocumentString<InterviewFieldsFragment, unknown>;
export const MessageTemplateFieldsFragmentDoc = new TypedDocumentString(`
    fragment MessageTemplateFields on MessageTemplate {
  id
  title
  body
  answer
}
    `, {"fragmentName":"MessageTemplateFields"}) as unknown as TypedDocumentString<MessageTemplateFieldsFragment, unknown>;
export const TriageApplicationFieldsFragmentDoc = new TypedDocumentString(`
    fragment TriageApplicationFields on JobOfferApplication {
  id
  _id
  createdAt
  readAt
  interviewStatus
  candidateName
  cvPath
  coverLetterPath
  withdrawn
  unreadMessagesCount
  steps {
    kind
    at
  }
}
    `, {"fragmentName":"TriageApplicationFields"}) as unknown as TypedDocumentString<TriageApplicationFieldsFragment, unknown>;
export const CompanyVerificationFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyVerificationFields on CompanyVerification {
  siret
  siretSpaced
  status
  refusal
  legalName
  street
  postcode
  city
  naf
  size
  allowsPublishing
}
    `, {"fragmentName":"CompanyVerificationFields"}) as unknown as TypedDocumentString<CompanyVerificationFieldsFragment, unknown>;
export const CompanyFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyFields on Company {
  id
  name
  presentation
  billingAddress
  phoneNumber
  logoName
  logoPath
  email
  contactName
  contactJobTitle
  notificationFrequency
  readTracking
  tagWords
  jobPositions {
    id
    name
  }
  website
  sizeBand
  verification {
    ...CompanyVerificationFields
  }
  cover {
    width
    height
    src
    srcsetWebp
    srcsetJpeg
  }
  works {
    id
    altText
    caption
    width
    height
    src
    srcsetWebp
    srcsetJpeg
  }
}
    fragment CompanyVerificationFields on CompanyVerification {
  siret
  siretSpaced
  status
  refusal
  legalName
  street
  postcode
  city
  naf
  size
  allowsPublishing
}`, {"fragmentName":"CompanyFields"}) as unknown as TypedDocumentString<CompanyFieldsFragment, unknown>;
export const ModerationStatementFieldsFragmentDoc = new TypedDocumentString(`
    fragment ModerationStatementFields on ModerationStatement {
  id
  subject
  outcome
  decision
  facts
  automated
  ground
  redress
  decidedAt
  contestOf
  contestedAt
  contestText
  contestable
}
    `, {"fragmentName":"ModerationStatementFields"}) as unknown as TypedDocumentString<ModerationStatementFieldsFragment, unknown>;
export const JobOfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobOfferFields on JobOffer {
  id
  _id
  slug
  title
  description
  companyPresentation
  perfectCandidateDescription
  status
  statusLabel
  expired
  contactAccount
  applicationsCount
  createdByName
  publishedByName
  laBonneAlternance {
    state
    reasonCode
    reasonLabel
  }
  craftLabels
  jobOfferAd {
    urgent
    startsAt
    endsAt
  }
  jobContract {
    id
    name
    freePublication
  }
  jobTypes {
    id
    name
  }
  jobSalary {
    id
    intervalLabel
  }
  pay {
    minCents
    maxCents
    period
    variable
    spreadReason
  }
  training {
    diploma {
      id
      name
      rncpLevel
    }
    school
    rhythm
    durationMonths
    duration
    startsOn
    start
    legalPay {
      label
      note
      smicMonthlyCents
      since
      hourlyCents
      bands {
        label
        cells {
          year
          sharePercent
          monthlyCents
          label
        }
      }
    }
  }
  jobPosition {
    id
    name
  }
  salaryPage {
    path
    title
  }
  localizedCompany {
    id
    logoPath
    company {
      id
      _id
      slug
      name
      presentation
      responsiveness {
        answerLine
        readingLine
      }
      works {
        id
        altText
        caption
        width
        height
        src
        srcsetWebp
        srcsetJpeg
      }
    }
    address {
      address1
      locality {
        id
        _id
        name
        postalCode
        city {
          name
        }
      }
    }
  }
}
    `, {"fragmentName":"JobOfferFields"}) as unknown as TypedDocumentString<JobOfferFieldsFragment, unknown>;
export const MyJobOfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment MyJobOfferFields on JobOffer {
  id
  _id
  slug
  title
  status
  statusLabel
  applicationsCount
  unreadApplicationsCount
  waitingApplicationsCount
  createdByName
  publishedByName
  laBonneAlternance {
    state
    reasonCode
    reasonLabel
  }
  stats {
    views
    applyClicks
  }
  jobContract {
    id
    name
    freePublication
  }
  localizedCompany {
    id
    company {
      id
      name
    }
    address {
      locality {
        id
        name
        postalCode
      }
    }
  }
}
    `, {"fragmentName":"MyJobOfferFields"}) as unknown as TypedDocumentString<MyJobOfferFieldsFragment, unknown>;
export const SearchPositionFragmentDoc = new TypedDocumentString(`
    fragment SearchPosition on JobPosition {
  id
  _id
  name
  level
  parent {
    id
  }
  children {
    id
  }
}
    `, {"fragmentName":"SearchPosition"}) as unknown as TypedDocumentString<SearchPositionFragment, unknown>;
export const FavoritesDocument = new TypedDocumentString(`
    query Favorites($after: String) {
  favorites(first: 100, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...FavoriteFields
      }
    }
  }
}
    fragment FavoriteFields on Favorite {
  id
  _id
  createdAt
  jobOffer {
    id
    _id
    slug
    title
    expired
    localizedCompany {
      id
      company {
        id
        name
      }
      address {
        locality {
          id
          name
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<FavoritesQuery, FavoritesQueryVariables>;
export const CreateFavoriteDocument = new TypedDocumentString(`
    mutation CreateFavorite($input: CreateFavoriteInput!) {
  createFavorite(input: $input) {
    favorite {
      ...FavoriteFields
    }
    clientMutationId
  }
}
    fragment FavoriteFields on Favorite {
  id
  _id
  createdAt
  jobOffer {
    id
    _id
    slug
    title
    expired
    localizedCompany {
      id
      company {
        id
        name
      }
      address {
        locality {
          id
          name
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<CreateFavoriteMutation, CreateFavoriteMutationVariables>;
export const DeleteFavoriteDocument = new TypedDocumentString(`
    mutation DeleteFavorite($input: DeleteFavoriteInput!) {
  deleteFavorite(input: $input) {
    id
    clientMutationId
  }
}
    `) as unknown as TypedDocumentString<DeleteFavoriteMutation, DeleteFavoriteMutationVariables>;
export const PlaceReferenceDocument = new TypedDocumentString(`
    query PlaceReference {
  regions(first: 30) {
    edges {
      node {
        id
        _id
        name
      }
    }
  }
  departments(first: 100) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        _id
        name
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceReferenceQuery, PlaceReferenceQueryVariables>;
export const PlaceDepartmentsDocument = new TypedDocumentString(`
    query PlaceDepartments($after: String) {
  departments(first: 100, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        _id
        name
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceDepartmentsQuery, PlaceDepartmentsQueryVariables>;
export const PlaceLocalitiesDocument = new TypedDocumentString(`
    query PlaceLocalities($search: String!) {
  localities(search: $search, first: 10) {
    edges {
      node {
        id
        _id
        name
        postalCode
        city {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceLocalitiesQuery, PlaceLocalitiesQueryVariables>;
export const PlaceLocalityDocument = new TypedDocumentString(`
    query PlaceLocality($id: ID!) {
  locality(id: $id) {
    id
    _id
    name
    postalCode
    city {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceLocalityQuery, PlaceLocalityQueryVariables>;
export const JobSuggestionsDocument = new TypedDocumentString(`
    query JobSuggestions($text: String!) {
  jobSuggestions(text: $text) {
    text
    kind
    count
    corrected
  }
}
    `) as unknown as TypedDocumentString<JobSuggestionsQuery, JobSuggestionsQueryVariables>;
export const MyBookDocument = new TypedDocumentString(`
    query MyBook {
  myBook {
    pdfPath
    isPublic
    publicSlug
    publicIndexed
    suggestedSlug
    imageCount
    storedBytes
    projects {
      ...BookProjectFields
    }
  }
}
    fragment BookProjectFields on BookProject {
  id
  title
  year
  role
  techniques
  place
  description
  images {
    id
    altText
    caption
    width
    height
    src
    srcsetWebp
    srcsetJpeg
  }
}`) as unknown as TypedDocumentString<MyBookQuery, MyBookQueryVariables>;
export const CreateBookProjectDocument = new TypedDocumentString(`
    mutation CreateBookProject($input: BookProjectInput!) {
  createBookProject(input: $input) {
    imageCount
  }
}
    `) as unknown as TypedDocumentString<CreateBookProjectMutation, CreateBookProjectMutationVariables>;
export const UpdateBookProjectDocument = new TypedDocumentString(`
    mutation UpdateBookProject($id: ID!, $input: BookProjectInput!) {
  updateBookProject(id: $id, input: $input) {
    imageCount
  }
}
    `) as unknown as TypedDocumentString<UpdateBookProjectMutation, UpdateBookProjectMutationVariables>;
export const DeleteBookProjectDocument = new TypedDocumentString(`
    mutation DeleteBookProject($id: ID!) {
  deleteBookProject(id: $id) {
    imageCount
  }
}
    `) as unknown as TypedDocumentString<DeleteBookProjectMutation, DeleteBookProjectMutationVariables>;
export const MoveBookProjectDocument = new TypedDocumentString(`
    mutation MoveBookProject($id: ID!, $direction: BookDirection!) {
  moveBookProject(id: $id, direction: $direction) {
    imageCount
  }
}
    `) as unknown as TypedDocumentString<MoveBookProjectMutation, MoveBookProjectMutationVariables>;
export const UpdateBookImageDocument = new TypedDocumentString(`
    mutation UpdateBookImage($id: ID!, $altText: String!, $caption: String) {
  updateBookImage(id: $id, altText: $altText, caption: $caption) {
    imageCount
  }
}
    `) as unknown as TypedDocumentString<UpdateBookImageMutation, UpdateBookImageMutationVariables>;
export const DeleteBookImageDocument = new TypedDocumentString(`
    mutation DeleteBookImage($id: ID!) {
  deleteBookImage(id: $id) {
    imageCount
  }
}
    `) as unknown as TypedDocumentString<DeleteBookImageMutation, DeleteBookImageMutationVariables>;
export const MoveBookImageDocument = new TypedDocumentString(`
    mutation MoveBookImage($id: ID!, $direction: BookDirection!) {
  moveBookImage(id: $id, direction: $direction) {
    imageCount
  }
}
    `) as unknown as TypedDocumentString<MoveBookImageMutation, MoveBookImageMutationVariables>;
export const PublishBookDocument = new TypedDocumentString(`
    mutation PublishBook($slug: String!, $indexed: Boolean!) {
  publishBook(slug: $slug, indexed: $indexed) {
    isPublic
    publicSlug
    publicIndexed
  }
}
    `) as unknown as TypedDocumentString<PublishBookMutation, PublishBookMutationVariables>;
export const UnpublishBookDocument = new TypedDocumentString(`
    mutation UnpublishBook {
  unpublishBook {
    isPublic
  }
}
    `) as unknown as TypedDocumentString<UnpublishBookMutation, UnpublishBookMutationVariables>;
export const MyMessageMailsDocument = new TypedDocumentString(`
    query MyMessageMails {
  myMessageMails
}
    `) as unknown as TypedDocumentString<MyMessageMailsQuery, MyMessageMailsQueryVariables>;
export const SetMessageMailsDocument = new TypedDocumentString(`
    mutation SetMessageMails($input: SetMessageMailsInput!) {
  setMessageMails(input: $input) {
    choice
  }
}
    `) as unknown as TypedDocumentString<SetMessageMailsMutation, SetMessageMailsMutationVariables>;
export const MyDetailsDocument = new TypedDocumentString(`
    query MyDetails($candidateId: ID!, $isCandidate: Boolean!) {
  me {
    id
    email
    firstname
    lastname
    confirmationToken
  }
  candidate(id: $candidateId) @include(if: $isCandidate) {
    id
    mobilePhone
  }
}
    `) as unknown as TypedDocumentString<MyDetailsQuery, MyDetailsQueryVariables>;
export const MyCandidateDocument = new TypedDocumentString(`
    query MyCandidate($id: ID!) {
  candidate(id: $id) {
    id
    mobilePhone
    cvName
    socialLinkedinURL
    createdAt
    updatedAt
    user {
      id
      firstname
      lastname
    }
  }
}
    `) as unknown as TypedDocumentString<MyCandidateQuery, MyCandidateQueryVariables>;
export const UpdateMyUserDocument = new TypedDocumentString(`
    mutation UpdateMyUser($input: UpdateMyUserInput!) {
  updateMyUser(input: $input) {
    user {
      id
      firstname
      lastname
    }
    clientMutationId
  }
}
    `) as unknown as TypedDocumentString<UpdateMyUserMutation, UpdateMyUserMutationVariables>;
export const UpdateMyCandidateDocument = new TypedDocumentString(`
    mutation UpdateMyCandidate($input: UpdateMyCandidateInput!) {
  updateMyCandidate(input: $input) {
    candidate {
      id
      mobilePhone
      cvName
      socialLinkedinURL
      user {
        id
        firstname
        lastname
      }
    }
    clientMutationId
  }
}
    `) as unknown as TypedDocumentString<UpdateMyCandidateMutation, UpdateMyCandidateMutationVariables>;
export const PublicBookDocument = new TypedDocumentString(`
    query PublicBook($slug: String!) {
  publicBook(slug: $slug) {
    slug
    name
    pdfPath
    projects {
      ...BookProjectFields
    }
  }
}
    fragment BookProjectFields on BookProject {
  id
  title
  year
  role
  techniques
  place
  description
  images {
    id
    altText
    caption
    width
    height
    src
    srcsetWebp
    srcsetJpeg
  }
}`) as unknown as TypedDocumentString<PublicBookQuery, PublicBookQueryVariables>;
export const AdminAccessDocument = new TypedDocumentString(`
    query AdminAccess {
  admin {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AdminAccessQuery, AdminAccessQueryVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($first: Int, $after: String, $search: String, $subjectType: String, $subjectId: String) {
  admin {
    auditLog(
      first: $first
      after: $after
      search: $search
      subjectType: $subjectType
      subjectId: $subjectId
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          at
          actorEmail
          action
          actionLabel
          subjectType
          subjectId
          changes {
            label
            before
            after
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const AdminCompaniesDocument = new TypedDocumentString(`
    query AdminCompanies($first: Int, $after: String, $search: String) {
  admin {
    companies(first: $first, after: $after, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          accountEmail
          emailConfirmed
          personalEmail
          offersCount
          ordersCount
          suspended
          createdAt
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCompaniesQuery, AdminCompaniesQueryVariables>;
export const SetCompanySuspendedDocument = new TypedDocumentString(`
    mutation SetCompanySuspended($id: Int!, $suspended: Boolean!) {
  admin {
    setCompanySuspended(id: $id, suspended: $suspended) {
      id
      suspended
    }
  }
}
    `) as unknown as TypedDocumentString<SetCompanySuspendedMutation, SetCompanySuspendedMutationVariables>;
export const PendingVerificationsDocument = new TypedDocumentString(`
    query PendingVerifications {
  admin {
    pendingVerifications {
      companyId
      companyName
      siretSpaced
      givenAt
      triedAt
      tries
      allowsPublishing
    }
  }
}
    `) as unknown as TypedDocumentString<PendingVerificationsQuery, PendingVerificationsQueryVariables>;
export const ContactMessagesDocument = new TypedDocumentString(`
    query ContactMessages($first: Int, $after: String, $handled: Boolean) {
  admin {
    contactMessages(first: $first, after: $after, handled: $handled) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...InboxMessageFields
        }
      }
    }
  }
}
    fragment InboxMessageFields on InboxMessage {
  id
  createdAt
  subjectLabel
  email
  message
  handledAt
  replies {
    id
    createdAt
    authorEmail
    body
  }
}`) as unknown as TypedDocumentString<ContactMessagesQuery, ContactMessagesQueryVariables>;
export const MarkContactMessageHandledDocument = new TypedDocumentString(`
    mutation MarkContactMessageHandled($id: Int!) {
  admin {
    markContactMessageHandled(id: $id) {
      id
      handledAt
    }
  }
}
    `) as unknown as TypedDocumentString<MarkContactMessageHandledMutation, MarkContactMessageHandledMutationVariables>;
export const ReplyToContactMessageDocument = new TypedDocumentString(`
    mutation ReplyToContactMessage($id: Int!, $body: String!, $requestKey: String!) {
  admin {
    replyToContactMessage(id: $id, body: $body, requestKey: $requestKey) {
      id
      handledAt
    }
  }
}
    `) as unknown as TypedDocumentString<ReplyToContactMessageMutation, ReplyToContactMessageMutationVariables>;
export const PendingCompanyLabelsDocument = new TypedDocumentString(`
    query PendingCompanyLabels {
  admin {
    pendingCompanyLabels {
      ...AdminLabelFields
    }
  }
}
    fragment AdminLabelFields on CompanyLabel {
  id
  title
  expiresOn
  declaredAt
  companyName
  proofPath
}`) as unknown as TypedDocumentString<PendingCompanyLabelsQuery, PendingCompanyLabelsQueryVariables>;
export const DecideCompanyLabelDocument = new TypedDocumentString(`
    mutation DecideCompanyLabel($id: ID!, $approve: Boolean!, $reason: String) {
  admin {
    decideCompanyLabel(id: $id, approve: $approve, reason: $reason) {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<DecideCompanyLabelMutation, DecideCompanyLabelMutationVariables>;
export const ApprovedCompanyLabelsDocument = new TypedDocumentString(`
    query ApprovedCompanyLabels {
  admin {
    approvedCompanyLabels {
      ...AdminLabelFields
    }
  }
}
    fragment AdminLabelFields on CompanyLabel {
  id
  title
  expiresOn
  declaredAt
  companyName
  proofPath
}`) as unknown as TypedDocumentString<ApprovedCompanyLabelsQuery, ApprovedCompanyLabelsQueryVariables>;
export const RevokeCompanyLabelDocument = new TypedDocumentString(`
    mutation RevokeCompanyLabel($id: ID!, $reason: String) {
  admin {
    revokeCompanyLabel(id: $id, reason: $reason) {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<RevokeCompanyLabelMutation, RevokeCompanyLabelMutationVariables>;
export const ModerationQueueDocument = new TypedDocumentString(`
    query ModerationQueue($first: Int, $after: String, $flaggedOnly: Boolean) {
  admin {
    moderationQueue(first: $first, after: $after, flaggedOnly: $flaggedOnly) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          companyName
          companySuspended
          place
          publishedAt
          path
          held
          flags {
            rule
            label
            field
            sentence
            law
            blocking
          }
        }
      }
    }
    removalReasons {
      code
      label
      needsNote
    }
  }
}
    `) as unknown as TypedDocumentString<ModerationQueueQuery, ModerationQueueQueryVariables>;
export const RemoveOfferDocument = new TypedDocumentString(`
    mutation RemoveOffer($id: Int!, $reason: String!, $note: String) {
  admin {
    removeOffer(id: $id, reason: $reason, note: $note) {
      id
      title
      reason
      mailedTo
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveOfferMutation, RemoveOfferMutationVariables>;
export const ApproveOfferDocument = new TypedDocumentString(`
    mutation ApproveOffer($id: Int!) {
  admin {
    approveOffer(id: $id) {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<ApproveOfferMutation, ApproveOfferMutationVariables>;
export const AdminPricingsDocument = new TypedDocumentString(`
    query AdminPricings {
  admin {
    pricings {
      id
      name
      price
      priceIncl
      jobOfferAdsAmount
      durationDays
      descriptionPoints
      displayGroup
      editedByStaffAt
    }
  }
}
    `) as unknown as TypedDocumentString<AdminPricingsQuery, AdminPricingsQueryVariables>;
export const UpdatePricingDocument = new TypedDocumentString(`
    mutation UpdatePricing($id: Int!, $price: String!, $points: [String!]!) {
  admin {
    updatePricing(id: $id, price: $price, descriptionPoints: $points) {
      id
      price
      priceIncl
      descriptionPoints
      editedByStaffAt
    }
  }
}
    `) as unknown as TypedDocumentString<UpdatePricingMutation, UpdatePricingMutationVariables>;
export const AdminPromoCodesDocument = new TypedDocumentString(`
    query AdminPromoCodes($first: Int, $after: String) {
  admin {
    promoCodes(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          code
          percentOff
          amountOff
          validFrom
          validUntil
          maxUses
          maxUsesPerCompany
          pricingIds
          disabledAt
          uses
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminPromoCodesQuery, AdminPromoCodesQueryVariables>;
export const CreatePromoCodeDocument = new TypedDocumentString(`
    mutation CreatePromoCode($input: NewPromoCodeInput!) {
  admin {
    createPromoCode(input: $input) {
      id
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CreatePromoCodeMutation, CreatePromoCodeMutationVariables>;
export const DisablePromoCodeDocument = new TypedDocumentString(`
    mutation DisablePromoCode($id: Int!) {
  admin {
    disablePromoCode(id: $id) {
      id
      disabledAt
    }
  }
}
    `) as unknown as TypedDocumentString<DisablePromoCodeMutation, DisablePromoCodeMutationVariables>;
export const AdminOrdersDocument = new TypedDocumentString(`
    query AdminOrders($first: Int, $after: String, $state: AdminOrderState, $search: String) {
  admin {
    orders(first: $first, after: $after, state: $state, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          reference
          status
          statusLabel
          providerLabel
          companyName
          accountEmail
          productName
          amountExcl
          amountIncl
          createdAt
          paidAt
          invoiceReference
          invoiceUuid
          creditNoteReference
          creditNoteUuid
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const MarkOrderPaidDocument = new TypedDocumentString(`
    mutation MarkOrderPaid($reference: String!) {
  admin {
    markOrderPaid(reference: $reference) {
      reference
      statusLabel
      paidNow
    }
  }
}
    `) as unknown as TypedDocumentString<MarkOrderPaidMutation, MarkOrderPaidMutationVariables>;
export const IssueCreditNoteDocument = new TypedDocumentString(`
    mutation IssueCreditNote($invoiceReference: String!, $reason: CreditNoteReasonArg!) {
  admin {
    issueCreditNote(invoiceReference: $invoiceReference, reason: $reason) {
      reference
      invoiceReference
      issuedNow
    }
  }
}
    `) as unknown as TypedDocumentString<IssueCreditNoteMutation, IssueCreditNoteMutationVariables>;
export const AdminPendingBannersDocument = new TypedDocumentString(`
    query AdminPendingBanners {
  admin {
    pendingBanners {
      id
      companyName
      productName
      orderReference
      imageUrl
      link
      alt
      days
      startOn
      runsFrom
      runsUntil
    }
  }
}
    `) as unknown as TypedDocumentString<AdminPendingBannersQuery, AdminPendingBannersQueryVariables>;
export const ReviewBannerDocument = new TypedDocumentString(`
    mutation ReviewBanner($id: Int!, $decision: BannerDecision!, $reason: String) {
  admin {
    reviewBanner(id: $id, decision: $decision, reason: $reason) {
      id
      review
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewBannerMutation, ReviewBannerMutationVariables>;
export const ReportedContentDocument = new TypedDocumentString(`
    query ReportedContent {
  admin {
    reportedContent {
      kind
      jobOfferId
      companyId
      title
      companyName
      path
      count
      urgent
      automatic
      oldestAt
      notices {
        id
        reason
        reasonLabel
        otherReason
        explanation
        automatic
        reporterName
        reporterEmail
        reportedAt
        suggestedGround
      }
    }
    noticeContests {
      decidedByEmail
      statement {
        id
        subject
        decision
        facts
        ground
        contestText
        contestedAt
      }
    }
    noticeOutcomes {
      code
      label
    }
    removalReasons {
      code
      label
      needsNote
    }
  }
}
    `) as unknown as TypedDocumentString<ReportedContentQuery, ReportedContentQueryVariables>;
export const DecideNoticeDocument = new TypedDocumentString(`
    mutation DecideNotice($id: Int!, $outcome: String!, $ground: String, $facts: String!) {
  admin {
    decideNotice(noticeId: $id, outcome: $outcome, ground: $ground, facts: $facts) {
      decisionId
      notices
    }
  }
}
    `) as unknown as TypedDocumentString<DecideNoticeMutation, DecideNoticeMutationVariables>;
export const DecideContestDocument = new TypedDocumentString(`
    mutation DecideContest($id: Int!, $granted: Boolean!, $facts: String!) {
  admin {
    decideContest(decisionId: $id, granted: $granted, facts: $facts) {
      decisionId
    }
  }
}
    `) as unknown as TypedDocumentString<DecideContestMutation, DecideContestMutationVariables>;
export const AdminNumbersDocument = new TypedDocumentString(`
    query AdminNumbers {
  admin {
    numbers {
      offersLive
      publishedThisWeek
      applicationsThisWeek
      revenueThisMonthCents
      alertsMailedThisWeek
    }
  }
}
    `) as unknown as TypedDocumentString<AdminNumbersQuery, AdminNumbersQueryVariables>;
export const AdminPostsDocument = new TypedDocumentString(`
    query AdminPosts($first: Int, $after: String) {
  admin {
    posts(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          slug
          state
          publishedAt
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminPostsQuery, AdminPostsQueryVariables>;
export const AdminPostDocument = new TypedDocumentString(`
    query AdminPost($id: Int!) {
  admin {
    post(id: $id) {
      ...AdminPostFields
    }
  }
}
    fragment AdminPostFields on AdminPost {
  id
  title
  subtitle
  intro
  content
  slug
  featuredImagePath
  publishedAt
  state
}`) as unknown as TypedDocumentString<AdminPostQuery, AdminPostQueryVariables>;
export const CreatePostDocument = new TypedDocumentString(`
    mutation CreatePost($input: AdminPostInput!) {
  admin {
    createPost(input: $input) {
      ...AdminPostFields
    }
  }
}
    fragment AdminPostFields on AdminPost {
  id
  title
  subtitle
  intro
  content
  slug
  featuredImagePath
  publishedAt
  state
}`) as unknown as TypedDocumentString<CreatePostMutation, CreatePostMutationVariables>;
export const UpdatePostDocument = new TypedDocumentString(`
    mutation UpdatePost($id: Int!, $input: AdminPostInput!) {
  admin {
    updatePost(id: $id, input: $input) {
      ...AdminPostFields
    }
  }
}
    fragment AdminPostFields on AdminPost {
  id
  title
  subtitle
  intro
  content
  slug
  featuredImagePath
  publishedAt
  state
}`) as unknown as TypedDocumentString<UpdatePostMutation, UpdatePostMutationVariables>;
export const PublishPostDocument = new TypedDocumentString(`
    mutation PublishPost($id: Int!, $at: DateTime) {
  admin {
    publishPost(id: $id, at: $at) {
      ...AdminPostFields
    }
  }
}
    fragment AdminPostFields on AdminPost {
  id
  title
  subtitle
  intro
  content
  slug
  featuredImagePath
  publishedAt
  state
}`) as unknown as TypedDocumentString<PublishPostMutation, PublishPostMutationVariables>;
export const UnpublishPostDocument = new TypedDocumentString(`
    mutation UnpublishPost($id: Int!) {
  admin {
    unpublishPost(id: $id) {
      ...AdminPostFields
    }
  }
}
    fragment AdminPostFields on AdminPost {
  id
  title
  subtitle
  intro
  content
  slug
  featuredImagePath
  publishedAt
  state
}`) as unknown as TypedDocumentString<UnpublishPostMutation, UnpublishPostMutationVariables>;
export const AdminShowcaseDocument = new TypedDocumentString(`
    query AdminShowcase {
  admin {
    partners {
      id
      name
      logoPath
      url
    }
    testimonials {
      id
      author
      role
      quote
      photoPath
    }
  }
}
    `) as unknown as TypedDocumentString<AdminShowcaseQuery, AdminShowcaseQueryVariables>;
export const CreatePartnerDocument = new TypedDocumentString(`
    mutation CreatePartner($input: AdminPartnerInput!) {
  admin {
    createPartner(input: $input) {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreatePartnerMutation, CreatePartnerMutationVariables>;
export const UpdatePartnerDocument = new TypedDocumentString(`
    mutation UpdatePartner($id: Int!, $input: AdminPartnerInput!) {
  admin {
    updatePartner(id: $id, input: $input) {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdatePartnerMutation, UpdatePartnerMutationVariables>;
export const DeletePartnerDocument = new TypedDocumentString(`
    mutation DeletePartner($id: Int!) {
  admin {
    deletePartner(id: $id)
  }
}
    `) as unknown as TypedDocumentString<DeletePartnerMutation, DeletePartnerMutationVariables>;
export const MovePartnerDocument = new TypedDocumentString(`
    mutation MovePartner($id: Int!, $direction: AdminMoveDirection!) {
  admin {
    movePartner(id: $id, direction: $direction) {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MovePartnerMutation, MovePartnerMutationVariables>;
export const CreateTestimonialDocument = new TypedDocumentString(`
    mutation CreateTestimonial($input: AdminTestimonialInput!) {
  admin {
    createTestimonial(input: $input) {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateTestimonialMutation, CreateTestimonialMutationVariables>;
export const UpdateTestimonialDocument = new TypedDocumentString(`
    mutation UpdateTestimonial($id: Int!, $input: AdminTestimonialInput!) {
  admin {
    updateTestimonial(id: $id, input: $input) {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateTestimonialMutation, UpdateTestimonialMutationVariables>;
export const DeleteTestimonialDocument = new TypedDocumentString(`
    mutation DeleteTestimonial($id: Int!) {
  admin {
    deleteTestimonial(id: $id)
  }
}
    `) as unknown as TypedDocumentString<DeleteTestimonialMutation, DeleteTestimonialMutationVariables>;
export const MoveTestimonialDocument = new TypedDocumentString(`
    mutation MoveTestimonial($id: Int!, $direction: AdminMoveDirection!) {
  admin {
    moveTestimonial(id: $id, direction: $direction) {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MoveTestimonialMutation, MoveTestimonialMutationVariables>;
export const MyAlertsDocument = new TypedDocumentString(`
    query MyAlerts {
  jobOfferAlerts {
    totalCount
    edges {
      node {
        id
        _id
        enabled
        recurrence
        summary
        searchQuery
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyAlertsQuery, MyAlertsQueryVariables>;
export const UpdateAlertDocument = new TypedDocumentString(`
    mutation UpdateAlert($input: UpdateJobOfferAlertInput!) {
  updateJobOfferAlert(input: $input) {
    jobOfferAlert {
      id
      enabled
      recurrence
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAlertMutation, UpdateAlertMutationVariables>;
export const DeleteAlertDocument = new TypedDocumentString(`
    mutation DeleteAlert($input: DeleteJobOfferAlertInput!) {
  deleteJobOfferAlert(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteAlertMutation, DeleteAlertMutationVariables>;
export const MyAnswerTimeDocument = new TypedDocumentString(`
    query MyAnswerTime {
  myAnswerTime {
    medianDays
    applications
    answerLine
    readingLine
    waitingCount
    oldestWaiting {
      id
      _id
      jobOfferId
      offerTitle
      candidateName
      sentAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyAnswerTimeQuery, MyAnswerTimeQueryVariables>;
export const ApplicationDetailDocument = new TypedDocumentString(`
    query ApplicationDetail($id: ID!) {
  jobOfferApplication(id: $id) {
    ...ApplicationDetailFields
  }
}
    fragment ApplicationOfferFields on JobOffer {
  id
  _id
  slug
  title
  localizedCompany {
    id
    company {
      id
      name
    }
    address {
      locality {
        id
        name
        postalCode
      }
    }
  }
}
fragment ApplicationDetailFields on JobOfferApplication {
  id
  _id
  uuid
  createdAt
  readAt
  coverLetterMessage
  questionsAnswerMessage
  phone
  cvPath
  coverLetterPath
  portfolio {
    pdfPath
    projects {
      title
      year
      role
      techniques
      place
      description
      images {
        altText
        caption
        width
        height
        src
        srcsetWebp
        srcsetJpeg
      }
    }
  }
  interviewStatus
  triagedByName
  answeredByName
  candidateName
  candidateEmail
  candidateTel
  linkedinUrl
  withdrawn
  steps {
    kind
    at
  }
  jobOffer {
    ...ApplicationOfferFields
  }
}`) as unknown as TypedDocumentString<ApplicationDetailQuery, ApplicationDetailQueryVariables>;
export const UpdateApplicationDetailDocument = new TypedDocumentString(`
    mutation UpdateApplicationDetail($input: UpdateJobOfferApplicationInput!) {
  updateJobOfferApplication(input: $input) {
    id
    interviewStatus
    jobOfferApplication {
      id
      readAt
      interviewStatus
      triagedByName
    }
    clientMutationId
  }
}
    `) as unknown as TypedDocumentString<UpdateApplicationDetailMutation, UpdateApplicationDetailMutationVariables>;
export const MyApplicationsDocument = new TypedDocumentString(`
    query MyApplications($after: String) {
  jobOfferApplications(first: 30, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...MyApplicationFields
      }
    }
  }
}
    fragment ApplicationOfferFields on JobOffer {
  id
  _id
  slug
  title
  localizedCompany {
    id
    company {
      id
      name
    }
    address {
      locality {
        id
        name
        postalCode
      }
    }
  }
}
fragment MyApplicationFields on JobOfferApplication {
  id
  _id
  createdAt
  readAt
  steps {
    kind
    at
  }
  jobOffer {
    ...ApplicationOfferFields
  }
}`) as unknown as TypedDocumentString<MyApplicationsQuery, MyApplicationsQueryVariables>;
export const WithdrawApplicationDocument = new TypedDocumentString(`
    mutation WithdrawApplication($input: WithdrawJobOfferApplicationInput!) {
  withdrawJobOfferApplication(input: $input) {
    jobOfferApplication {
      ...ApplicationDetailFields
    }
  }
}
    fragment ApplicationOfferFields on JobOffer {
  id
  _id
  slug
  title
  localizedCompany {
    id
    company {
      id
      name
    }
    address {
      locality {
        id
        name
        postalCode
      }
    }
  }
}
fragment ApplicationDetailFields on JobOfferApplication {
  id
  _id
  uuid
  createdAt
  readAt
  coverLetterMessage
  questionsAnswerMessage
  phone
  cvPath
  coverLetterPath
  portfolio {
    pdfPath
    projects {
      title
      year
      role
      techniques
      place
      description
      images {
        altText
        caption
        width
        height
        src
        srcsetWebp
        srcsetJpeg
      }
    }
  }
  interviewStatus
  triagedByName
  answeredByName
  candidateName
  candidateEmail
  candidateTel
  linkedinUrl
  withdrawn
  steps {
    kind
    at
  }
  jobOffer {
    ...ApplicationOfferFields
  }
}`) as unknown as TypedDocumentString<WithdrawApplicationMutation, WithdrawApplicationMutationVariables>;
export const ApplicationThreadDocument = new TypedDocumentString(`
    query ApplicationThread($id: ID!) {
  jobOfferApplication(id: $id) {
    id
    withdrawn
    unreadMessagesCount
    messages {
      ...ApplicationMessageFields
    }
  }
}
    fragment ApplicationMessageFields on ApplicationMessage {
  id
  fromCompany
  mine
  author
  body
  byMail
  sentAt
  readAt
  attachments {
    id
    name
    bytes
    path
  }
}`) as unknown as TypedDocumentString<ApplicationThreadQuery, ApplicationThreadQueryVariables>;
export const SendApplicationMessageDocument = new TypedDocumentString(`
    mutation SendApplicationMessage($input: SendApplicationMessageInput!) {
  sendApplicationMessage(input: $input) {
    message {
      ...ApplicationMessageFields
    }
  }
}
    fragment ApplicationMessageFields on ApplicationMessage {
  id
  fromCompany
  mine
  author
  body
  byMail
  sentAt
  readAt
  attachments {
    id
    name
    bytes
    path
  }
}`) as unknown as TypedDocumentString<SendApplicationMessageMutation, SendApplicationMessageMutationVariables>;
export const MarkApplicationMessagesReadDocument = new TypedDocumentString(`
    mutation MarkApplicationMessagesRead($input: MarkApplicationMessagesReadInput!) {
  markApplicationMessagesRead(input: $input) {
    marked
  }
}
    `) as unknown as TypedDocumentString<MarkApplicationMessagesReadMutation, MarkApplicationMessagesReadMutationVariables>;
export const ApplicationInterviewDocument = new TypedDocumentString(`
    query ApplicationInterview($applicationId: ID!) {
  applicationInterview(applicationId: $applicationId) {
    ...InterviewFields
  }
}
    fragment InterviewFields on Interview {
  id
  status
  mode
  place
  startsAt
  endsAt
  sequence
  cancelledBy
  recruiterName
  slots {
    id
    startsAt
    minutes
    taken
  }
}`) as unknown as TypedDocumentString<ApplicationInterviewQuery, ApplicationInterviewQueryVariables>;
export const ProposeInterviewDocument = new TypedDocumentString(`
    mutation ProposeInterview($applicationId: ID!, $mode: InterviewMode!, $link: String, $slots: [InterviewSlotInput!]!) {
  proposeInterview(
    applicationId: $applicationId
    mode: $mode
    link: $link
    slots: $slots
  ) {
    ...InterviewFields
  }
}
    fragment InterviewFields on Interview {
  id
  status
  mode
  place
  startsAt
  endsAt
  sequence
  cancelledBy
  recruiterName
  slots {
    id
    startsAt
    minutes
    taken
  }
}`) as unknown as TypedDocumentString<ProposeInterviewMutation, ProposeInterviewMutationVariables>;
export const PickInterviewSlotDocument = new TypedDocumentString(`
    mutation PickInterviewSlot($slotId: ID!) {
  pickInterviewSlot(slotId: $slotId) {
    ...InterviewFields
  }
}
    fragment InterviewFields on Interview {
  id
  status
  mode
  place
  startsAt
  endsAt
  sequence
  cancelledBy
  recruiterName
  slots {
    id
    startsAt
    minutes
    taken
  }
}`) as unknown as TypedDocumentString<PickInterviewSlotMutation, PickInterviewSlotMutationVariables>;
export const MoveInterviewDocument = new TypedDocumentString(`
    mutation MoveInterview($interviewId: ID!, $slot: InterviewSlotInput!) {
  moveInterview(interviewId: $interviewId, slot: $slot) {
    ...InterviewFields
  }
}
    fragment InterviewFields on Interview {
  id
  status
  mode
  place
  startsAt
  endsAt
  sequence
  cancelledBy
  recruiterName
  slots {
    id
    startsAt
    minutes
    taken
  }
}`) as unknown as TypedDocumentString<MoveInterviewMutation, MoveInterviewMutationVariables>;
export const CancelInterviewDocument = new TypedDocumentString(`
    mutation CancelInterview($interviewId: ID!) {
  cancelInterview(interviewId: $interviewId) {
    ...InterviewFields
  }
}
    fragment InterviewFields on Interview {
  id
  status
  mode
  place
  startsAt
  endsAt
  sequence
  cancelledBy
  recruiterName
  slots {
    id
    startsAt
    minutes
    taken
  }
}`) as unknown as TypedDocumentString<CancelInterviewMutation, CancelInterviewMutationVariables>;
export const MessageTemplatesDocument = new TypedDocumentString(`
    query MessageTemplates {
  messageTemplates {
    ...MessageTemplateFields
  }
}
    fragment MessageTemplateFields on MessageTemplate {
  id
  title
  body
  answer
}`) as unknown as TypedDocumentString<MessageTemplatesQuery, MessageTemplatesQueryVariables>;
export const CreateMessageTemplateDocument = new TypedDocumentString(`
    mutation CreateMessageTemplate($input: CreateMessageTemplateInput!) {
  createMessageTemplate(input: $input) {
    messageTemplate {
      ...MessageTemplateFields
    }
  }
}
    fragment MessageTemplateFields on MessageTemplate {
  id
  title
  body
  answer
}`) as unknown as TypedDocumentString<CreateMessageTemplateMutation, CreateMessageTemplateMutationVariables>;
export const UpdateMessageTemplateDocument = new TypedDocumentString(`
    mutation UpdateMessageTemplate($input: UpdateMessageTemplateInput!) {
  updateMessageTemplate(input: $input) {
    messageTemplate {
      ...MessageTemplateFields
    }
  }
}
    fragment MessageTemplateFields on MessageTemplate {
  id
  title
  body
  answer
}`) as unknown as TypedDocumentString<UpdateMessageTemplateMutation, UpdateMessageTemplateMutationVariables>;
export const DeleteMessageTemplateDocument = new TypedDocumentString(`
    mutation DeleteMessageTemplate($input: DeleteMessageTemplateInput!) {
  deleteMessageTemplate(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteMessageTemplateMutation, DeleteMessageTemplateMutationVariables>;
export const TriageApplicationsDocument = new TypedDocumentString(`
    query TriageApplications($jobOfferId: ID!, $first: Int, $interviewStatus: String) {
  jobOffer(id: $jobOfferId) {
    id
    _id
    slug
    title
    applicationsCount
    unreadApplicationsCount(interviewStatus: $interviewStatus)
  }
  jobOfferApplications(
    jobOfferId: $jobOfferId
    first: $first
    interviewStatus: $interviewStatus
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...TriageApplicationFields
      }
    }
  }
}
    fragment TriageApplicationFields on JobOfferApplication {
  id
  _id
  createdAt
  readAt
  interviewStatus
  candidateName
  cvPath
  coverLetterPath
  withdrawn
  unreadMessagesCount
  steps {
    kind
    at
  }
}`) as unknown as TypedDocumentString<TriageApplicationsQuery, TriageApplicationsQueryVariables>;
export const TriageMoreApplicationsDocument = new TypedDocumentString(`
    query TriageMoreApplications($jobOfferId: ID!, $first: Int, $after: String, $interviewStatus: String) {
  jobOfferApplications(
    jobOfferId: $jobOfferId
    first: $first
    after: $after
    interviewStatus: $interviewStatus
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...TriageApplicationFields
      }
    }
  }
}
    fragment TriageApplicationFields on JobOfferApplication {
  id
  _id
  createdAt
  readAt
  interviewStatus
  candidateName
  cvPath
  coverLetterPath
  withdrawn
  unreadMessagesCount
  steps {
    kind
    at
  }
}`) as unknown as TypedDocumentString<TriageMoreApplicationsQuery, TriageMoreApplicationsQueryVariables>;
export const TriageInterviewStatusDocument = new TypedDocumentString(`
    mutation TriageInterviewStatus($input: UpdateJobOfferApplicationInput!) {
  updateJobOfferApplication(input: $input) {
    id
    interviewStatus
  }
}
    `) as unknown as TypedDocumentString<TriageInterviewStatusMutation, TriageInterviewStatusMutationVariables>;
export const TriageNoteApplicationsDocument = new TypedDocumentString(`
    mutation TriageNoteApplications($input: NoteJobOfferApplicationsInput!) {
  noteJobOfferApplications(input: $input) {
    ids
    interviewStatus
  }
}
    `) as unknown as TypedDocumentString<TriageNoteApplicationsMutation, TriageNoteApplicationsMutationVariables>;
export const TriageMailApplicantsDocument = new TypedDocumentString(`
    mutation TriageMailApplicants($input: MailJobOfferApplicantsInput!) {
  mailJobOfferApplicants(input: $input) {
    sent
  }
}
    `) as unknown as TypedDocumentString<TriageMailApplicantsMutation, TriageMailApplicantsMutationVariables>;
export const TriageAnswerApplicationsDocument = new TypedDocumentString(`
    mutation TriageAnswerApplications($input: AnswerJobOfferApplicationsInput!) {
  answerJobOfferApplications(input: $input) {
    sent
  }
}
    `) as unknown as TypedDocumentString<TriageAnswerApplicationsMutation, TriageAnswerApplicationsMutationVariables>;
export const PaymentPricingsDocument = new TypedDocumentString(`
    query PaymentPricings {
  pricings(first: 30) {
    edges {
      node {
        _id
        uuid
        name
        price
        jobOfferAdsAmount
        isPack
        displayGroup
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentPricingsQuery, PaymentPricingsQueryVariables>;
export const BoostableOffersDocument = new TypedDocumentString(`
    query BoostableOffers {
  jobOffers(get_only_mine: 1, nb_items: 50) {
    edges {
      node {
        _id
        title
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BoostableOffersQuery, BoostableOffersQueryVariables>;
export const WalletStatusDocument = new TypedDocumentString(`
    query WalletStatus {
  wallets {
    edges {
      node {
        id
        jobOfferAdsConsumed
        jobOfferAdsRemaining
      }
    }
  }
  myUrgentOffers {
    jobOfferId
    title
    slug
    urgentUntil
  }
}
    `) as unknown as TypedDocumentString<WalletStatusQuery, WalletStatusQueryVariables>;
export const MyOrdersDocument = new TypedDocumentString(`
    query MyOrders {
  myOrders(first: 100) {
    totalCount
    edges {
      node {
        id
        uuid
        reference
        createdAt
        productName
        priceIncl
        status
        statusLabel
        paymentMethod
        invoice {
          uuid
          reference
          createdAtToString
        }
        transferDetails {
          holder
          bank
          iban
          bic
          reference
          amount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyOrdersQuery, MyOrdersQueryVariables>;
export const MyCompanyDocument = new TypedDocumentString(`
    query MyCompany {
  companies(getOnlyMine: 1) {
    edges {
      node {
        ...CompanyFields
      }
    }
  }
  jobPositions(first: 100) {
    edges {
      node {
        id
        name
        level
        parent {
          id
        }
      }
    }
  }
}
    fragment CompanyFields on Company {
  id
  name
  presentation
  billingAddress
  phoneNumber
  logoName
  logoPath
  email
  contactName
  contactJobTitle
  notificationFrequency
  readTracking
  tagWords
  jobPositions {
    id
    name
  }
  website
  sizeBand
  verification {
    ...CompanyVerificationFields
  }
  cover {
    width
    height
    src
    srcsetWebp
    srcsetJpeg
  }
  works {
    id
    altText
    caption
    width
    height
    src
    srcsetWebp
    srcsetJpeg
  }
}
fragment CompanyVerificationFields on CompanyVerification {
  siret
  siretSpaced
  status
  refusal
  legalName
  street
  postcode
  city
  naf
  size
  allowsPublishing
}`) as unknown as TypedDocumentString<MyCompanyQuery, MyCompanyQueryVariables>;
export const UpdateMyCompanyDocument = new TypedDocumentString(`
    mutation UpdateMyCompany($input: UpdateMyCompanyInput!) {
  updateMyCompany(input: $input) {
    company {
      ...CompanyFields
    }
    clientMutationId
  }
}
    fragment CompanyFields on Company {
  id
  name
  presentation
  billingAddress
  phoneNumber
  logoName
  logoPath
  email
  contactName
  contactJobTitle
  notificationFrequency
  readTracking
  tagWords
  jobPositions {
    id
    name
  }
  website
  sizeBand
  verification {
    ...CompanyVerificationFields
  }
  cover {
    width
    height
    src
    srcsetWebp
    srcsetJpeg
  }
  works {
    id
    altText
    caption
    width
    height
    src
    srcsetWebp
    srcsetJpeg
  }
}
fragment CompanyVerificationFields on CompanyVerification {
  siret
  siretSpaced
  status
  refusal
  legalName
  street
  postcode
  city
  naf
  size
  allowsPublishing
}`) as unknown as TypedDocumentString<UpdateMyCompanyMutation, UpdateMyCompanyMutationVariables>;
export const MyCompanyLabelsDocument = new TypedDocumentString(`
    query MyCompanyLabels {
  myCompanyLabels {
    id
    kind
    title
    expiresOn
    status
    refusalReason
    proofPath
  }
}
    `) as unknown as TypedDocumentString<MyCompanyLabelsQuery, MyCompanyLabelsQueryVariables>;
export const WithdrawCompanyLabelDocument = new TypedDocumentString(`
    mutation WithdrawCompanyLabel($id: ID!) {
  withdrawCompanyLabel(id: $id)
}
    `) as unknown as TypedDocumentString<WithdrawCompanyLabelMutation, WithdrawCompanyLabelMutationVariables>;
export const PublicCompanyDocument = new TypedDocumentString(`
    query PublicCompany($id: ID!) {
  company(id: $id) {
    id
    _id
    name
    slug
    presentation
    logoPath
    cover {
      width
      height
      src
      srcsetWebp
      srcsetJpeg
    }
    works {
      id
      altText
      caption
      width
      height
      src
      srcsetWebp
      srcsetJpeg
    }
    jobPositions {
      id
      name
    }
    tagWords
    website
    city
    size
    responsiveness {
      answerLine
      readingLine
    }
    labels {
      kind
      name
      holderName
    }
    verification {
      siretSpaced
      legalName
      naf
      size
    }
    jobOffers {
      id
      _id
      slug
      title
      descriptionPreview
      distance
      jobOfferAd {
        urgent
      }
      jobContract {
        id
        name
      }
      jobSalary {
        id
        intervalLabel
      }
      pay {
        minCents
        maxCents
        period
        variable
      }
      localizedCompany {
        id
        logoPath
        company {
          id
          name
        }
        address {
          locality {
            id
            name
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PublicCompanyQuery, PublicCompanyQueryVariables>;
export const VerifyCompanySiretDocument = new TypedDocumentString(`
    mutation VerifyCompanySiret($input: VerifyCompanySiretInput!) {
  verifyCompanySiret(input: $input) {
    verification {
      ...CompanyVerificationFields
    }
  }
}
    fragment CompanyVerificationFields on CompanyVerification {
  siret
  siretSpaced
  status
  refusal
  legalName
  street
  postcode
  city
  naf
  size
  allowsPublishing
}`) as unknown as TypedDocumentString<VerifyCompanySiretMutation, VerifyCompanySiretMutationVariables>;
export const UpdateCompanyWorkDocument = new TypedDocumentString(`
    mutation UpdateCompanyWork($id: ID!, $altText: String!, $caption: String) {
  updateCompanyWork(id: $id, altText: $altText, caption: $caption) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateCompanyWorkMutation, UpdateCompanyWorkMutationVariables>;
export const DeleteCompanyWorkDocument = new TypedDocumentString(`
    mutation DeleteCompanyWork($id: ID!) {
  deleteCompanyWork(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteCompanyWorkMutation, DeleteCompanyWorkMutationVariables>;
export const MoveCompanyWorkDocument = new TypedDocumentString(`
    mutation MoveCompanyWork($id: ID!, $direction: BookDirection!) {
  moveCompanyWork(id: $id, direction: $direction) {
    id
  }
}
    `) as unknown as TypedDocumentString<MoveCompanyWorkMutation, MoveCompanyWorkMutationVariables>;
export const RemoveCompanyCoverDocument = new TypedDocumentString(`
    mutation RemoveCompanyCover($companyId: ID!) {
  removeCompanyCover(companyId: $companyId)
}
    `) as unknown as TypedDocumentString<RemoveCompanyCoverMutation, RemoveCompanyCoverMutationVariables>;
export const UnreadApplicationMessagesDocument = new TypedDocumentString(`
    query UnreadApplicationMessages {
  unreadApplicationMessagesCount
}
    `) as unknown as TypedDocumentString<UnreadApplicationMessagesQuery, UnreadApplicationMessagesQueryVariables>;
export const HomeLatestJobOffersDocument = new TypedDocumentString(`
    query HomeLatestJobOffers {
  lastJobOffers(first: 8) {
    ...OfferCardFields
  }
}
    fragment OfferCardFields on JobOffer {
  id
  _id
  slug
  title
  descriptionPreview
  jobOfferAd {
    urgent
  }
  jobContract {
    id
    name
  }
  localizedCompany {
    id
    company {
      id
      _id
      slug
      name
    }
    address {
      id
      locality {
        id
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<HomeLatestJobOffersQuery, HomeLatestJobOffersQueryVariables>;
export const HomeShowcaseDocument = new TypedDocumentString(`
    query HomeShowcase {
  lastPosts(nb_items: 4) {
    id
    _id
    slug
    title
    intro
    featuredImagePath
    publishedAt
  }
  partners {
    id
    name
    logoPath
    url
  }
  testimonials {
    id
    author
    role
    quote
    photoPath
  }
}
    `) as unknown as TypedDocumentString<HomeShowcaseQuery, HomeShowcaseQueryVariables>;
export const LegalNoticeDocument = new TypedDocumentString(`
    query LegalNotice {
  legalNotice {
    publisher
    address
    siren
    rcs
    vatNumber
    capital
    phone
    publicationDirector
    hostName
    hostAddress
    hostPhone
    contactEmail
    example
  }
}
    `) as unknown as TypedDocumentString<LegalNoticeQuery, LegalNoticeQueryVariables>;
export const MyIntegrationsDocument = new TypedDocumentString(`
    query MyIntegrations {
  myIntegrations {
    webhook {
      url
      secret
      updatedAt
    }
    deliveries {
      id
      event
      applicationId
      candidateName
      offerTitle
      status
      attempts
      createdAt
      lastAttemptAt
      nextAttemptAt
      lastStatus
      lastError
      deliveredAt
    }
    apiToken {
      prefix
      createdAt
      createdBy
      lastUsedAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyIntegrationsQuery, MyIntegrationsQueryVariables>;
export const SetWebhookDocument = new TypedDocumentString(`
    mutation SetWebhook($url: String!) {
  setWebhook(url: $url) {
    url
  }
}
    `) as unknown as TypedDocumentString<SetWebhookMutation, SetWebhookMutationVariables>;
export const ReplaceWebhookSecretDocument = new TypedDocumentString(`
    mutation ReplaceWebhookSecret {
  replaceWebhookSecret {
    url
  }
}
    `) as unknown as TypedDocumentString<ReplaceWebhookSecretMutation, ReplaceWebhookSecretMutationVariables>;
export const RemoveWebhookDocument = new TypedDocumentString(`
    mutation RemoveWebhook {
  removeWebhook
}
    `) as unknown as TypedDocumentString<RemoveWebhookMutation, RemoveWebhookMutationVariables>;
export const SendTestWebhookDocument = new TypedDocumentString(`
    mutation SendTestWebhook {
  sendTestWebhook
}
    `) as unknown as TypedDocumentString<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const SendWebhookAgainDocument = new TypedDocumentString(`
    mutation SendWebhookAgain($id: Int!) {
  sendWebhookAgain(id: $id)
}
    `) as unknown as TypedDocumentString<SendWebhookAgainMutation, SendWebhookAgainMutationVariables>;
export const CreateApiTokenDocument = new TypedDocumentString(`
    mutation CreateApiToken {
  createApiToken
}
    `) as unknown as TypedDocumentString<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = new TypedDocumentString(`
    mutation RevokeApiToken {
  revokeApiToken
}
    `) as unknown as TypedDocumentString<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const NoticeReasonsDocument = new TypedDocumentString(`
    query NoticeReasons {
  noticeReasons {
    code
    label
  }
}
    `) as unknown as TypedDocumentString<NoticeReasonsQuery, NoticeReasonsQueryVariables>;
export const ReportOfferDocument = new TypedDocumentString(`
    mutation ReportOffer($input: ReportInput!) {
  reportOffer(input: $input) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<ReportOfferMutation, ReportOfferMutationVariables>;
export const ReportCompanyDocument = new TypedDocumentString(`
    mutation ReportCompany($input: ReportInput!) {
  reportCompany(input: $input) {
    status
    message
  }
}
    `) as unknown as TypedDocumentString<ReportCompanyMutation, ReportCompanyMutationVariables>;
export const ConfirmNoticeDocument = new TypedDocumentString(`
    mutation ConfirmNotice($token: String!) {
  confirmNotice(token: $token) {
    message
  }
}
    `) as unknown as TypedDocumentString<ConfirmNoticeMutation, ConfirmNoticeMutationVariables>;
export const MyModerationDecisionsDocument = new TypedDocumentString(`
    query MyModerationDecisions {
  myModerationDecisions {
    ...ModerationStatementFields
  }
}
    fragment ModerationStatementFields on ModerationStatement {
  id
  subject
  outcome
  decision
  facts
  automated
  ground
  redress
  decidedAt
  contestOf
  contestedAt
  contestText
  contestable
}`) as unknown as TypedDocumentString<MyModerationDecisionsQuery, MyModerationDecisionsQueryVariables>;
export const ModerationDecisionByLinkDocument = new TypedDocumentString(`
    query ModerationDecisionByLink($token: String!) {
  moderationDecisionByLink(token: $token) {
    ...ModerationStatementFields
  }
}
    fragment ModerationStatementFields on ModerationStatement {
  id
  subject
  outcome
  decision
  facts
  automated
  ground
  redress
  decidedAt
  contestOf
  contestedAt
  contestText
  contestable
}`) as unknown as TypedDocumentString<ModerationDecisionByLinkQuery, ModerationDecisionByLinkQueryVariables>;
export const ContestModerationDecisionDocument = new TypedDocumentString(`
    mutation ContestModerationDecision($id: Int!, $text: String!) {
  contestModerationDecision(id: $id, text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<ContestModerationDecisionMutation, ContestModerationDecisionMutationVariables>;
export const ContestByLinkDocument = new TypedDocumentString(`
    mutation ContestByLink($token: String!, $text: String!) {
  contestByLink(token: $token, text: $text) {
    id
  }
}
    `) as unknown as TypedDocumentString<ContestByLinkMutation, ContestByLinkMutationVariables>;
export const OfferApplicationStateDocument = new TypedDocumentString(`
    query OfferApplicationState($jobOfferId: ID!, $candidateId: ID!) {
  jobOfferApplications(jobOfferId: $jobOfferId, first: 1) {
    edges {
      node {
        id
        _id
        createdAt
      }
    }
  }
  candidate(id: $candidateId) {
    id
    mobilePhone
    cvName
  }
}
    `) as unknown as TypedDocumentString<OfferApplicationStateQuery, OfferApplicationStateQueryVariables>;
export const CreateJobOfferApplicationDocument = new TypedDocumentString(`
    mutation CreateJobOfferApplication($input: CreateJobOfferApplicationInput!) {
  createJobOfferApplication(input: $input) {
    jobOfferApplication {
      id
      _id
    }
    clientMutationId
  }
}
    `) as unknown as TypedDocumentString<CreateJobOfferApplicationMutation, CreateJobOfferApplicationMutationVariables>;
export const BookToSendDocument = new TypedDocumentString(`
    query BookToSend {
  myBook {
    pdfPath
    lastSentProjects
    lastSentPdf
    projects {
      id
      title
      year
      images {
        src
        srcsetJpeg
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BookToSendQuery, BookToSendQueryVariables>;
export const JobOfferDocument = new TypedDocumentString(`
    query JobOffer($id: ID!) {
  jobOffer(id: $id) {
    ...JobOfferFields
  }
}
    fragment JobOfferFields on JobOffer {
  id
  _id
  slug
  title
  description
  companyPresentation
  perfectCandidateDescription
  status
  statusLabel
  expired
  contactAccount
  applicationsCount
  createdByName
  publishedByName
  laBonneAlternance {
    state
    reasonCode
    reasonLabel
  }
  craftLabels
  jobOfferAd {
    urgent
    startsAt
    endsAt
  }
  jobContract {
    id
    name
    freePublication
  }
  jobTypes {
    id
    name
  }
  jobSalary {
    id
    intervalLabel
  }
  pay {
    minCents
    maxCents
    period
    variable
    spreadReason
  }
  training {
    diploma {
      id
      name
      rncpLevel
    }
    school
    rhythm
    durationMonths
    duration
    startsOn
    start
    legalPay {
      label
      note
      smicMonthlyCents
      since
      hourlyCents
      bands {
        label
        cells {
          year
          sharePercent
          monthlyCents
          label
        }
      }
    }
  }
  jobPosition {
    id
    name
  }
  salaryPage {
    path
    title
  }
  localizedCompany {
    id
    logoPath
    company {
      id
      _id
      slug
      name
      presentation
      responsiveness {
        answerLine
        readingLine
      }
      works {
        id
        altText
        caption
        width
        height
        src
        srcsetWebp
        srcsetJpeg
      }
    }
    address {
      address1
      locality {
        id
        _id
        name
        postalCode
        city {
          name
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<JobOfferQuery, JobOfferQueryVariables>;
export const OfferFormOptionsDocument = new TypedDocumentString(`
    query OfferFormOptions {
  jobContracts {
    edges {
      node {
        id
        name
        freePublication
        trainingKind
      }
    }
  }
  diplomas {
    edges {
      node {
        id
        name
        rncpLevel
      }
    }
  }
  jobTypes {
    edges {
      node {
        id
        name
      }
    }
  }
  jobSalaries {
    edges {
      node {
        id
        intervalLabel
      }
    }
  }
  jobPositions(first: 100) {
    edges {
      node {
        id
        name
        level
        parent {
          id
        }
      }
    }
  }
  companies(getOnlyMine: 1) {
    edges {
      node {
        id
        name
        presentation
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OfferFormOptionsQuery, OfferFormOptionsQueryVariables>;
export const OfferLocalitiesDocument = new TypedDocumentString(`
    query OfferLocalities($search: String) {
  localities(search: $search, first: 10) {
    edges {
      node {
        id
        name
        postalCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OfferLocalitiesQuery, OfferLocalitiesQueryVariables>;
export const MyJobOffersDocument = new TypedDocumentString(`
    query MyJobOffers($start_cursor: String) {
  jobOffers(get_only_mine: 1, nb_items: 50, start_cursor: $start_cursor) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...MyJobOfferFields
      }
    }
  }
}
    fragment MyJobOfferFields on JobOffer {
  id
  _id
  slug
  title
  status
  statusLabel
  applicationsCount
  unreadApplicationsCount
  waitingApplicationsCount
  createdByName
  publishedByName
  laBonneAlternance {
    state
    reasonCode
    reasonLabel
  }
  stats {
    views
    applyClicks
  }
  jobContract {
    id
    name
    freePublication
  }
  localizedCompany {
    id
    company {
      id
      name
    }
    address {
      locality {
        id
        name
        postalCode
      }
    }
  }
}`) as unknown as TypedDocumentString<MyJobOffersQuery, MyJobOffersQueryVariables>;
export const CreateJobOfferDocument = new TypedDocumentString(`
    mutation CreateJobOffer($input: JobOfferInput!) {
  createJobOffer(input: $input) {
    jobOffer {
      ...JobOfferFields
    }
    clientMutationId
  }
}
    fragment JobOfferFields on JobOffer {
  id
  _id
  slug
  title
  description
  companyPresentation
  perfectCandidateDescription
  status
  statusLabel
  expired
  contactAccount
  applicationsCount
  createdByName
  publishedByName
  laBonneAlternance {
    state
    reasonCode
    reasonLabel
  }
  craftLabels
  jobOfferAd {
    urgent
    startsAt
    endsAt
  }
  jobContract {
    id
    name
    freePublication
  }
  jobTypes {
    id
    name
  }
  jobSalary {
    id
    intervalLabel
  }
  pay {
    minCents
    maxCents
    period
    variable
    spreadReason
  }
  training {
    diploma {
      id
      name
      rncpLevel
    }
    school
    rhythm
    durationMonths
    duration
    startsOn
    start
    legalPay {
      label
      note
      smicMonthlyCents
      since
      hourlyCents
      bands {
        label
        cells {
          year
          sharePercent
          monthlyCents
          label
        }
      }
    }
  }
  jobPosition {
    id
    name
  }
  salaryPage {
    path
    title
  }
  localizedCompany {
    id
    logoPath
    company {
      id
      _id
      slug
      name
      presentation
      responsiveness {
        answerLine
        readingLine
      }
      works {
        id
        altText
        caption
        width
        height
        src
        srcsetWebp
        srcsetJpeg
      }
    }
    address {
      address1
      locality {
        id
        _id
        name
        postalCode
        city {
          name
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<CreateJobOfferMutation, CreateJobOfferMutationVariables>;
export const UpdateJobOfferDocument = new TypedDocumentString(`
    mutation UpdateJobOffer($input: JobOfferInput!) {
  updateJobOffer(input: $input) {
    jobOffer {
      ...JobOfferFields
    }
    clientMutationId
  }
}
    fragment JobOfferFields on JobOffer {
  id
  _id
  slug
  title
  description
  companyPresentation
  perfectCandidateDescription
  status
  statusLabel
  expired
  contactAccount
  applicationsCount
  createdByName
  publishedByName
  laBonneAlternance {
    state
    reasonCode
    reasonLabel
  }
  craftLabels
  jobOfferAd {
    urgent
    startsAt
    endsAt
  }
  jobContract {
    id
    name
    freePublication
  }
  jobTypes {
    id
    name
  }
  jobSalary {
    id
    intervalLabel
  }
  pay {
    minCents
    maxCents
    period
    variable
    spreadReason
  }
  training {
    diploma {
      id
      name
      rncpLevel
    }
    school
    rhythm
    durationMonths
    duration
    startsOn
    start
    legalPay {
      label
      note
      smicMonthlyCents
      since
      hourlyCents
      bands {
        label
        cells {
          year
          sharePercent
          monthlyCents
          label
        }
      }
    }
  }
  jobPosition {
    id
    name
  }
  salaryPage {
    path
    title
  }
  localizedCompany {
    id
    logoPath
    company {
      id
      _id
      slug
      name
      presentation
      responsiveness {
        answerLine
        readingLine
      }
      works {
        id
        altText
        caption
        width
        height
        src
        srcsetWebp
        srcsetJpeg
      }
    }
    address {
      address1
      locality {
        id
        _id
        name
        postalCode
        city {
          name
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<UpdateJobOfferMutation, UpdateJobOfferMutationVariables>;
export const UpdateStatusJobOfferDocument = new TypedDocumentString(`
    mutation UpdateStatusJobOffer($input: UpdateStatusJobOfferInput!) {
  updateStatusJobOffer(input: $input) {
    jobOffer {
      id
      status
      statusLabel
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateStatusJobOfferMutation, UpdateStatusJobOfferMutationVariables>;
export const DeleteJobOfferDocument = new TypedDocumentString(`
    mutation DeleteJobOffer($input: JobOfferIdInput!) {
  deleteJobOffer(input: $input) {
    id
    clientMutationId
  }
}
    `) as unknown as TypedDocumentString<DeleteJobOfferMutation, DeleteJobOfferMutationVariables>;
export const DuplicateJobOfferDocument = new TypedDocumentString(`
    mutation DuplicateJobOffer($input: JobOfferIdInput!) {
  duplicateJobOffer(input: $input) {
    jobOffer {
      ...MyJobOfferFields
    }
  }
}
    fragment MyJobOfferFields on JobOffer {
  id
  _id
  slug
  title
  status
  statusLabel
  applicationsCount
  unreadApplicationsCount
  waitingApplicationsCount
  createdByName
  publishedByName
  laBonneAlternance {
    state
    reasonCode
    reasonLabel
  }
  stats {
    views
    applyClicks
  }
  jobContract {
    id
    name
    freePublication
  }
  localizedCompany {
    id
    company {
      id
      name
    }
    address {
      locality {
        id
        name
        postalCode
      }
    }
  }
}`) as unknown as TypedDocumentString<DuplicateJobOfferMutation, DuplicateJobOfferMutationVariables>;
export const PayHintDocument = new TypedDocumentString(`
    query PayHint($position: ID!, $contract: ID!, $locality: ID!, $period: PayPeriod!) {
  payHint(
    position: $position
    contract: $contract
    locality: $locality
    period: $period
  ) {
    count
    minCents
    maxCents
    period
    title
    path
  }
}
    `) as unknown as TypedDocumentString<PayHintQuery, PayHintQueryVariables>;
export const SimilarJobOffersDocument = new TypedDocumentString(`
    query SimilarJobOffers($jobOfferId: ID!) {
  similarJobOffers(jobOfferId: $jobOfferId) {
    id
    _id
    slug
    title
    jobContract {
      id
      name
    }
    jobSalary {
      id
      intervalLabel
    }
    pay {
      minCents
      maxCents
      period
      variable
      spreadReason
    }
    localizedCompany {
      id
      company {
        id
        name
      }
      address {
        locality {
          id
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SimilarJobOffersQuery, SimilarJobOffersQueryVariables>;
export const RecordJobOfferEventDocument = new TypedDocumentString(`
    mutation RecordJobOfferEvent($jobOfferId: ID!, $event: JobOfferEvent!) {
  recordJobOfferEvent(jobOfferId: $jobOfferId, event: $event)
}
    `) as unknown as TypedDocumentString<RecordJobOfferEventMutation, RecordJobOfferEventMutationVariables>;
export const OfferWordingDocument = new TypedDocumentString(`
    query OfferWording($input: OfferWordingInput!) {
  offerWording(input: $input) {
    rule
    field
    sentence
    message
    law
  }
}
    `) as unknown as TypedDocumentString<OfferWordingQuery, OfferWordingQueryVariables>;
export const PostsPageDocument = new TypedDocumentString(`
    query PostsPage($nb_items: Int, $start_cursor: String) {
  posts(first: $nb_items, after: $start_cursor) {
    totalCount
    pageInfo {
      endCursor
      hasNextPage
    }
    edges {
      cursor
      node {
        id
        _id
        slug
        title
        intro
        featuredImagePath
        publishedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PostsPageQuery, PostsPageQueryVariables>;
export const PostDocument = new TypedDocumentString(`
    query Post($id: ID!) {
  post(id: $id) {
    id
    _id
    slug
    title
    subtitle
    intro
    content
    featuredImagePath
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<PostQuery, PostQueryVariables>;
export const PricingsDocument = new TypedDocumentString(`
    query Pricings {
  pricings(first: 30) {
    edges {
      node {
        id
        uuid
        name
        price
        priceIncl
        jobOfferAdsAmount
        description
        isPack
        displayGroup
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PricingsQuery, PricingsQueryVariables>;
export const OffersForYouDocument = new TypedDocumentString(`
    query OffersForYou {
  offersForYou {
    reasons
    jobOffer {
      id
      _id
      title
      slug
      localizedCompany {
        id
        company {
          id
          name
        }
        address {
          locality {
            id
            name
            postalCode
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OffersForYouQuery, OffersForYouQueryVariables>;
export const CandidatePreferencesDocument = new TypedDocumentString(`
    query CandidatePreferences {
  candidatePreferences {
    positions {
      id
      name
    }
    localities {
      id
      name
    }
    radiusKm
    contracts {
      id
      name
    }
    payFloor
    payFloorPeriod
    availableFrom
    recommendationsEnabled
    weeklyMail
    dismissals
  }
  jobContracts {
    edges {
      node {
        id
        name
      }
    }
  }
  jobPositions(first: 100) {
    edges {
      node {
        id
        name
        level
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CandidatePreferencesQuery, CandidatePreferencesQueryVariables>;
export const SaveCandidatePreferencesDocument = new TypedDocumentString(`
    mutation SaveCandidatePreferences($input: CandidatePreferencesInput!) {
  saveCandidatePreferences(input: $input) {
    recommendationsEnabled
    weeklyMail
    dismissals
  }
}
    `) as unknown as TypedDocumentString<SaveCandidatePreferencesMutation, SaveCandidatePreferencesMutationVariables>;
export const DismissRecommendationDocument = new TypedDocumentString(`
    mutation DismissRecommendation($jobOffer: ID!) {
  dismissRecommendation(jobOffer: $jobOffer)
}
    `) as unknown as TypedDocumentString<DismissRecommendationMutation, DismissRecommendationMutationVariables>;
export const EraseRecommendationDismissalsDocument = new TypedDocumentString(`
    mutation EraseRecommendationDismissals {
  eraseRecommendationDismissals
}
    `) as unknown as TypedDocumentString<EraseRecommendationDismissalsMutation, EraseRecommendationDismissalsMutationVariables>;
export const SalaryBarometerDocument = new TypedDocumentString(`
    query SalaryBarometer($trade: String!, $region: String) {
  salaryBarometer(trade: $trade, region: $region) {
    title
    path
    regionName
    updatedOn
    minAds
    minCompanies
    trade {
      code
      name
      pluralName
      family
      path
      ads
      shown
    }
    cells {
      contract {
        id
        name
      }
      ads
      figures {
        medianMin
        medianMax
        quartileLow
        quartileHigh
      }
    }
    regions {
      slug
      name
      path
      ads
      shown
    }
  }
}
    `) as unknown as TypedDocumentString<SalaryBarometerQuery, SalaryBarometerQueryVariables>;
export const SalaryTradesDocument = new TypedDocumentString(`
    query SalaryTrades {
  salaryTrades {
    code
    name
    pluralName
    family
    path
    ads
    shown
  }
}
    `) as unknown as TypedDocumentString<SalaryTradesQuery, SalaryTradesQueryVariables>;
export const SearchAlertsDocument = new TypedDocumentString(`
    query SearchAlerts {
  jobOfferAlerts {
    edges {
      node {
        id
        enabled
        recurrence
        searchQuery
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchAlertsQuery, SearchAlertsQueryVariables>;
export const SaveSearchAlertDocument = new TypedDocumentString(`
    mutation SaveSearchAlert($input: CreateJobOfferAlertInput!) {
  createJobOfferAlert(input: $input) {
    jobOfferAlert {
      id
      enabled
      recurrence
      searchQuery
    }
  }
}
    `) as unknown as TypedDocumentString<SaveSearchAlertMutation, SaveSearchAlertMutationVariables>;
export const SwitchSearchAlertDocument = new TypedDocumentString(`
    mutation SwitchSearchAlert($input: UpdateJobOfferAlertInput!) {
  updateJobOfferAlert(input: $input) {
    jobOfferAlert {
      id
      enabled
      recurrence
      searchQuery
    }
  }
}
    `) as unknown as TypedDocumentString<SwitchSearchAlertMutation, SwitchSearchAlertMutationVariables>;
export const SearchJobOffersDocument = new TypedDocumentString(`
    query SearchJobOffers($search: String, $job_contracts: [String!], $job_types: [String!], $job_positions: [String!], $localization_list: [String!], $nb_items: Int!, $start_cursor: String, $radius: Int, $exact: Boolean, $min_pay: Int, $labelled: Boolean, $diplomas: [String!], $start: JobOfferStart, $sort: JobOfferSort) {
  jobOffers(
    search: $search
    job_contracts: $job_contracts
    job_types: $job_types
    job_positions: $job_positions
    localization_list: $localization_list
    nb_items: $nb_items
    start_cursor: $start_cursor
    radius: $radius
    exact: $exact
    min_pay: $min_pay
    labelled: $labelled
    diplomas: $diplomas
    start: $start
    sort: $sort
  ) {
    totalCount
    keywords
    correctedSearch
    keywordPlaces {
      type
      _id
      name
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    facets {
      jobContracts {
        id
        _id
        count
      }
      jobTypes {
        id
        _id
        count
      }
      jobPositions {
        id
        _id
        count
      }
      payFloors {
        floor
        count
      }
    }
    edges {
      cursor
      node {
        id
        _id
        slug
        title
        titleParts {
          text
          marked
        }
        descriptionPreview
        extract {
          text
          marked
        }
        distance
        craftLabels
        jobOfferAd {
          urgent
        }
        jobContract {
          id
          name
        }
        jobSalary {
          id
          intervalLabel
        }
        pay {
          minCents
          maxCents
          period
          variable
        }
        training {
          summary
        }
        localizedCompany {
          id
          logoPath
          company {
            id
            _id
            slug
            name
          }
          address {
            id
            locality {
              id
              name
              postalCode
              city {
                id
                name
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchJobOffersQuery, SearchJobOffersQueryVariables>;
export const SearchFiltersDocument = new TypedDocumentString(`
    query SearchFilters {
  diplomas {
    edges {
      node {
        id
        _id
        name
      }
    }
  }
  jobContracts {
    edges {
      node {
        id
        _id
        name
      }
    }
  }
  jobTypes {
    edges {
      node {
        id
        _id
        name
      }
    }
  }
  jobPositions(first: 100) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...SearchPosition
      }
    }
  }
}
    fragment SearchPosition on JobPosition {
  id
  _id
  name
  level
  parent {
    id
  }
  children {
    id
  }
}`) as unknown as TypedDocumentString<SearchFiltersQuery, SearchFiltersQueryVariables>;
export const SearchPositionsDocument = new TypedDocumentString(`
    query SearchPositions($after: String) {
  jobPositions(first: 100, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        ...SearchPosition
      }
    }
  }
}
    fragment SearchPosition on JobPosition {
  id
  _id
  name
  level
  parent {
    id
  }
  children {
    id
  }
}`) as unknown as TypedDocumentString<SearchPositionsQuery, SearchPositionsQueryVariables>;
export const SearchShareOfferDocument = new TypedDocumentString(`
    query SearchShareOffer($id: ID!) {
  jobOffer(id: $id) {
    id
    _id
    slug
    title
    localizedCompany {
      id
      company {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchShareOfferQuery, SearchShareOfferQueryVariables>;
export const MyTeamDocument = new TypedDocumentString(`
    query MyTeam {
  myTeam {
    members {
      userId
      firstname
      lastname
      email
      role
      joinedAt
      isMe
    }
    invitations {
      id
      email
      role
      createdAt
      expiresAt
    }
    log {
      id
      at
      actorEmail
      action
      subjectEmail
      role
    }
  }
}
    `) as unknown as TypedDocumentString<MyTeamQuery, MyTeamQueryVariables>;
export const MyTeamMembersDocument = new TypedDocumentString(`
    query MyTeamMembers {
  myTeam {
    members {
      userId
      firstname
      lastname
      email
      role
      joinedAt
      isMe
    }
  }
}
    `) as unknown as TypedDocumentString<MyTeamMembersQuery, MyTeamMembersQueryVariables>;
export const InviteTeamMemberDocument = new TypedDocumentString(`
    mutation InviteTeamMember($email: String!, $role: TeamRole!) {
  inviteTeamMember(email: $email, role: $role) {
    id
  }
}
    `) as unknown as TypedDocumentString<InviteTeamMemberMutation, InviteTeamMemberMutationVariables>;
export const RevokeTeamInvitationDocument = new TypedDocumentString(`
    mutation RevokeTeamInvitation($id: Int!) {
  revokeTeamInvitation(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeTeamInvitationMutation, RevokeTeamInvitationMutationVariables>;
export const SetTeamMemberRoleDocument = new TypedDocumentString(`
    mutation SetTeamMemberRole($userId: Int!, $role: TeamRole!) {
  setTeamMemberRole(userId: $userId, role: $role)
}
    `) as unknown as TypedDocumentString<SetTeamMemberRoleMutation, SetTeamMemberRoleMutationVariables>;
export const RemoveTeamMemberDocument = new TypedDocumentString(`
    mutation RemoveTeamMember($userId: Int!) {
  removeTeamMember(userId: $userId)
}
    `) as unknown as TypedDocumentString<RemoveTeamMemberMutation, RemoveTeamMemberMutationVariables>;
export const TeamInvitationDocument = new TypedDocumentString(`
    query TeamInvitation($token: String!) {
  teamInvitation(token: $token) {
    companyName
    email
    role
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<TeamInvitationQuery, TeamInvitationQueryVariables>;
export const AcceptTeamInvitationDocument = new TypedDocumentString(`
    mutation AcceptTeamInvitation($token: String!) {
  acceptTeamInvitation(token: $token)
}
    `) as unknown as TypedDocumentString<AcceptTeamInvitationMutation, AcceptTeamInvitationMutationVariables>;
export const JoinTeamByRegisteringDocument = new TypedDocumentString(`
    mutation JoinTeamByRegistering($token: String!, $firstname: String!, $lastname: String!, $password: String!) {
  joinTeamByRegistering(
    token: $token
    firstname: $firstname
    lastname: $lastname
    password: $password
  )
}
    `) as unknown as TypedDocumentString<JoinTeamByRegisteringMutation, JoinTeamByRegisteringMutationVariables>;
export const TrainingLandingPageDocument = new TypedDocumentString(`
    query TrainingLandingPage($kind: TrainingPageKind!, $trade: String!, $diploma: String) {
  trainingPage(kind: $kind, trade: $trade, diploma: $diploma) {
    kind
    title
    description
    path
    indexPath
    searchPath
    totalCount
    offers {
      ...OfferCardFields
    }
    related {
      title
      path
      offers
    }
  }
}
    fragment OfferCardFields on JobOffer {
  id
  _id
  slug
  title
  descriptionPreview
  jobOfferAd {
    urgent
  }
  jobContract {
    id
    name
  }
  localizedCompany {
    id
    company {
      id
      _id
      slug
      name
    }
    address {
      id
      locality {
        id
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<TrainingLandingPageQuery, TrainingLandingPageQueryVariables>;
export const TrainingIndexDocument = new TypedDocumentString(`
    query TrainingIndex($kind: TrainingPageKind!) {
  trainingPages(kind: $kind) {
    title
    path
    offers
  }
}
    `) as unknown as TypedDocumentString<TrainingIndexQuery, TrainingIndexQueryVariables>;