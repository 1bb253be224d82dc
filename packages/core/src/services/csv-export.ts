import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { EXPORT_COLUMNS, type ExportProfile, exportRow } from '../domain/csv.js';

async function* records(profiles: AsyncIterable<ExportProfile> | Iterable<ExportProfile>) {
  for await (const profile of profiles) yield exportRow(profile);
}

/**
 * Streams profiles as the spec's CSV export (§9: its columns in order, every value quoted,
 * formulas neutralised), one row at a time, so a list of any size is exported in constant
 * memory. `bom` prefixes a UTF-8 byte-order mark, which spreadsheet apps need to read accents.
 *
 * @example
 * csvExportStream(store.profiles.stream(userId, listId)).pipe(process.stdout);
 */
export function csvExportStream(
  profiles: AsyncIterable<ExportProfile> | Iterable<ExportProfile>,
  options: { bom?: boolean } = {},
): Readable {
  const stringifier = stringify({
    header: true,
    columns: [...EXPORT_COLUMNS],
    quoted: true,
    quoted_empty: true,
    bom: options.bom ?? false,
    record_delimiter: '\n',
  });
  // pipeline destroys the stringifier with the source's error, so readers see the failure.
  pipeline(Readable.from(records(profiles)), stringifier, () => {});
  return stringifier;
}
