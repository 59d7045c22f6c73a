/**
 * The stored import files (issue 17 §3): written under a private, random storage key
 * (`private/imports/<random>.<csv|xlsx>`, never served by /uploads), and read back parsed. The
 * parsed table of the last few files is kept in this process (a dry run and every chunk of a
 * run read the same file), at most {@link PARSED_CACHE_SIZE} files.
 */
import { randomBytes } from 'node:crypto';
import { getStorage } from '@/server/storage';
import { NotFoundError } from '@/server/errors';
import { IMPORT_CONTENT_TYPES, parseImportFile, type ImportFileType, type ParsedFile } from './parse-file';

export const PARSED_CACHE_SIZE = 3;
const parsed = new Map<string, Promise<ParsedFile>>();

/** Stores an uploaded file; returns its private key. */
export async function putImportFile(bytes: Buffer, type: ImportFileType): Promise<string> {
  const key = `private/imports/${randomBytes(12).toString('hex')}.${type}`;
  await (await getStorage()).put(key, bytes, IMPORT_CONTENT_TYPES[type]);
  return key;
}

/** Removes a stored import file (nothing when it is already gone). */
export async function removeImportFile(key: string): Promise<void> {
  await (await getStorage()).remove(key);
}

/** Drops the parsed table of `key` from this process's cache. */
export function forgetImportFile(key: string): void {
  parsed.delete(key);
}

/**
 * The parsed table of the stored file `key` (cached per process).
 * @throws NotFoundError 'import.file_missing' when the file is gone; the parse errors.
 */
export function readImportFile(key: string, type: ImportFileType): Promise<ParsedFile> {
  let entry = parsed.get(key);
  if (!entry) {
    entry = (async () => {
      const file = await (await getStorage()).get(key);
      if (!file) throw new NotFoundError('import.file_missing');
      return parseImportFile(file.bytes, type);
    })();
    parsed.set(key, entry);
    entry.catch(() => parsed.delete(key));
    while (parsed.size > PARSED_CACHE_SIZE) parsed.delete(parsed.keys().next().value!);
  }
  return entry;
}

/** Keeps a table just parsed from an upload, so the next read does not parse it again. */
export function rememberParsed(key: string, table: ParsedFile): void {
  parsed.set(key, Promise.resolve(table));
  while (parsed.size > PARSED_CACHE_SIZE) parsed.delete(parsed.keys().next().value!);
}
