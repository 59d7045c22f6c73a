'use client';
/**
 * The switch of ./locale-switch.tsx: rendered once per press, it stores the chosen locale in
 * the locale cookie and replaces the address with the same page in `next`'s words (the route
 * template filled with the page's params, query kept), then calls `onDone`.
 */
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'next/navigation';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/routing';

export function SwitchLocale({ next, onDone }: { next: Locale; onDone: () => void }) {
  const pathname = usePathname();
  const params = useParams();
  const search = useSearchParams();
  const router = useRouter();
  useEffect(() => {
    document.cookie = `${LOCALE_COOKIE}=${next}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`;
    const query = Object.fromEntries(search.entries());
    // The pathname is the route template; params fill it in the other language's words.
    router.replace({ pathname, params, query } as unknown as Parameters<typeof router.replace>[0], {
      locale: next,
    });
    onDone();
    // Once per press: the light half renders this component anew for each one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
