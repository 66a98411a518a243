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
  type RenditionFile,
} from "./prepare-image.ts";
export { registerMediaRoutes } from "./routes.ts";
