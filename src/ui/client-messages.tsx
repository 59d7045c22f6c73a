/**
 * Gives a screen's browser components the message namespaces they read beyond the locale
 * layout's fixed list (src/app/[locale]/layout.tsx CLIENT_NAMESPACES): `namespaces` plus `ui` and
 * `errors` (primitives, dialogs, the form kit and the API client's notices read those). A nested
 * provider replaces the messages around it (use-intl does not merge), so wrap only the parts that
 * need them. Server component. The module-specific providers (AdminIntl, ContactIntl, …) predate
 * it and do the same for one namespace each.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: string[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const picked = Object.fromEntries(
    [...namespaces, 'ui', 'errors'].map((ns) => [ns, (messages as Record<string, unknown>)[ns]]),
  );
  return <NextIntlClientProvider messages={picked as typeof messages}>{children}</NextIntlClientProvider>;
}
