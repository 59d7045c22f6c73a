/**
 * An audit row's details shown readably (issue 17 §1 audit log): nothing for an empty object,
 * else a disclosure ("Details") holding the JSON indented two spaces, wrapped inside its box so a
 * long value never widens the page. Server component.
 */

/** The details of one audit row behind a disclosure labelled `label`. */
export function AuditDetails({ details, label }: { details: unknown; label: string }) {
  const empty =
    details === null ||
    details === undefined ||
    (typeof details === 'object' && Object.keys(details as object).length === 0);
  if (empty) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{label}</summary>
      <pre
        tabIndex={0}
        className="mt-1 max-h-80 overflow-auto rounded bg-slate-50 p-2 text-xs break-words whitespace-pre-wrap"
      >
        {JSON.stringify(details, null, 2)}
      </pre>
    </details>
  );
}
