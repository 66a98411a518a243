export { openCreatePin } from "./create/index.ts";
export { MAX_UPLOAD_BYTES, uploadImage, uploadVideo } from "./create/upload-image.ts";
export { PinPage } from "./pin-page.tsx";
export { VideoProcessingStatus } from "./video-processing-status.tsx";
