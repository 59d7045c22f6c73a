/**
 * The layout of the signed-in areas /dashboard and /profile (dashboard-and-operations §2
 * "Dashboard left menu"; issue 13 §4): the DashboardMenu beside the page for a signed-in user.
 * Visitors get the page alone (the pages answer 404 to them themselves).
 */
import type { ReactNode } from 'react';
import { getRequestViewer } from '@/server/page-context';
import { DashboardMenu } from './dashboard-menu';

export async function WithDashboardMenu({ children }: { children: ReactNode }) {
  const viewer = await getRequestViewer();
  if (!viewer.isAuthenticated) return children;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-2 pt-4 lg:flex-row lg:items-start lg:gap-6 lg:px-4 lg:pt-8">
      <DashboardMenu />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
