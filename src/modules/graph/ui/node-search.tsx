'use client';
/**
 * A combobox that finds a node of the investor graph by name (issue 18 §2 "search a node";
 * spec public §5: at least 2 characters): the ARIA 1.2 combobox pattern — arrows move through the
 * suggestions, Enter picks, Escape closes; each suggestion says whether it is an investor or a
 * startup. Matching ignores case and Turkish letters (./match.ts).
 */
import { useId, useMemo, useState } from 'react';
import { matchNodes } from '../match';
import type { GraphNode } from '../types';

export function NodeSearch({
  nodes,
  label,
  placeholder,
  noMatch,
  kindLabel,
  onPick,
  onClear,
  testId,
}: {
  nodes: readonly GraphNode[];
  label: string;
  placeholder: string;
  noMatch: string;
  kindLabel: (kind: GraphNode['kind']) => string;
  onPick: (node: GraphNode) => void;
  /** The text changed after a pick: the pick no longer holds. */
  onClear?: () => void;
  testId?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // -1: no suggestion highlighted (the first ArrowDown goes to the first one).
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<string | null>(null);
  const matches = useMemo(() => matchNodes(nodes, text), [nodes, text]);
  const shown = open && text.trim().length >= 2;
  const pick = (node: GraphNode) => {
    setText(node.label);
    setPicked(node.label);
    setOpen(false);
    setActive(-1);
    onPick(node);
  };
  return (
    <div className="relative" data-testid={testId}>
      <label htmlFor={`${id}-input`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={shown && matches.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 && matches[active] ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setOpen(true);
          if (picked !== null && e.target.value !== picked) {
            setPicked(null);
            onClear?.();
          }
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && matches.length) {
            e.preventDefault();
            setOpen(true);
            setActive((a) => (a + 1) % matches.length);
          } else if (e.key === 'ArrowUp' && matches.length) {
            e.preventDefault();
            setActive((a) => (a <= 0 ? matches.length - 1 : a - 1));
          } else if (e.key === 'Enter' && shown && active >= 0 && matches[active]) {
            e.preventDefault();
            pick(matches[active]!);
          } else if (e.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        hidden={!shown || matches.length === 0}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {matches.map((node, i) => (
          <li
            key={node.id}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(node);
            }}
            className="flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5 text-sm aria-selected:bg-sky-50"
          >
            <span className="truncate">{node.label}</span>
            <span className="shrink-0 text-xs text-slate-600">{kindLabel(node.kind)}</span>
          </li>
        ))}
      </ul>
      {shown && matches.length === 0 ? (
        <p role="status" className="mt-1 text-sm text-slate-600">
          {noMatch}
        </p>
      ) : null}
    </div>
  );
}
