'use client';
/**
 * Shared parts of the whole-save step editors (programs, providers; dashboard-and-operations §2
 * add steps): the Back / Next / Save footer, and the reading of a save's answer — the field
 * errors, the message (with the steps holding errors named) and the first step to open.
 */
import { fieldErrorsOf, messageOf } from './api/failure';

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

/**
 * What a save's answer means for a step editor.
 * @param res the typed client's answer (`error`, `response`); `stepOf` maps a field key to its step.
 * @returns the field errors, the message to show and the first step with errors (if any).
 */
export function readStepSave<S extends string>(
  res: { error?: unknown; response: Response },
  steps: readonly S[],
  stepOf: (field: string) => S,
  labels: { saved: string; failed: string; fixErrors: (steps: S[]) => string },
): { fields: Record<string, string>; message: { ok: boolean; text: string }; firstStep: S | null } {
  if (res.response.ok) return { fields: {}, message: { ok: true, text: labels.saved }, firstStep: null };
  const fields = fieldErrorsOf(res.error);
  const failed = new Set(Object.keys(fields).map(stepOf));
  const flagged = steps.filter((s) => failed.has(s));
  const text = `${messageOf(res.error) ?? labels.failed}${flagged.length ? ` ${labels.fixErrors(flagged)}` : ''}`;
  return { fields, message: { ok: false, text }, firstStep: flagged[0] ?? null };
}
