export * from "./image-keys.ts";
export * from "./image-repo.ts";
export * from "./image-urls.ts";
export * from "./pipeline.ts";
export {
  dominantColor,
  imageSignature,
  MAX_INPUT_PIXELS,
  type PreparedImage,
  prepareImage,
  prepareImageFile,
  type RenditionFile,
} from "./prepare-image.ts";
export { registerMediaRoutes, STORED_IMAGE_HEADERS } from "./routes.ts";
export { boundSharpMemory } from "./sharp-memory.ts";
