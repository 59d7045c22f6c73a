'use client';
/**
 * Gives the job page's client parts the `jobs` messages (issue 15 §2). The locale layout sends
 * client components a fixed list of namespaces; this adds `jobs` (passed by the server page) to
 * them for its children only, so the other pages' JavaScript does not carry it.
 *
 * Props: `messages` — the `jobs` namespace in the page's language; `children`.
 */
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

export function JobMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const inherited = useMessages();
  const merged = useMemo(() => ({ ...inherited, jobs: messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
