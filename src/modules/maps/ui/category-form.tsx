'use client';
/**
 * The category switches of a map (issue 18 §1): a GET form of checkboxes named `show`, so it
 * works without JavaScript (the "Update the map" button); with JavaScript a change shows the new
 * map at once, by a client navigation that keeps the focus on the switch (a keyboard user goes on
 * from there) and the scroll position. An empty hidden `show` is always sent, so "none chosen" is
 * told apart from "no choice made" (the map's default).
 */
import type { FormEvent } from 'react';
import { useRouter } from 'next/navigation';

export interface CategorySwitch {
  key: string;
  label: string;
  chosen: boolean;
}

export function CategoryForm({
  action,
  categories,
  keep,
  legend,
  applyLabel,
}: {
  action: string;
  categories: readonly CategorySwitch[];
  /** Kept when the switches change: the open province (`province`) or country (`country`) stays open. */
  keep?: { name: 'province' | 'country'; value: string };
  legend: string;
  applyLabel: string;
}) {
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // One `show=a,b` (category keys are slugs: no escaping needed) instead of the form's repeats.
    const data = new FormData(event.currentTarget);
    const show = data.getAll('show').filter(Boolean).join(',');
    router.replace(`${action}?show=${show}${keep ? `&${keep.name}=${encodeURIComponent(keep.value)}` : ''}`, {
      scroll: false,
    });
  };
  return (
    <form method="get" action={action} onChange={submit} data-testid="map-categories">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
        <input type="hidden" name="show" value="" />
        {keep ? <input type="hidden" name={keep.name} value={keep.value} /> : null}
        <div className="mt-2 flex flex-wrap gap-2">
          {categories.map((c) => (
            <label
              key={c.key}
              className="flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-600"
            >
              <input
                type="checkbox"
                name="show"
                value={c.key}
                defaultChecked={c.chosen}
                className="h-4 w-4 accent-sky-700"
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="mt-3 rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {applyLabel}
      </button>
    </form>
  );
}
