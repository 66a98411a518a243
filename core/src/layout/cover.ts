/**
 * The images a board or section cover shows: a collage of the first three when there are
 * three, else the first alone (web/src/boards/cover.tsx draws it; the server's shell
 * preloads the same ones).
 */
export function coverCollage<T>(images: readonly T[]): T[] {
  return images.length >= 3 ? images.slice(0, 3) : images.slice(0, 1);
}
