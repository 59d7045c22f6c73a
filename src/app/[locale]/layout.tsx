/** The localized root layout: <html lang>, messages for client components, header, footer, progress bar. */
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { Header } from '@/ui/layout/header';
import { Footer } from '@/ui/layout/footer';
import { ProgressBar } from '@/ui/layout/progress-bar';
import { env } from '@/server/env';

export const metadata = { metadataBase: new URL(env().PUBLIC_ORIGIN) };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body className="min-h-screen antialiased">
        <NextIntlClientProvider>
          <Suspense>
            <ProgressBar />
          </Suspense>
          <Header />
          <main id="main">{children}</main>
          <Footer />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
