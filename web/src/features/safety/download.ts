import { api } from '../../api/client';

const FALLBACK_NAME = 'palengke-data.json';

/** The file name in a Content-Disposition header (`attachment; filename="x.json"`). */
export function fileNameFrom(header: string | null): string {
  const match = header?.match(/filename="([^"]+)"/) ?? header?.match(/filename=([^;\s"]+)/);
  // Only a plain name: never a path, whatever the header says.
  const name = match?.[1]?.split(/[\\/]/).pop()?.trim();
  return name || FALLBACK_NAME;
}

/** Saves `text` as a file through the browser's own download. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; let go of it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET /api/me/export and save it. Through the API client rather than a plain link: the call
 * needs the Bearer token, and the client's handling of a revoked session and of errors.
 */
export async function downloadMyData(): Promise<void> {
  let disposition: string | null = null;
  const data = await api.get<unknown>('/me/export', {
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  saveFile(fileNameFrom(disposition), `${JSON.stringify(data, null, 2)}\n`);
}
