import { ApiError, errorCodeOf, errorDetailsOf, NetworkError } from "./api-error.ts";

function csrfToken(): string | undefined {
  return document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/)?.[1];
}

/**
 * Sends a multipart form (IMPL-029: an image; D-050: a video; issue 20: an import file) with
 * the CSRF token, reporting progress from 0 to 1 as the bytes go up, and answers the
 * envelope's data. XMLHttpRequest rather than fetch, because only it reports upload progress.
 * Fields go in the order given (a server may read small fields before the file).
 */
export function uploadForm<T>(
  endpoint: { method: string; path: string },
  fields: readonly (readonly [string, string | Blob])[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpoint.path);
    request.setRequestHeader("Accept", "application/json");
    const token = csrfToken();
    if (token) request.setRequestHeader("X-CSRFToken", token);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const envelope = (
        body as { resource_response?: { status?: string; data?: unknown; message?: string } } | null
      )?.resource_response;
      if (request.status >= 200 && request.status < 300 && envelope?.status === "success") {
        onProgress(1);
        resolve(envelope.data as T);
        return;
      }
      reject(
        new ApiError(
          errorCodeOf(body, request.status),
          request.status,
          envelope?.message ?? request.statusText,
          errorDetailsOf(body),
        ),
      );
    });
    request.addEventListener("error", () => reject(new NetworkError(new Error("upload failed"))));
    request.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
    signal?.addEventListener("abort", () => request.abort());
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    request.send(form);
  });
}
