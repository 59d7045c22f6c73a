#!/usr/bin/env node
/**
 * Sets whole top-level namespaces of the message catalogues in one quick read-modify-write, so
 * several people (or helper sessions) can add namespaces to en.json and tr.json at once:
 *   node scripts/dev/set-messages.mjs parts.en.json parts.tr.json
 * Each parts file is `{ "<namespace>": { ... } }`; the namespaces are replaced (or added) and the
 * rest of the catalogue is left as it is. Keys stay in file order; new namespaces go last.
 */
import fs from 'node:fs';

const [enParts, trParts] = process.argv.slice(2);
if (!enParts || !trParts) {
  console.error('usage: set-messages.mjs <en parts.json> <tr parts.json>');
  process.exit(2);
}
for (const [locale, partsFile] of [
  ['en', enParts],
  ['tr', trParts],
]) {
  const file = `src/i18n/messages/${locale}.json`;
  const parts = JSON.parse(fs.readFileSync(partsFile, 'utf8'));
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
  Object.assign(catalogue, parts);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(catalogue, null, 2)}\n`);
  fs.renameSync(tmp, file);
  console.log(`${file}: ${Object.keys(parts).join(', ')}`);
}
