import { readStorage, TOKEN_KEY } from '../lib/storage';
import { API_BASE } from './client';
import { ApiError, defaultFailureMessage, errorFromResponse } from './errors';

/**
 * A JSON request like api.post/patch, but on XMLHttpRequest because fetch cannot report
 * upload progress. Used where the body carries a photo: on mobile data a photo takes
 * seconds to send and the user should see it moving. Errors are the same ApiError; a 401
 * is left to the caller (this does not go through the client's unauthorized listeners).
 */
export function sendWithProgress<T>(
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    const token = readStorage(TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          message: defaultFailureMessage(method, path, 0),
          status: 0,
          code: 'network_error',
        }),
      );
    xhr.onload = () => {
      let parsed: unknown = undefined;
      if (xhr.responseText) {
        try {
          parsed = JSON.parse(xhr.responseText) as unknown;
        } catch {
          parsed = xhr.responseText;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        // As in client.ts: the server's response schemas are the contract.
        resolve(parsed as T);
      } else {
        reject(errorFromResponse(method, path, xhr.status, parsed));
      }
    };
    xhr.send(JSON.stringify(body));
  });
}
