/**
 * The table of a Management list screen (issue 17 §1 "a screen for each"): one column per field
 * name with its EN/TR label, values shown for people — times in the viewer's language (UTC), yes
 * or no, known states translated, long texts cut at 100 characters (spec §9) with the whole text
 * in the cell's title — and, on the ErrorLogs list, each row's stack trace in a disclosure
 * (<details>, keyboard-usable without script). Scrolls sideways in its own region on a phone.
 * Server component: no browser code.
 */
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/lib/format';
import { ScrollRegion } from '@/ui/scroll-region';

/** Fields whose text values are states with a translated label (`values.<value>`). */
const TRANSLATED_FIELDS = new Set(['status', 'origin', 'subjectKind', 'basis']);
/** Table text is cut at this many characters (spec §9 "table text cut at 100 characters"). */
const CUT_AT = 100;

export interface ManagementTableLabels {
  caption: string;
  field: (key: string) => string;
  value: (value: string) => string | undefined;
  yes: string;
  no: string;
  empty: string;
  showStack: string;
  noStack: string;
}

function Cell({
  field,
  value,
  locale,
  labels,
}: {
  field: string;
  value: unknown;
  locale: Locale;
  labels: ManagementTableLabels;
}) {
  if (value === null || value === undefined || value === '')
    return <span className="text-slate-400">{labels.empty}</span>;
  if (typeof value === 'boolean') return <>{value ? labels.yes : labels.no}</>;
  if (field.endsWith('At') && typeof value === 'string')
    return (
      <time dateTime={value} className="whitespace-nowrap">
        {formatDateTime(value, locale)}
      </time>
    );
  if (typeof value === 'number')
    return <span className="tabular-nums">{value.toLocaleString(locale === 'tr' ? 'tr-TR' : 'en-GB')}</span>;
  const text = String(value);
  if (TRANSLATED_FIELDS.has(field)) return <>{labels.value(text) ?? text}</>;
  if (text.length <= CUT_AT) return <>{text}</>;
  return <span title={text}>{`${text.slice(0, CUT_AT)}…`}</span>;
}

/**
 * The rows of one page. `fieldNames` come from the API (its keys); `hidden` fields get no column
 * (the ErrorLogs stack, shown under its row instead).
 */
export function ManagementListTable({
  listName,
  fieldNames,
  rows,
  locale,
  labels,
}: {
  listName: string;
  fieldNames: string[];
  rows: Array<Record<string, unknown>>;
  locale: Locale;
  labels: ManagementTableLabels;
}) {
  const withStack = listName === 'ErrorLogs';
  const columns = fieldNames.filter((f) => !(withStack && f === 'stack'));
  return (
    <ScrollRegion label={labels.caption} className="mt-4" testId="management-list-table">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{labels.caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {columns.map((field) => (
              <th key={field} scope="col" className="py-2 pr-3 align-bottom" data-field={field}>
                {labels.field(field)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={String(row.id ?? row.subject ?? index)} className="border-b border-slate-100 align-top">
              {columns.map((field) => (
                <td key={field} className="max-w-[24rem] py-2 pr-3 break-words">
                  {withStack && field === 'message' ? (
                    <details>
                      <summary className="cursor-pointer">
                        <Cell field={field} value={row[field]} locale={locale} labels={labels} />
                        <span className="sr-only"> — {labels.showStack}</span>
                      </summary>
                      {row.stack ? (
                        <pre className="mt-2 max-h-80 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
                          {String(row.stack)}
                        </pre>
                      ) : (
                        <p className="mt-2 text-xs text-slate-600">{labels.noStack}</p>
                      )}
                    </details>
                  ) : (
                    <Cell field={field} value={row[field]} locale={locale} labels={labels} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
