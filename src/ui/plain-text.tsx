/**
 * Author-written plain text shown as paragraphs and bullet lists (src/lib/plain-text-blocks.ts).
 * React escapes every string: nothing in the text becomes markup.
 */
import { plainTextBlocks } from '@/lib/plain-text-blocks';

/** Input: the text and the class of each paragraph; output: its blocks as <p> and <ul>. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {plainTextBlocks(text).map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i} className={`list-disc space-y-1 ps-5 ${className ?? ''}`}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i} className={`whitespace-pre-line ${className ?? ''}`}>
            {block.lines.join('\n')}
          </p>
        ),
      )}
    </>
  );
}
