/**
 * Opens "Create board" in a modal (the header's Create menu): the picker's create-board
 * form; the new board's page opens once it exists. Its code loads on the first click.
 */
export async function openCreateBoardDialog(navigate: (to: string) => void): Promise<void> {
  const { openCreateBoardModal } = await import("./create-board-dialog.tsx");
  openCreateBoardModal(navigate);
}
