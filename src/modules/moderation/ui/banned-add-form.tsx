'use client';
/**
 * The add form of the banned-words and banned-mails screens (issue 17 §1): one or many entries
 * in a text area (words: separated by commas or line breaks; mails: also spaces), on the form kit
 * over the module's own schema, sent with `POST /api/v2/admin/banned-words` or
 * `…/banned-mails`. The toast says how many were added and names those already listed; a
 * refused entry ('Not a word…', 'Not an e-mail address or domain…') shows under the field.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { quietApi } from '@/ui/api/client';
import { Field, FormSubmit, useZodForm, ZodForm } from '@/ui/form-kit';
import { bannedMailsInput, bannedWordsInput } from '../validation';

/** Adds banned words (`kind` words) or banned addresses/domains (`kind` mails). */
export function BannedAddForm({ kind }: { kind: 'words' | 'mails' }) {
  return kind === 'words' ? <WordsForm /> : <MailsForm />;
}

function WordsForm() {
  const t = useTranslations('moderationAdmin');
  const router = useRouter();
  const form = useZodForm(bannedWordsInput, { words: '' });
  return (
    <ZodForm
      form={form}
      testId="banned-words-form"
      onSubmit={async (values) => {
        const { data, error, response } = await quietApi.POST('/api/v2/admin/banned-words', { body: values });
        if (!response.ok || !data) return { ok: false, error };
        form.reset({ words: '' });
        router.refresh();
        return { ok: true, message: addedMessage(t, data.data.added.length, data.data.existing) };
      }}
    >
      <Field name="words" label={t('words.addLabel')} required hint={t('words.addHint')}>
        {(control) => <textarea {...control} rows={3} />}
      </Field>
      <FormSubmit busyLabel={t('adding')}>{t('add')}</FormSubmit>
    </ZodForm>
  );
}

function MailsForm() {
  const t = useTranslations('moderationAdmin');
  const router = useRouter();
  const form = useZodForm(bannedMailsInput, { patterns: '' });
  return (
    <ZodForm
      form={form}
      testId="banned-mails-form"
      onSubmit={async (values) => {
        const { data, error, response } = await quietApi.POST('/api/v2/admin/banned-mails', { body: values });
        if (!response.ok || !data) return { ok: false, error };
        form.reset({ patterns: '' });
        router.refresh();
        return { ok: true, message: addedMessage(t, data.data.added.length, data.data.existing) };
      }}
    >
      <Field name="patterns" label={t('mails.addLabel')} required hint={t('mails.addHint')}>
        {(control) => <textarea {...control} rows={3} />}
      </Field>
      <FormSubmit busyLabel={t('adding')}>{t('add')}</FormSubmit>
    </ZodForm>
  );
}

/** 'Added 2.' or 'Added 1. Already listed: x, y.' */
function addedMessage(
  t: ReturnType<typeof useTranslations<'moderationAdmin'>>,
  added: number,
  existing: string[],
): string {
  const first = t('added', { count: added });
  return existing.length ? `${first} ${t('alreadyListed', { entries: existing.join(', ') })}` : first;
}
