/**
 * Banner endpoints of the buyer (docs/billing.md, "Banners"): the creative's upload and the
 * company's banners with their counts per day.
 */
import { restJson } from '../../../lib/rest';

/** A stored creative: `creative` is what the purchase names. */
export interface Creative {
  creative: string;
  imageUrl: string;
  width: number;
  height: number;
}

/** The banner part of a purchase (pricings 4 and 5). */
export interface BannerDraft {
  creative: string;
  link: string;
  alt: string;
  /** YYYY-MM-DD, a Paris day. */
  startDate: string;
  /** The preview's address the upload answered (signed: not sent back with the purchase). */
  imageUrl?: string;
}

export interface DayCount {
  day: string;
  impressions: number;
  clicks: number;
}

export interface MyBanner {
  id: number;
  productName: string;
  orderReference: string;
  imageUrl: string;
  link: string;
  alt: string;
  startOn: string;
  days: number;
  runsFrom: string | null;
  runsUntil: string | null;
  review: 'pending' | 'approved' | 'rejected';
  reviewReason: string | null;
  daysCounted: DayCount[];
}

export function uploadCreative(file: File): Promise<Creative> {
  return restJson('/api/upload/banner-creative', { form: { image: file }, auth: true });
}

export function myBanners(): Promise<MyBanner[]> {
  return restJson('/api/banners/mine', { method: 'GET', auth: true });
}
