/**
 * Full page loads. Signing in, signing up and signing out change who the viewer is, and
 * the viewer comes with the document's bootstrap (IMPL-009), so those end in a real load
 * rather than a client-side navigation (AUTH-064). One object, so tests can watch it.
 */
export const pageLoad = {
  /** Loads `path` as a new document. */
  assign(path: string): void {
    window.location.assign(path);
  },
  /** Loads the current document again. */
  reload(): void {
    window.location.reload();
  },
};
