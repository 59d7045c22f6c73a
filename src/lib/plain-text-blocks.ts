/**
 * Plain text as its author laid it out: paragraphs split by blank lines, and runs of lines that
 * start with "- ", "* " or "• " as bullet lists, so a job's "- TypeScript" lines read as a list
 * rather than as raw dashes (spec P§4 job page: description, responsibilities, requirements).
 * Nothing else is interpreted: the text stays text (no markup, no links).
 */
export type PlainTextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-*•]\s+(.*\S)\s*$/;

/**
 * Input: text with `\n` or `\r\n` line ends. Output: its blocks in order; a paragraph keeps its
 * line breaks as separate lines (trimmed at the end), empty input gives no block.
 */
export function plainTextBlocks(text: string): PlainTextBlock[] {
  const blocks: PlainTextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const bullet = BULLET.exec(line);
    if (!line.trim()) flush();
    else if (bullet) {
      if (paragraph.length) flush();
      list.push(bullet[1]!);
    } else {
      if (list.length) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
