import type { FastifyInstance } from "fastify";
import type { FeatureDeps } from "../platform/feature.ts";
import { registerPinFieldRoutes } from "./pin-fields.ts";
import { registerPinReadRoutes } from "./routes.ts";
import type { PinReadService } from "./service.ts";
import { registerVideoRoutes } from "./video/video-routes.ts";
import { registerPinWriteRoutes } from "./write-routes.ts";
import type { SaveCollaborators } from "./write-service.ts";

// The pins feature's public face (DESIGN §2): its registration, its read service (other
// features' pages show pins), the "pin the viewer may see" lookup, and the one pin-row
// select with its tile presenter (the followed feed lists pins in the same shape).
export { findPinImages } from "./find-images.ts";
// withTempFile: the import and export jobs keep their files the same way (D-054, D-056).
export { imageFromFile, imageFromUrl, withTempFile } from "./image-intake.ts";
export {
  deleteImportedPins,
  type ImportedPinWrite,
  saveImportedPin,
  unavailableImage,
} from "./import-save.ts";
export { presentSponsorship } from "./pin-labels.ts";
export { type PinRow, selectPinRows } from "./pin-rows-repo.ts";
export { presentPinner, presentPinSummary } from "./presenter.ts";
export { findPinById } from "./repo.ts";
export { type FollowedFirst, PinReadService } from "./service.ts";
// An archive's video is read, checked and stored as an upload is (issue 20, D-054).
export { type StoredVideo, storeVideoFrom, videoCreationBlocked } from "./video/video-intake.ts";
export { findVisiblePin } from "./visible-pin.ts";
export { PinWriteService, type SaveCollaborators } from "./write-service.ts";

/** What the pins feature is registered with. */
export interface PinDeps extends FeatureDeps {
  reads: PinReadService;
  /** Rules of the features above pins that a save asks (pin builder gate, promote flag). */
  save: SaveCollaborators;
}

/** Registers the pin reads (home feed, closeup, related) and the saving routes of seed 001 §7. */
export function register(app: FastifyInstance, { context, urls, reads, save }: PinDeps): void {
  registerPinReadRoutes(app, reads);
  registerPinFieldRoutes(app, context, reads, urls);
  registerPinWriteRoutes(app, context, save);
  registerVideoRoutes(app, context, urls);
}
