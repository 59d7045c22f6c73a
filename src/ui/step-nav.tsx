'use client';
/**
 * The numbered step buttons of a multi-step editor (startup add steps, program add steps;
 * dashboard-and-operations §2). The current step carries aria-current="step"; `flagged` steps
 * (with errors) are marked.
 */
export function StepNav<S extends string>({
  steps,
  current,
  label,
  labelOf,
  onSelect,
  isDisabled = () => false,
  flagged = [],
}: {
  steps: readonly S[];
  current: S;
  /** Accessible name of the navigation. */
  label: string;
  labelOf: (step: S) => string;
  onSelect: (step: S) => void;
  isDisabled?: (step: S) => boolean;
  flagged?: readonly S[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {steps.map((s, i) => (
        <button
          key={s}
          type="button"
          aria-current={current === s ? 'step' : undefined}
          disabled={isDisabled(s)}
          onClick={() => onSelect(s)}
          className={`rounded-full px-4 py-1.5 text-sm font-semibold ${current === s ? 'bg-brand-600 text-white' : 'bg-slate-100 disabled:text-slate-400'} ${flagged.includes(s) ? 'ring-2 ring-red-500' : ''}`}
        >
          {`${i + 1}. ${labelOf(s)}`}
        </button>
      ))}
    </nav>
  );
}
