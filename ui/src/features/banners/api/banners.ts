/**
 * Banner endpoints (docs/billing.md, "Banners"): the creative's upload, the home block's
 * banner (one per view, its impression counted by the server) and the buyer's banners with
 * their counts per day.
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
}

/** The banner the home block shows; `href` is the server's counting redirect. */
export interface ShownBanner {
  id: number;
  imageUrl: string;
  alt: string;
  href: string;
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

export async function homeBanner(): Promise<ShownBanner | null> {
  const answer = await restJson<{ banner: ShownBanner | null }>('/api/banners/home', { method: 'GET' });
  return answer.banner;
}

export function myBanners(): Promise<MyBanner[]> {
  return restJson('/api/banners/mine', { method: 'GET', auth: true });
}
