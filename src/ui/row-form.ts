'use client';
/**
 * react-hook-form for the forms saved through the API whose fields are described as data
 * (./row-fields.tsx): organizations, providers, programs, the startup steps, detail lists
 * (issue 13 §4 "every form on main … with errors beside their fields and the first one
 * focused"; a toast for every saved change).
 *
 *   const form = useRowForm<Row>(initialRow);
 *   <FormProvider {...form}><form noValidate onSubmit={form.handleSubmit(save)}>
 *     <RowFields fields={fields} disabled={false} idPrefix="organization" />
 *   </form></FormProvider>
 *   // in save: const res = await quietApi.PUT(…);
 *   const failure = reportSave(form, res, { saved: t('saved'), failed: t('failed') });
 *   setMessage(failure);   // null after success (a toast said "Saved."), else the alert's text
 *
 * - `useRowForm(defaults)` → `UseFormReturn<V>`: checks on submit, then on change; the first
 *   field with an error takes focus.
 * - `applyServerErrors(form, error, fallback)` → the alert text, or null when there were field
 *   errors and every one of the API envelope (`data.fields`: dotted path → message in the viewer's language) landed
 *   on a field of the form (the first present one focused). The text is the envelope's message
 *   (else `fallback`) followed by the messages of fields the form does not hold.
 * - `useRowSubmit(form, save, onMessage)` → the `onSubmit` handler: `save(values)` when the shown
 *   fields pass their checks, else "Please fill all the required fields." to `onMessage`.
 * - `useClearOnChange(form, field, dependent)`: a change of `field` by the user empties
 *   `dependent` (the city when the country changes).
 * - `reportSave(form, res, { saved, failed })`: after a save call (`res.response.ok`): on success
 *   clears the server errors, shows the `saved` toast and returns null; on failure applies the
 *   field errors and returns the alert text (never null).
 */
import { useEffect, type BaseSyntheticEvent } from 'react';
import { useTranslations } from 'next-intl';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { fieldErrorsOf, messageOf } from './api/failure';
import { toast } from './primitives/toast';

/** react-hook-form over `defaults` (no resolver: each field checks itself, the server again). */
export function useRowForm<V extends FieldValues>(defaults: V): UseFormReturn<V> {
  return useForm<V>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: defaults as DefaultValues<V>,
  });
}

/** True when `path` (dotted) names a value of `values`. */
export function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** A server path → the form's name: prefix map (`{ startupIds: 'startups' }`) or a function. */
export type Aliases = Record<string, string> | ((path: string) => string);

/** `path` under `aliases` (see `Aliases`). */
export function renamed(path: string, aliases: Aliases = {}): string {
  if (typeof aliases === 'function') return aliases(path);
  const alias = Object.keys(aliases).find((key) => path === key || path.startsWith(`${key}.`));
  return alias ? aliases[alias]! : path;
}

/** See the file comment. */
export function applyServerErrors<V extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<V, C, O>,
  error: unknown,
  fallback: string,
  aliases: Aliases = {},
): string | null {
  const fields = Object.entries(fieldErrorsOf(error)).map(([path, message]): [string, string] => [
    renamed(path, aliases),
    message,
  ]);
  const values = form.getValues();
  // A top-level name is the form's even before its field first shows (a step not yet opened);
  // a nested one when its row exists.
  const isKnown = (path: string) =>
    !path.includes('.') || hasPath(values, path.slice(0, path.lastIndexOf('.')));
  const known = fields.filter(([path]) => isKnown(path));
  known.forEach(([path, message], index) =>
    form.setError(path as Path<V>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  const rest = fields.filter(([path]) => !isKnown(path)).map(([, message]) => message);
  if (known.length > 0 && rest.length === 0) return null;
  return [messageOf(error) ?? fallback, ...rest].join(' ');
}

/** See the file comment. */
export function reportSave<V extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<V, C, O>,
  res: { error?: unknown; response: Response },
  labels: { saved: string; failed: string },
  aliases?: Aliases,
): string | null {
  if (res.response.ok) {
    form.clearErrors();
    toast.success(labels.saved);
    return null;
  }
  return applyServerErrors(form, res.error, labels.failed, aliases) ?? messageOf(res.error) ?? labels.failed;
}

/** Empties `dependent` whenever the user changes `field` (a city when the country changes). */
export function useClearOnChange<V extends FieldValues>(
  form: UseFormReturn<V>,
  field: Path<V>,
  dependent: Path<V>,
): void {
  useEffect(() => {
    const subscription = form.watch((_, { name, type }) => {
      if (name === field && type === 'change') form.setValue(dependent, null as never);
    });
    return () => subscription.unsubscribe();
  }, [form, field, dependent]);
}

/**
 * The submit handler of a row form: runs `save` with the values when every shown field passes
 * its check; otherwise (the fields' errors shown, the first focused) reports the spec's
 * "Please fill all the required fields." through `onMessage`.
 */
export function useRowSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  save: (values: V) => Promise<void>,
  onMessage: (message: string | null) => void,
): (event?: BaseSyntheticEvent) => void {
  const t = useTranslations('errors');
  return (event) => {
    // The server's errors of the last save go: this submit checks again (and so does the server).
    form.clearErrors();
    void form.handleSubmit(save, () => onMessage(t('generic.invalid_input')))(event);
  };
}
