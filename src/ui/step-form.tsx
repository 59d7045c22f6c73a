'use client';
/**
 * Shared parts of the whole-save step editors (programs, providers; dashboard-and-operations §2
 * add steps) on react-hook-form (issue 13 §4): the Back / Next / Save footer, the steps holding
 * errors, and the reading of a save's answer — field errors set beside their fields, the
 * message (with the steps holding errors named), the first step to open and its first field to
 * focus once shown; a toast when saved.
 */
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf, messageOf } from './api/failure';
import { applyServerErrors, renamed, type Aliases } from './row-form';
import { toast } from './primitives/toast';

export function StepFooter<S extends string>({
  steps,
  step,
  onStep,
  busy,
  submitLabel,
  labels,
}: {
  steps: readonly S[];
  step: S;
  onStep: (step: S) => void;
  busy: boolean;
  submitLabel: string;
  labels: { back: string; next: string };
}) {
  const i = steps.indexOf(step);
  const nav = 'rounded-lg border border-slate-300 px-4 py-2';
  return (
    <div className="flex flex-wrap gap-3">
      {i > 0 && (
        <button type="button" className={nav} onClick={() => onStep(steps[i - 1]!)}>
          {labels.back}
        </button>
      )}
      {i < steps.length - 1 && (
        <button type="button" className={nav} onClick={() => onStep(steps[i + 1]!)}>
          {labels.next}
        </button>
      )}
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300"
      >
        {submitLabel}
      </button>
    </div>
  );
}

/** Dotted paths of the fields with errors in react-hook-form's `errors` (`teamMembers.0.name`). */
export function errorPaths(errors: FieldErrors | Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' && prefix === '') continue;
    if (typeof value !== 'object' || value === null) continue;
    const node = value as Record<string, unknown>;
    if (typeof node.message === 'string' || typeof node.type === 'string') out.push(`${prefix}${key}`);
    else out.push(...errorPaths(node, `${prefix}${key}.`));
  }
  return out;
}

/**
 * A step editor's step state on react-hook-form: `step`, `setStep`, the steps holding errors
 * (`flagged`), and `save(res)` reading a save's answer.
 * @param stepOf maps a field path to its step.
 * @returns `save(res, labels, aliases?)` → the alert text (null when saved: a `saved` toast shows); it
 *   opens the first step holding errors and focuses its first field once shown.
 */
export function useSteps<S extends string, V extends FieldValues>(
  form: UseFormReturn<V>,
  steps: readonly S[],
  stepOf: (field: string) => S,
) {
  const [step, setStep] = useState<S>(steps[0]!);
  // The field to focus once its step shows (set by a failed save that opened another step).
  const focus = useRef<string | null>(null);
  useEffect(() => {
    if (focus.current === null) return;
    form.setFocus(focus.current as Path<V>);
    focus.current = null;
  }, [step, form]);
  const flagged = [...new Set(errorPaths(form.formState.errors).map(stepOf))];
  const save = (
    res: { error?: unknown; response: Response },
    labels: { saved: string; failed: string; fixErrors: (steps: S[]) => string },
    aliases?: Aliases,
  ): string | null => {
    if (res.response.ok) {
      form.clearErrors();
      toast.success(labels.saved);
      return null;
    }
    const paths = Object.keys(fieldErrorsOf(res.error)).map((p) => renamed(p, aliases));
    const failed = new Set(paths.map(stepOf));
    const open = steps.filter((s) => failed.has(s));
    const text = applyServerErrors(form, res.error, labels.failed, aliases) ?? messageOf(res.error) ?? null;
    if (open[0] !== undefined) {
      focus.current = paths.find((p) => stepOf(p) === open[0]) ?? null;
      setStep(open[0]);
    }
    return `${text ?? ''}${open.length ? ` ${labels.fixErrors(open)}` : ''}`.trim() || labels.failed;
  };
  return { step, setStep, flagged, save };
}
