/**
 * A content body's HTML with the typography of the static and legal pages (issue 17 §2): the
 * page and the admin editor's preview show it alike. `html` must already be sanitized
 * (src/lib/rich-text.ts: the server does it when reading and saving). Works on the server and in
 * the browser.
 */
export const RICH_BODY_CLASS =
  'rich-text leading-relaxed break-words text-slate-800 [&_a]:text-brand-700 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:text-slate-900 [&_h4]:mt-4 [&_h4]:font-bold [&_li]:mt-1 [&_p]:mt-3';

/** Renders sanitized `html` as a page body; `testId` names it in journeys. */
export function RichBody({
  html,
  testId,
  className = '',
}: {
  html: string;
  testId?: string;
  className?: string;
}) {
  return (
    <div
      className={`${RICH_BODY_CLASS} ${className}`.trim()}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
