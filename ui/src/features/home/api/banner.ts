/**
 * The advertising block's banner (docs/billing.md, "Banners"): one per page view, its
 * impression counted by the server; `href` is the server's counting redirect.
 */
import { useEffect, useState } from 'react';
import { restJson } from '../../../lib/rest';
import type { HomeBanner } from '../components/AdvertisingBlock';

export async function homeBanner(): Promise<HomeBanner | null> {
  const answer = await restJson<{ banner: HomeBanner | null }>('/api/banners/home', { method: 'GET' });
  return answer.banner;
}

/**
 * Asked once per mount (each view is a turn of the rotation): `undefined` while asked for,
 * `null` for the house ad (none runs, or the request failed: an ad is never worth an error
 * message).
 */
export function useHomeBanner(): HomeBanner | null | undefined {
  const [banner, setBanner] = useState<HomeBanner | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    homeBanner().then(
      (b) => live && setBanner(b),
      () => live && setBanner(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return banner;
}
