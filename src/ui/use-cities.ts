'use client';
/** The cities of `countryId` in the page language (City/List), reloaded when the country changes; [] without one. */
import { useEffect, useState } from 'react';
import { fetchCities } from './api-call';

export function useCities(
  countryId: number | undefined,
  locale: string,
): Array<{ id: number; name: string }> {
  const [cities, setCities] = useState<Array<{ id: number; name: string }>>([]);
  useEffect(() => {
    let live = true;
    void fetchCities(countryId, locale).then((list) => live && setCities(list));
    return () => {
      live = false;
    };
  }, [countryId, locale]);
  return cities;
}
