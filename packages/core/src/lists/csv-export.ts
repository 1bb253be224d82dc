import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { csvFileName, EXPORT_COLUMNS, type ExportProfile, exportRow } from '../domain/csv.js';
import { ValidationError } from '../domain/errors.js';

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

/** A CSV download: the file name to offer and the bytes, streamed. */
export interface CsvDownload {
  fileName: string;
  stream: Readable;
  /** How many profiles the file holds. */
  count: number;
}

/**
 * The one export path of lists and campaigns (spec §9): `count` rows of full profiles, streamed
 * through `csvExportStream` under the file name `csvFileName(name)`. Nothing to export is a
 * ValidationError with `emptyMessage` (spec §8: 'No profiles found in this list' or '… campaign'),
 * thrown before any byte is written so a front end can still answer with the error.
 *
 * @example
 * csvDownload({ name: list.name, count, rows: store.profiles.stream(userId, listId), emptyMessage });
 */
export function csvDownload(source: {
  name: string;
  count: number;
  rows: AsyncIterable<ExportProfile>;
  emptyMessage: string;
  bom?: boolean;
}): CsvDownload {
  if (source.count === 0) throw new ValidationError(source.emptyMessage);
  return {
    fileName: csvFileName(source.name),
    stream: csvExportStream(source.rows, { bom: source.bom }),
    count: source.count,
  };
}
