/**
 * Gives this module's browser components their texts (issue 17 §1): the locale layout hands
 * client components a fixed list of namespaces (src/app/[locale]/layout.tsx), so the admin
 * screens of this module wrap their client parts in a provider with `adminArea` and the `ui` and
 * `errors` namespaces the shared parts read (ConfirmDialog, Dialog, form kit). A nested provider
 * replaces the messages of the one around it (use-intl does not merge), so it wraps only this
 * module's parts, never the whole admin area (other screens keep the locale layout's texts).
 * Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (client parts of this module's screens) with their texts. */
export async function AdminIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{
        adminArea: messages.adminArea,
        ui: messages.ui,
        errors: messages.errors,
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
