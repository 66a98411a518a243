// Saving a pin: the Save button and picker modal, the pin-created dialog, the save hook.
export {
  openPinCreatedDialog,
  PinCreatedContent,
  type PinCreatedProps,
  pinCreatedHeading,
} from "./pin-created-dialog.tsx";
export { PinSaveButton, SaveButton } from "./save-button.tsx";
export { type SaveFlowOptions, useSaveFlow } from "./use-save-flow.tsx";
export { type PinDraft, type SavedPin, showSavedToast, useSavePin } from "./use-save-pin.ts";
