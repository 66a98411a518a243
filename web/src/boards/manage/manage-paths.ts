// The addresses of the board-management pages (IMPL-027), built in one place so no screen
// spells them by hand. The routes in app/routes.tsx match these shapes.

/** /board/{id}/edit/: the owner edits the board. */
export function boardEditPath(boardId: string): string {
  return `/board/${boardId}/edit/`;
}

/** /board/{id}/edit/collaborators/: the board's collaborators. */
export function boardCollaboratorsPath(boardId: string): string {
  return `/board/${boardId}/edit/collaborators/`;
}

/** /board/{id}/edit/add_collaborators/: the owner invites people. */
export function addCollaboratorsPath(boardId: string): string {
  return `/board/${boardId}/edit/add_collaborators/`;
}

/** /boardsection/{id}/edit/: rename or delete a section. */
export function sectionEditPath(sectionId: string): string {
  return `/boardsection/${sectionId}/edit/`;
}
