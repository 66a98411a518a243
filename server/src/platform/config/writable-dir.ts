import { accessSync, constants, mkdirSync } from "node:fs";

/**
 * Makes `dir` (and its parents) if missing and checks this process may write in it, or
 * throws an error that names the directory in words — a read-only mount, a directory owned
 * by another user, a path through a regular file — instead of the first failing syscall's
 * stack (issue 18).
 */
export function assertWritableDir(dir: string, mode?: number): void {
  try {
    mkdirSync(dir, { recursive: true, ...(mode === undefined ? {} : { mode }) });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw notWritable(dir, error);
  }
}

/** The error for a directory that cannot be written, naming it and the system's code. */
export function notWritable(dir: string, cause: unknown): Error {
  const code = (cause as { code?: string }).code ?? "unknown error";
  return new Error(
    `The data directory ${dir} cannot be written (${code}): make it writable, or set DATA_DIR to a directory that is.`,
    { cause },
  );
}
