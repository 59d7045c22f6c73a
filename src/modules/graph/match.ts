/** Finding graph nodes by name (issue 18 §2 "search a node"), for the server and the browser. */
import { foldText } from '@/lib/text';
import type { GraphNode } from './types';

/**
 * Nodes whose label contains `text`, ignoring case and Turkish letters (ş/s, ı/i, İ/I), most
 * connected first; none for fewer than 2 characters (spec public §5 search minimum).
 */
export function matchNodes(nodes: readonly GraphNode[], text: string, limit = 8): GraphNode[] {
  const term = foldText(text.trim());
  if (term.length < 2) return [];
  return nodes
    .filter((n) => foldText(n.label).includes(term))
    .sort((a, b) => b.degree - a.degree || a.label.localeCompare(b.label))
    .slice(0, limit);
}
