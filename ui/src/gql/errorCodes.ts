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

/** Where a post stands for the public. */
export type AdminPostState =
  /** Not on the site (never published, or unpublished). */
  | 'DRAFT'
  | 'PUBLISHED'
  /** On the site from `publishedAt`, still to come. */
  | 'SCHEDULED';

/** What an answer tells the candidate. */
export type Answer =
  /** Retenue pour un entretien. */
  | 'INVITED'
  /** Non retenue. */
  | 'REFUSED';

export type BannerDecision =
  | 'APPROVE'
  | 'REJECT';

export type BookDirection =
  /** « Descendre »: one place towards the end. */
  | 'DOWN'
  /** « Monter »: one place towards the start. */
  | 'UP';

/**
 * A craft title: « Entreprise du Patrimoine Vivant », « Meilleur Ouvrier de France »,
 * « Maître d'art ».
 * Serialised as GraphQL names it, for the offer page's first screen.
 */
export type CraftLabel =
  | 'EPV'
  | 'MAITRE_ART'
  | 'MOF';

/** Why a credit note is issued. */
export type CreditNoteReasonArg =
  /** The order was cancelled. */
  | 'CANCELLATION'
  /** The order was refunded. */
  | 'REFUND';

export type DeliveryStatus =
  | 'DELIVERED'
  /** Refused or unreachable for a day, or nowhere to send: sent again on request. */
  | 'FAILED'
  /** Waiting for its first try or its next one. */
  | 'PENDING';

export type ErrorCode =
  /** Signing in to a company account that staff suspended. */
  | 'ACCOUNT_SUSPENDED'
  /** A second application of a candidate to the same offer. */
  | 'ALREADY_APPLIED'
  /** A decision contested once already. */
  | 'ALREADY_CONTESTED'
  /** The person invited or joining already belongs to a company (this one or another). */
  | 'ALREADY_MEMBER'
  /** The reporter has an open notice on this offer or company already. */
  | 'ALREADY_REPORTED'
  /** A message to a withdrawn application. */
  | 'APPLICATION_WITHDRAWN'
  /** A multipart form that cannot be read. */
  | 'BAD_FORM'
  /** A body that is not a GraphQL request. */
  | 'BAD_REQUEST'
  /** A book over one of its bounds: 30 projects, 200 images, 12 images a project, 300 MB. */
  | 'BOOK_FULL'
  /** The public book's address another book holds. */
  | 'BOOK_SLUG_TAKEN'
  /**
   * An application missing a document it needs: the CV or the cover letter PDF of the
   * classic form; the profile's CV, or a motivation (typed or a PDF) in the one-step apply.
   */
  | 'BOTH_DOCUMENTS'
  /** The database has no connection free for this request now: try again in a moment. */
  | 'BUSY'
  /** A SIRET whose establishment (or company) the directory says is closed. */
  | 'CLOSED_SIRET'
  /** A company's « Réalisations » over their bound of 24 images. */
  | 'COMPANY_WORKS_FULL'
  /** A decision older than the 6 months a contest has. */
  | 'CONTEST_CLOSED'
  /** A text holding a control character (NUL, escape…) that no form types (`src/text.rs`). */
  | 'CONTROL_CHARACTER'
  /**
   * The directory did not answer while the company's SIRET is verified already: the one
   * verified stays, try the new one later.
   */
  | 'DIRECTORY_UNAVAILABLE'
  /** A new promotion code whose text another code already has. */
  | 'DISCOUNT_CODE_TAKEN'
  /** An application document over 5 MB. */
  | 'DOCUMENT_TOO_LARGE'
  /**
   * Publishing a copy of an ad (same company, texts and place) within 30 days of the
   * other's publication (the terms: once per 30-day period).
   */
  | 'DUPLICATE_AD'
  /** The e-mail confirmation field differs from the e-mail. */
  | 'EMAIL_MISMATCH'
  /** An account already uses this e-mail address. */
  | 'EMAIL_TAKEN'
  /** Publishing or buying before the company's e-mail address is confirmed. */
  | 'EMAIL_UNCONFIRMED'
  /** Signed in, but this is not theirs or not for their role. */
  | 'FORBIDDEN'
  /** A notice without the good-faith statement (DSA article 16 (2)(d)). */
  | 'GOOD_FAITH_REQUIRED'
  /** An image whose width and height are not the ones asked (a banner's 4:1 format). */
  | 'IMAGE_DIMENSIONS'
  /** Something failed on the server; the cause is logged, never sent. */
  | 'INTERNAL'
  /** An interview already proposed for the application, or one no longer open to the change. */
  | 'INTERVIEW_STATE'
  /** Registration as neither candidate nor company. */
  | 'INVALID_ACCOUNT_TYPE'
  /** A banner's creative, link, alt text or start date that is missing or not valid. */
  | 'INVALID_BANNER'
  /**
   * The company's billing identity (address, SIREN, VAT number): a value that is not
   * valid, or a purchase before it was given.
   */
  | 'INVALID_BILLING_IDENTITY'
  /** A book project's field that is not valid (its year). */
  | 'INVALID_BOOK_PROJECT'
  /**
   * The public book's address: not 3 to 40 letters, digits and dashes once cleaned, or
   * published without a project.
   */
  | 'INVALID_BOOK_SLUG'
  /** Sign-in refused: unknown e-mail or wrong password (never says which). */
  | 'INVALID_CREDENTIALS'
  /** A pagination cursor that this server did not write. */
  | 'INVALID_CURSOR'
  /** A promotion code that does not exist, is expired, used up or not for this product. */
  | 'INVALID_DISCOUNT_CODE'
  /** A malformed e-mail address. */
  | 'INVALID_EMAIL'
  /** A notification frequency other than none, daily or weekly. */
  | 'INVALID_FREQUENCY'
  /** An IRI or id that cannot be read. */
  | 'INVALID_ID'
  /** An interview status other than yes, maybe or no. */
  | 'INVALID_INTERVIEW_STATUS'
  /**
   * A craft label that is not one of the three, without its holder or expiry, already
   * declared, or already decided.
   */
  | 'INVALID_LABEL'
  /** A professional-network profile address that is not one. */
  | 'INVALID_LINKEDIN_URL'
  /** A new promotion code whose text, discount, dates or limits are not valid. */
  | 'INVALID_NEW_DISCOUNT_CODE'
  /** A phone number that cannot be read. */
  | 'INVALID_PHONE'
  /** A `localization_list` entry that cannot be read. */
  | 'INVALID_PLACE'
  /**
   * The book sent with an application: more than 6 projects, one no longer in the book,
   * a PDF book that is not there.
   */
  | 'INVALID_PORTFOLIO'
  /**
   * Job preferences out of their bounds (too many trades, towns or contracts, an unknown
   * one, a radius or a pay floor out of range).
   */
  | 'INVALID_PREFERENCES'
  /** A pricing change staff made that is not valid (price, description). */
  | 'INVALID_PRICING'
  /** A GraphQL document that does not parse or does not fit the schema. */
  | 'INVALID_QUERY'
  /** A radius other than 0, 10, 20, 50 or 100 km, or around anything but one town. */
  | 'INVALID_RADIUS'
  /** A moderation reason that is not one of the terms'. */
  | 'INVALID_REASON'
  /** An alert recurrence other than 1d or 7d. */
  | 'INVALID_RECURRENCE'
  /** A team role other than owner or recruiter. */
  | 'INVALID_ROLE'
  /** A payment notification whose `Stripe-Signature` is missing, wrong or too old. */
  | 'INVALID_SIGNATURE'
  /** A SIRET that is not 14 digits with a valid key. */
  | 'INVALID_SIRET'
  /** A company size that is not one of `companies::SIZES`' bands. */
  | 'INVALID_SIZE'
  /**
   * A proposal without 1 to 5 valid slots (a date to come, a time, 15 minutes to 8 hours),
   * or a video interview without its link.
   */
  | 'INVALID_SLOTS'
  /** A post slug that is not lowercase letters, digits and hyphens. */
  | 'INVALID_SLUG'
  /** A status change the offer's state does not allow. */
  | 'INVALID_STATUS'
  /** A confirmation or reset link that is unknown, used or expired. */
  | 'INVALID_TOKEN'
  /** A link that is not an absolute http(s) address. */
  | 'INVALID_URL'
  /** The change would leave the company without an owner. */
  | 'LAST_OWNER'
  /** Changing what a live offer may not change (its position, place or company). */
  | 'LIVE_OFFER_LOCKED'
  /** A pricing that cannot be bought online (free, or not sold this way). */
  | 'NOT_FOR_SALE'
  /** Nothing at that id or path. */
  | 'NOT_FOUND'
  /** An image that is not a PNG, JPEG, GIF or WebP (SVG can carry scripts). */
  | 'NOT_IMAGE'
  /** A document that is not a PDF. */
  | 'NOT_PDF'
  /** Publishing without an ad credit left. */
  | 'NO_CREDIT'
  /** Applying to an offer that is no longer public. */
  | 'OFFER_CLOSED'
  /** The Urgent option without one of the company's published offers to boost. */
  | 'OFFER_REQUIRED'
  /** An invitation opened by an account of another address. */
  | 'OTHER_ADDRESS'
  /** A number argument outside its range. */
  | 'OUT_OF_RANGE'
  /** A password and its confirmation differ. */
  | 'PASSWORD_MISMATCH'
  /** The payment provider refused the card; the message is the provider's. */
  | 'PAYMENT_DECLINED'
  /**
   * The card payment provider cannot be reached or refused the server's call: pay later or
   * by transfer.
   */
  | 'PAYMENT_UNAVAILABLE'
  /**
   * A pay range that breaks one of its rules: partial, inverted, wider than 1.5 times its
   * minimum without a reason, below the SMIC for a salaried contract.
   */
  | 'PAY_RANGE_INVALID'
  /**
   * Publishing or editing an offer without its gross pay range, or naming « Selon profil »
   * for a new one (issue 36).
   */
  | 'PAY_RANGE_REQUIRED'
  /** Applying without a phone number. */
  | 'PHONE_REQUIRED'
  /** A GraphQL document costlier than the server allows. */
  | 'QUERY_TOO_COMPLEX'
  /** A GraphQL document nested deeper than the server allows. */
  | 'QUERY_TOO_DEEP'
  /** A GraphQL query text longer than the server reads (16 KB). */
  | 'QUERY_TOO_LONG'
  /** Too many attempts (sign-in, applications, confirmation mails, mails to candidates). */
  | 'RATE_LIMITED'
  /** Mailing applicants without a valid recipient among them. */
  | 'RECIPIENTS'
  /** A GraphQL variable or input field that must have a value has none. */
  | 'REQUIRED'
  /** A GraphQL answer that would be larger than the server sends (4 MB). */
  | 'RESPONSE_TOO_LARGE'
  /** A contest decided by the staff member who took the first decision. */
  | 'SAME_MODERATOR'
  /**
   * Publishing or buying before the company's SIRET is verified (or while a lookup the
   * directory did not answer is more than a day old).
   */
  | 'SIRET_REQUIRED'
  /** The slot was taken by another candidate of the same recruiter a moment before. */
  | 'SLOT_TAKEN'
  /** A post slug another post already has. */
  | 'SLUG_TAKEN'
  /** A candidate's second message before the company wrote in the thread (issue 53). */
  | 'THREAD_NOT_OPEN'
  /** A body or file over its size limit. */
  | 'TOO_LARGE'
  /** A text over its maximum length. */
  | 'TOO_LONG'
  /** A list over its maximum size. */
  | 'TOO_MANY'
  /** More alerts than a candidate may keep (20). */
  | 'TOO_MANY_ALERTS'
  /** More « Pas pour moi » than a candidate may keep. */
  | 'TOO_MANY_DISMISSALS'
  /** More favourites than a candidate may keep. */
  | 'TOO_MANY_FAVORITES'
  /** A GraphQL document asking too many root fields or aliases at once. */
  | 'TOO_MANY_FIELDS'
  /** More standing labels than a company may have (6). */
  | 'TOO_MANY_LABELS'
  /** No valid session: the client sends the user to /login. */
  | 'UNAUTHENTICATED'
  /** A company that does not exist or is not the caller's. */
  | 'UNKNOWN_COMPANY'
  /** An image path that is neither the record's own nor an image uploaded to the back-office. */
  | 'UNKNOWN_IMAGE'
  /** A filter option that does not exist. */
  | 'UNKNOWN_OPTION'
  /** A locality that does not exist. */
  | 'UNKNOWN_PLACE'
  /** A job position that does not exist. */
  | 'UNKNOWN_POSITION'
  /** A SIRET the State's company directory does not know. */
  | 'UNKNOWN_SIRET'
  /** A contact message whose subject is not one of the form's four. */
  | 'UNKNOWN_SUBJECT'
  /** Several rules of a form at once; the message lists them, one a line. */
  | 'VALIDATION'
  /** A password under the strength rules. */
  | 'WEAK_PASSWORD'
  /**
   * Publishing (or editing a live) ad whose texts hold an offence: an age limit, family
   * status, origin, health, a demand for money (the article of law in the message).
   */
  | 'WORDING_FORBIDDEN'
  /** The current password given to change it is wrong. */
  | 'WRONG_PASSWORD';

/** Where the interview takes place. */
export type InterviewMode =
  /** Par téléphone: the recruiter calls the number of the application. */
  | 'PHONE'
  /** En visio: at the link the recruiter gives. */
  | 'VIDEO'
  /** À l'atelier: at the offer's address. */
  | 'WORKSHOP';

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

/** The period an amount is paid for. */
export type PayPeriod =
  | 'HOUR'
  | 'MONTH'
  | 'YEAR';

/** Where a notice stands after sending it. */
export type ReportStatus =
  /** Waiting for the link mailed to the reporter. */
  | 'AWAITING_CONFIRMATION'
  /** In staff's queue (signed in with a confirmed address). */
  | 'OPEN';

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
