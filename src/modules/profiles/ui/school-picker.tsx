'use client';
/**
 * The schools control of the talent filter (spec §2 talent filter "education"; §7 Educations):
 * type 2+ letters, pick a university from the suggestions; chosen schools show as removable chips.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { inputClass } from '@/ui/form';
import { useUniversitySearch, type University } from './university-search';

export function SchoolPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  /** The chosen universities (ids with names). */
  value: University[];
  onChange: (schools: University[]) => void;
}) {
  const tf = useTranslations('filter');
  const [found, search] = useUniversitySearch();
  const [text, setText] = useState('');
  const listId = 'talent-schools-suggestions';
  return (
    <div className="text-sm">
      <label className="block">
        <span className="mb-1 block font-medium">{label}</span>
        <input
          list={listId}
          value={text}
          placeholder={tf('searchOptions')}
          onChange={(e) => {
            const typed = e.target.value;
            const match = found.find((u) => u.name === typed);
            if (match) {
              if (!value.some((v) => v.id === match.id)) onChange([...value, match]);
              setText('');
            } else {
              setText(typed);
              search(typed);
            }
          }}
          className={inputClass}
        />
      </label>
      <datalist id={listId}>
        {found.map((u) => (
          <option key={u.id} value={u.name} />
        ))}
      </datalist>
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" data-testid="chosen-schools">
          {value.map((u) => (
            <li
              key={u.id}
              className="flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-brand-800"
            >
              {u.name}
              <button
                type="button"
                aria-label={tf('remove', { name: u.name })}
                onClick={() => onChange(value.filter((v) => v.id !== u.id))}
                className="font-bold"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
