/**
 * Gives the EU ecosystem management screen's browser components their texts (issue 17 §1
 * eu-ecosystem-management): the locale layout hands client components a fixed list of
 * namespaces, so this screen wraps its client parts in a provider with `euAdmin` and the `ui`,
 * `errors` namespaces the shared parts read (form kit, dialogs). Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (the EU ecosystem management screen) with its texts. */
export async function EuAdminIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ euAdmin: messages.euAdmin, ui: messages.ui, errors: messages.errors }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
