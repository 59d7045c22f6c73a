/**
 * Gives the contact module's browser components their texts (issue 17 §1, §2): the locale layout
 * hands client components a fixed list of namespaces, so the contact form and the
 * contact-message screen wrap their client parts in a provider with `contactForm` /
 * `contactAdmin` and the `ui` and `errors` namespaces the form kit and dialogs read. A nested
 * provider replaces the messages around it, so it wraps only these parts. Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` with `namespace` plus `ui` and `errors`. */
export async function ContactIntl({
  namespace,
  children,
}: {
  namespace: 'contactForm' | 'contactAdmin';
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ [namespace]: messages[namespace], ui: messages.ui, errors: messages.errors }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
