/**
 * A job application's status (a `jobApplicationStatus` item: Applied … Rejected) as a coloured
 * badge with its name in the viewer's language (issue 15 §2). Server or client.
 */
import { statusTone } from './ats-columns';

/** The badge of status `statusId` reading `name` (`data-testid="application-status"`). */
export function AtsStatusBadge({ statusId, name }: { statusId: number; name: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone(statusId)}`}
      data-testid="application-status"
    >
      {name}
    </span>
  );
}
