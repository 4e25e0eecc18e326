import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { homeBanner, myBanners, type ShownBanner } from './api/banners';

/**
 * The home block's banner for this page view, asked once per mount (each view is a turn of
 * the rotation): `undefined` while asked for, `null` for the house ad (none runs, or the
 * request failed: an ad is never worth an error message).
 */
export function useHomeBanner(): ShownBanner | null | undefined {
  const [banner, setBanner] = useState<ShownBanner | null | undefined>(undefined);
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

export function useMyBanners() {
  return useQuery({ queryKey: ['my-banners'], queryFn: myBanners });
}
