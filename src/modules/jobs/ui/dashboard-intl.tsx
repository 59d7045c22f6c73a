/**
 * Gives the dashboard's job screens' browser components their texts (issue 15 §2): the locale
 * layout hands client components a fixed list of message namespaces (src/app/[locale]/layout.tsx),
 * so /dashboard/add-job, /dashboard/jobs and /dashboard/job-applications wrap their client parts
 * in a provider with the `jobDashboard` namespace and the `ui`, `errors` and `filter` namespaces
 * the shared parts read (ConfirmDialog, the form kit, the multi-select). Server component.
 */
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/** Wraps `children` (client components of the job dashboard screens) with their texts. */
export async function JobDashboardIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{
        jobDashboard: messages.jobDashboard,
        ui: messages.ui,
        errors: messages.errors,
        filter: messages.filter,
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
