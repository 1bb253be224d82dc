import { MAX_CSV_BYTES } from '@leadgen/core/domain';
import { parseUsernameCsv } from '@leadgen/core/username-csv';
import { useEffect, useState } from 'react';

/** spec §5: the import's success message is cleared after 3 s. */
export const IMPORT_MESSAGE_MS = 3000;

export interface ImportMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Reads a picked CSV of usernames in the browser with the server's own rules (spec §5 Custom
 * list, `parseUsernameCsv`): the name and size are checked before the file is read, so a large
 * file is never loaded. Imported usernames replace the current ones (`onImported`); the message
 * is the spec's, the success one cleared after 3 s; `note` says what the file left out (other
 * columns, values that are not usernames, repeats) until the next import.
 */
export function useCsvImport(onImported: (usernames: string[]) => void) {
  const [message, setMessage] = useState<ImportMessage | null>(null);
  /** What the last import read and left out: it stays until the next import. */
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = setTimeout(() => setMessage(null), IMPORT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const importFile = async (file: File) => {
    try {
      const readable = file.name.toLowerCase().endsWith('.csv') && file.size <= MAX_CSV_BYTES;
      const text = readable ? await file.text() : '';
      const result = parseUsernameCsv({ fileName: file.name, size: file.size, text });
      onImported(result.usernames);
      setMessage({ tone: 'success', text: result.message });
      setNote(result.note);
    } catch (error) {
      setNote(null);
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };
  return { message, note, importFile };
}
