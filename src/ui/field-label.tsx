/**
 * The label of a form control with its required mark (issue 13 §1, §4; spec §5 "A field is
 * required when its rules contain required"), shared by the form kit and hand-made forms.
 *
 * - `<RequiredMark />` — a visible red `*`, hidden from screen readers (they hear the control's
 *   `aria-required`, or a legend's own text).
 * - `<FieldLabel id label required? />` — `<label for=id>` holding exactly the field's name, the
 *   mark beside it outside the label, so the control's accessible name stays the name.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 font-semibold text-red-700">
      *
    </span>
  );
}

export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <div className="mb-1 flex items-baseline">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {required && <RequiredMark />}
    </div>
  );
}
