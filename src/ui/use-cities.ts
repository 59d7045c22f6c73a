'use client';
/** The cities of a country in the page language (`GET /apiCommon/City/List`). */
import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';

export type City = { id: number; name: string };

/**
 * The cities of `countryId`; [] without a country or when the call fails. A 404 (a country
 * without cities) is an empty answer, not a missing page; other failures show the usual notice.
 * Rejects on a network failure or when `signal` aborts, as fetch does.
 */
export async function fetchCities(countryId: number | undefined, signal?: AbortSignal): Promise<City[]> {
  if (!countryId) return [];
  // The API client loads with the first list of cities, not with every filter panel (0013).
  const { api, withHandling } = await import('./api/client');
  const { data } = await api.GET('/apiCommon/City/List', {
    params: { query: { countryId } },
    signal,
    ...withHandling({ redirectNotFound: false }),
  });
  return data?.data ?? [];
}

/** The cities of `countryId`, reloaded when the country or the page language changes; [] without one. */
export function useCities(countryId: number | undefined): City[] {
  const locale = useLocale();
  const [cities, setCities] = useState<City[]>([]);
  useEffect(() => {
    let live = true;
    void fetchCities(countryId).then((list) => live && setCities(list));
    return () => {
      live = false;
    };
    // `locale`: the client asks in the page language (<html lang>); a switch loads them again.
  }, [countryId, locale]);
  return cities;
}
