/**
 * Gives the header, footer, logo and contact screens' browser parts their texts (issue 17 §1):
 * the locale layout hands client components a fixed list of namespaces
 * (src/app/[locale]/layout.tsx), so these screens wrap their client parts in a provider with
 * `siteAdmin` and the `ui` and `errors` namespaces the shared parts read (form kit,
 * ConfirmDialog). It wraps only this module's parts (a nested provider replaces the messages of
 * the one around it). Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (client parts of the site chrome screens) with their texts. */
export async function SiteAdminIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ siteAdmin: messages.siteAdmin, ui: messages.ui, errors: messages.errors }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
