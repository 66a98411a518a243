export { Avatar, avatarColorClass, avatarLetter } from "./avatar/avatar.tsx";
export { Button, ButtonLink, type ButtonVariant, buttonClass } from "./button/button.tsx";
export { Checkbox, Radio, Switch } from "./checkbox/checkbox.tsx";
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  openConfirmDialog,
} from "./confirm-dialog/confirm-dialog.tsx";
export { IconButton } from "./icon-button/icon-button.tsx";
export {
  ArrowBackIcon,
  BellIcon,
  CheckIcon,
  CloseIcon,
  ExternalIcon,
  LockIcon,
  LogoIcon,
  PlusIcon,
  SearchIcon,
} from "./icons/icons.tsx";
export { type Placement, planColumns } from "./masonry/layout.ts";
export { Masonry } from "./masonry/masonry.tsx";
export { useNearEnd } from "./masonry/use-near-end.ts";
export { MenuButton, type MenuEntry } from "./menu/menu-button.tsx";
export { useDisclosureMenu } from "./menu/use-disclosure-menu.ts";
export { Modal } from "./modal/modal.tsx";
export { closeModal, type ModalRequest, openModal, useModalRequest } from "./modal/modal-store.ts";
export { pinAltText, pinImageAlt } from "./pin-card/alt-text.ts";
export { PinCard, type PinCardPin } from "./pin-card/pin-card.tsx";
export { RadioGroup, type RadioOption } from "./radio/radio-group.tsx";
export { Select } from "./select/select.tsx";
export { Spinner } from "./spinner/spinner.tsx";
export { installLayoutTokens, PHONE_QUERY } from "./styles/layout-tokens.ts";
export { TextArea } from "./text-area/text-area.tsx";
export { FormError } from "./text-field/form-error.tsx";
export { TextField } from "./text-field/text-field.tsx";
export { Toast } from "./toast/toast.tsx";
export {
  dismissToast,
  showToast,
  type ToastItem,
  type ToastKind,
  toastDuration,
  useToasts,
} from "./toast/toast-store.ts";
