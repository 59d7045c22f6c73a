import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvCooperatively } from './csv-reader';

const win1254 = (text: string) =>
  Buffer.from(
    [...text].map((ch) => ({ Ş: 0xde, ş: 0xfe, İ: 0xdd, ı: 0xfd, ğ: 0xf0 })[ch] ?? ch.charCodeAt(0)),
  );

describe('the cooperative CSV reader', () => {
  it('reads every file exactly as the one-piece reader does', async () => {
    const long = Array.from(
      { length: 30_000 },
      (_, i) => `"Şirket ${i}, A.Ş.";İstanbul;"say ""hi""\n twice";${i}`,
    );
    const files = [
      Buffer.from('\ufeffŞirket;Şehir\r\n\r\nBulut Ödeme;İstanbul\r\n;\r\n', 'utf8'),
      win1254('Şirket,Şehir\nYeşil Işık,İstanbul\nİkinci,Ağrı\n'),
      Buffer.from('a\tb\tc\n1\t2\n3\t4\t5\t6\n', 'utf8'),
      Buffer.from(['Name;City;Note;Year', ...long].join('\n'), 'utf8'),
    ];
    for (const bytes of files) expect(await parseCsvCooperatively(bytes)).toEqual(parseCsv(bytes));
  });

  it('refuses what the one-piece reader refuses', async () => {
    const broken = Buffer.from('Name\nAcme\n"never closed\n');
    expect(() => parseCsv(broken)).toThrow('import.file_unreadable');
    await expect(parseCsvCooperatively(broken)).rejects.toMatchObject({ key: 'import.file_unreadable' });
    await expect(parseCsvCooperatively(Buffer.from('a,b\n1,2\u0001\n'))).rejects.toMatchObject({
      status: 415,
    });
    await expect(parseCsvCooperatively(Buffer.from('Name\n'))).rejects.toMatchObject({
      key: 'import.file_empty',
    });
    await expect(parseCsvCooperatively(Buffer.from([0x41, 0, 0x42]))).rejects.toMatchObject({ status: 415 });
  });
});
