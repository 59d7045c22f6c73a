/**
 * Gives the types management screen's browser components their texts (issue 17 §1 types): the
 * locale layout hands client components a fixed list of namespaces, so this screen wraps its
 * client parts in a provider with `typesAdmin` and the `ui`, `errors` namespaces the shared parts
 * read (form kit, dialogs). Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (the types management screen) with its texts. */
export async function TypesAdminIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ typesAdmin: messages.typesAdmin, ui: messages.ui, errors: messages.errors }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
