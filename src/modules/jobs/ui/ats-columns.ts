/**
 * The applicant-tracking pipeline's columns (issue 15 §2; dashboard-and-operations §3 "Job
 * application" status from the `jobApplicationStatus` type list): one column per status in the
 * list's order, each holding the applications in that status in the order given (newest first
 * from `listJobApplications`). An application whose status is not in the list (a status added
 * later) gets a column of its own after the list's. Also the view switch's value, the cards'
 * DOM ids and the status badges' colours. Pure.
 */

/** One column: its status and the applications in it. */
export interface AtsColumn<A> {
  statusId: number;
  applications: A[];
}

/** The view the ATS page shows: a list, or the pipeline's columns. */
export type AtsView = 'list' | 'pipeline';

/** The view named by the page's `view` query value; the list by default. */
export function atsViewOf(value: string | string[] | undefined): AtsView {
  return value === 'pipeline' ? 'pipeline' : 'list';
}

/** Groups `applications` into columns of `statusIds` (list order), then any unknown statuses. */
export function pipelineColumns<A extends { statusId: number }>(
  statusIds: readonly number[],
  applications: readonly A[],
): AtsColumn<A>[] {
  const columns = new Map<number, A[]>(statusIds.map((id) => [id, []]));
  for (const application of applications) {
    const column = columns.get(application.statusId);
    if (column) column.push(application);
    else columns.set(application.statusId, [application]);
  }
  return [...columns].map(([statusId, list]) => ({ statusId, applications: list }));
}

/** The DOM id of an application's card (focusable with `tabIndex={-1}`; the focus goes there after a move). */
export function atsCardId(applicationId: number): string {
  return `ats-card-${applicationId}`;
}

/** Colour classes of a status badge by its place in the list (1 Applied … 6 Rejected), AA contrast. */
export function statusTone(statusId: number): string {
  switch (statusId % 1000) {
    case 1:
      return 'bg-sky-50 text-sky-900';
    case 2:
      return 'bg-amber-50 text-amber-900';
    case 3:
      return 'bg-violet-50 text-violet-900';
    case 4:
      return 'bg-indigo-50 text-indigo-900';
    case 5:
      return 'bg-emerald-50 text-emerald-900';
    case 6:
      return 'bg-red-50 text-red-900';
    default:
      return 'bg-slate-100 text-slate-800';
  }
}
