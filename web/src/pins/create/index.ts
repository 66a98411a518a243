// Creating pins: the /pin/create/{method} pages and the create-from-upload dialog.

/** Opens "Create Pin" (upload from the computer); its code loads on the first click. */
export async function openCreatePin(): Promise<void> {
  const { openUploadDialog } = await import("./upload-dialog.tsx");
  openUploadDialog();
}
