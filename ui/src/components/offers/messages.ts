/** The texts of an offer's card (`OfferCards`). */
export const OFFER_CARD_MESSAGES = {
  urgent: 'Urgent',
  /** What follows the company's name (a link to its page) on a card. */
  afterCompany: (locality: string) => ` - ${locality}`,
};
