import {
  GENERAL_ERROR_MESSAGES,
  type MediaUpload,
  pinImageUploadEndpoint,
  type VideoUpload,
  videoUploadEndpoint,
} from "@corkboard/core/contract";
import { registerMessages, videoMessages } from "@corkboard/core/messages";
import { VIDEO_ERROR_MESSAGES } from "@corkboard/core/pins";
import { registerErrorMessages } from "../../platform/api/index.ts";
import { uploadForm } from "../../platform/api/upload-form.ts";

// An upload can be refused as too small, whose message names the minimum side (D-026).
registerErrorMessages({ IMAGE_TOO_SMALL: GENERAL_ERROR_MESSAGES.IMAGE_TOO_SMALL });
// A video upload's refusals (D-050) say what was wrong with the file.
registerMessages(videoMessages);
registerErrorMessages(VIDEO_ERROR_MESSAGES);

/** The largest file a pin upload takes (PIN-060): 209,715,200 bytes. */
export const MAX_UPLOAD_BYTES = 209_715_200;

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
  return uploadFile<MediaUpload>(pinImageUploadEndpoint, "image", file, onProgress, signal);
}

/**
 * Uploads a video (IMPL-030, D-050): multipart field "video", with progress. The answer's
 * status is "uploaded"; the server's job takes it on to "ready".
 */
export function uploadVideo(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<VideoUpload> {
  return uploadFile<VideoUpload>(videoUploadEndpoint, "video", file, onProgress, signal);
}

function uploadFile<T>(
  endpoint: { method: string; path: string },
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return uploadForm<T>(endpoint, [[field, file]], onProgress, signal);
}
