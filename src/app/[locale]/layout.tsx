/** The localized root layout: <html lang>, messages for client components, header, footer, progress bar. */
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { Header } from '@/ui/layout/header';
import { Footer } from '@/ui/layout/footer';
import { Notifications } from '@/ui/notifications';
import { ErrorReplaySlot } from '@/modules/operations/ui/error-replay-slot';
import { CookieConsentBanner } from '@/modules/content/ui/cookie-consent';
import { ProgressBar } from '@/ui/layout/progress-bar';
import { env } from '@/server/env';

export const metadata = { metadataBase: new URL(env().PUBLIC_ORIGIN) };

/** Message namespaces used by client components (locale switch, search box, filter panel, table, error page). */
const CLIENT_NAMESPACES = [
  'nav',
  // Primitives, dialogs and the form kit; `errors` for the form kit's message keys (issue 13 §4).
  'ui',
  'errors',
  'startups',
  'filter',
  'table',
  'errorPages',
  'payments',
  'startupExport',
  'reports',
  'auth',
  'admin',
  'profile',
  'talents',
  'techCenters',
  'organizer',
  'startupEditor',
  'invitations',
  'programEditor',
  'applyProgram',
  'programApplications',
  'review',
  'providers',
  // The cookie-consent banner and its settings button (issue 17 §2).
  'cookieConsent',
] as const;

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Client components only need these namespaces; the rest stays on the server (smaller pages).
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <html lang={locale}>
      <body className="min-h-screen antialiased">
        <NextIntlClientProvider messages={clientMessages}>
          <Suspense>
            <ProgressBar />
          </Suspense>
          <Header />
          <main id="main">{children}</main>
          <Footer />
          <CookieConsentBanner />
          <Notifications />
          {/* Browser error reporting: nothing unless SENTRY_DSN is set (decision 0021). */}
          <ErrorReplaySlot />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
