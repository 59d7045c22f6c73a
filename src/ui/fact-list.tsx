/** A definition list of label → value pairs; empty values are left out (detail pages). */
export function FactList({
  facts,
  className = 'mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-6 text-sm sm:grid-cols-2',
  valueClassName = 'font-medium',
}: {
  facts: ReadonlyArray<readonly [label: string, value: string | null | undefined]>;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className={valueClassName}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
