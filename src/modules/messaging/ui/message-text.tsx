/**
 * A message body as text (dashboard-and-operations §3 "Message": stored verbatim, shown as
 * text): React text nodes with line breaks kept, and http(s) addresses as links that open in a
 * new tab without passing this page on (`rel="noopener noreferrer nofollow"`). Never HTML.
 */
import { linkify } from './linkify';

/** `body` as text with its links; `newTabLabel` ("(opens in a new tab)") is read after each link. */
export function MessageText({
  body,
  newTabLabel,
  linkClassName = 'underline',
}: {
  body: string;
  newTabLabel: string;
  linkClassName?: string;
}) {
  return (
    <span className="whitespace-pre-wrap wrap-anywhere">
      {linkify(body).map((piece, index) =>
        piece.type === 'text' ? (
          piece.text
        ) : (
          <a
            key={index}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={linkClassName}
          >
            {piece.text}
            <span className="sr-only"> {newTabLabel}</span>
          </a>
        ),
      )}
    </span>
  );
}
