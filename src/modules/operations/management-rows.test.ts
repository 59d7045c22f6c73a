/**
 * Every Management list's field names and names have EN and TR labels on the list screens
 * (issue 17 §1 "localized column headers"), and the lists are the spec's seven (D §7).
 */
import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import tr from '@/i18n/messages/tr.json';
import { ADMIN_LISTS } from '@/modules/admin/menu';
import { fieldNamesOf, MANAGEMENT_LIST_NAMES } from './management-rows';

describe('Management list labels', () => {
  it('are the spec’s seven lists, as the admin menu lists them', () => {
    expect(MANAGEMENT_LIST_NAMES).toEqual([
      'StartupList',
      'ProgramApplicantList',
      'UserList',
      'ReportDownloadersList',
      'SpammersList',
      'ErrorLogs',
      'EmailList',
    ]);
    expect(ADMIN_LISTS.map((l) => l.name)).toEqual(MANAGEMENT_LIST_NAMES);
  });

  it('label every field and list in English and Turkish', () => {
    for (const messages of [en, tr]) {
      const ns = messages.managementLists;
      for (const name of MANAGEMENT_LIST_NAMES) {
        expect(ns.lists[name].title).toBeTruthy();
        expect(ns.lists[name].intro).toBeTruthy();
        for (const field of fieldNamesOf(name))
          expect(ns.fields[field as keyof typeof ns.fields], `${name}.${field}`).toBeTruthy();
      }
    }
    expect(tr.managementLists.fields.createdAt).toBe('Oluşturulma');
  });
});
