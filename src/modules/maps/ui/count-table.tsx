/**
 * A table of places or organizations with their counts (issue 18 §1–§2): the table views of the
 * Türkiye and EU maps and the investor graph's most active investors. A named, keyboard-scrollable
 * region (ScrollRegion) with a caption for screen readers; the first column is each row's header
 * (usually a link), the rest are whole numbers in the viewer's locale, right-aligned.
 */
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { ScrollRegion } from '@/ui/scroll-region';

export interface CountRow {
  key: string | number;
  /** The row header: a name, usually a link. */
  head: ReactNode;
  counts: number[];
}

export function CountTable({
  caption,
  headers,
  rows,
  locale,
  testId,
  bodyTestId,
}: {
  caption: string;
  /** The first column's header, then one per count. */
  headers: string[];
  rows: readonly CountRow[];
  locale: Locale;
  testId?: string;
  bodyTestId?: string;
}) {
  const [first, ...numbers] = headers;
  return (
    <ScrollRegion label={caption} className="mt-2 rounded-xl border border-slate-200 bg-white">
      <table
        className="w-full text-left text-sm [&_tbody_th]:px-3 [&_tbody_th]:py-1.5 [&_tbody_th]:font-medium [&_td]:px-3 [&_td]:py-1.5 [&_td]:text-right [&_td]:tabular-nums [&_tr+tr]:border-t [&_tr+tr]:border-slate-100"
        data-testid={testId}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              {first}
            </th>
            {numbers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-right whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody data-testid={bodyTestId}>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.head}</th>
              {r.counts.map((n, i) => (
                <td key={i}>{n.toLocaleString(locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
