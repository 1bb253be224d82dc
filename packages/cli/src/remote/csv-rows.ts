import { PassThrough, type Readable } from 'node:stream';

/**
 * A CSV stream passed through unchanged, with how many rows it held once it has ended (the
 * header row not counted), for "Wrote 120 profiles to leads.csv" when the file came from a
 * server. A line break inside a quoted value (RFC 4180 §2.6) does not end a row.
 */
export function countCsvRows(source: Readable): { stream: Readable; count: Promise<number> } {
  let quoted = false;
  let lines = 0;
  let last = '';
  const stream = new PassThrough();
  const count = new Promise<number>((resolve, reject) => {
    source.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const character of text) {
        if (character === '"') quoted = !quoted;
        else if (character === '\n' && !quoted) lines++;
      }
      if (text.length > 0) last = text.at(-1) as string;
    });
    source.on('end', () => resolve(Math.max(0, lines + (last !== '' && last !== '\n' ? 1 : 0) - 1)));
    source.on('error', reject);
  });
  // a count nobody reads (stdout) must not fail the command on its own
  count.catch(() => {});
  source.pipe(stream);
  source.on('error', (error) => stream.destroy(error));
  return { stream, count };
}
