import { GENERAL_ERROR_MESSAGES, type MediaUpload, pinImageUploadEndpoint } from "@corkboard/core/contract";
import { errorCodeOf, errorDetailsOf } from "../../platform/api/api-error.ts";
import { ApiError, NetworkError, registerErrorMessages } from "../../platform/api/index.ts";

// An upload can be refused as too small, whose message names the minimum side (D-026).
registerErrorMessages({ IMAGE_TOO_SMALL: GENERAL_ERROR_MESSAGES.IMAGE_TOO_SMALL });

/** The largest file a pin upload takes (PIN-060): 209,715,200 bytes. */
export const MAX_UPLOAD_BYTES = 209_715_200;

function csrfToken(): string | undefined {
  return document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/)?.[1];
}

/**
 * Uploads an image from the computer (IMPL-029): multipart field "image" to the upload
 * endpoint with the CSRF token, reporting progress from 0 to 1 as the bytes go up.
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaUpload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(pinImageUploadEndpoint.method, pinImageUploadEndpoint.path);
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
        resolve(envelope.data as MediaUpload);
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
    form.append("image", file);
    request.send(form);
  });
}
