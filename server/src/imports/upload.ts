import { createWriteStream } from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type ImportRun, importUploadFormatSchema } from "@corkboard/core/contract";
import { IMPORT_DEFAULT_MAX_BYTES } from "@corkboard/core/imports";
import { t } from "@corkboard/core/messages";
import type { FastifyRequest } from "fastify";
import { withTempFile } from "../pins/index.ts";
import type { Viewer } from "../platform/auth/viewer.ts";
import type { AppConfig } from "../platform/config/index.ts";
import { AppError } from "../platform/http/app-error.ts";
import { detectFormat } from "./detect-format.ts";
import { type ImportFormat, ImportFormatError } from "./import-records.ts";
import type { ImportRuns } from "./runs.ts";
import { sourceFor } from "./sources/index.ts";

/** The multipart framing around the file: boundaries, part headers, the format field. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The largest import file this server takes (IMPORT_MAX_BYTES, default 100 MiB). */
export function importMaxBytes(config: AppConfig): number {
  return config.importMaxBytes ?? IMPORT_DEFAULT_MAX_BYTES;
}

/**
 * POST /v3/imports/ (issue 20): the declared Content-Length is checked before a byte is
 * read, then the file streams to a temporary file and is cut PAYLOAD_TOO_LARGE the moment it
 * passes the limit — never buffered whole. "auto" reads the first 4 KiB to tell the format.
 */
export async function startUpload(
  runs: ImportRuns,
  config: AppConfig,
  viewer: Viewer,
  request: FastifyRequest,
): Promise<ImportRun> {
  const limit = importMaxBytes(config);
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > limit + MULTIPART_OVERHEAD) throw tooLarge(limit);
  if (!request.isMultipart())
    throw invalid("file", "send multipart/form-data with fields 'format' and 'file'");
  const file = await request.file().catch(() => undefined);
  if (file?.fieldname !== "file") throw invalid("file", "a file field 'file' is required");
  const formatField = file.fields.format;
  const rawFormat =
    formatField && !Array.isArray(formatField) && formatField.type === "field" ? formatField.value : "auto";
  const asked = importUploadFormatSchema.safeParse(rawFormat);
  if (!asked.success) {
    file.file.resume();
    throw invalid("format", "format is auto or one of the import formats");
  }

  return withTempFile(async (filePath) => {
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > limit) done(tooLarge(limit));
        else done(null, chunk);
      },
    });
    await pipeline(file.file, counter, createWriteStream(filePath));
    if (file.file.truncated) throw tooLarge(limit);
    if (bytes === 0) throw badFile("The file is empty.");
    let format: ImportFormat;
    if (asked.data === "auto") {
      const detected = await detectFormat(filePath).catch((error: unknown) => {
        if (error instanceof ImportFormatError) throw badFile(error.detail);
        throw error;
      });
      if (!detected) throw badFile("The file's format could not be told from its start; pick the format.");
      format = detected;
    } else {
      format = asked.data;
    }
    if (!sourceFor(format)) throw invalid("format", `the ${format} format cannot be imported yet`);
    return runs.startFromFile(viewer, format, file.filename ?? "", filePath);
  });
}

function tooLarge(limit: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", t("error.PAYLOAD_TOO_LARGE"), {
    detail: `import files are at most ${limit} bytes`,
  });
}

function badFile(detail: string): AppError {
  return new AppError("IMPORT_BAD_FILE", t("error.IMPORT_BAD_FILE"), { detail });
}

function invalid(field: string, detail: string): AppError {
  return new AppError("INVALID_INPUT", t("error.INVALID_INPUT"), {
    detail,
    fields: [{ field, message: detail }],
  });
}
