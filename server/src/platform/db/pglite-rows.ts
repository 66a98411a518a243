import { type messages, type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

type Parsers = PGlite["parsers"];
/** A column of a statement's RowDescription. */
export interface Column {
  name: string;
  dataTypeID: number;
}

const decoder = new TextDecoder();
// Backend message types of a Bind/Execute/Sync exchange that went well.
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const QUIET = new Set([0x32, 0x5a, 0x6e, 0x73]); // 2 BindComplete, Z ReadyForQuery, n NoData, s PortalSuspended

/**
 * The rows of one Bind/Execute/Sync exchange, read from the backend's bytes (D-074), in the
 * shape PGlite's parseResults gives. PGlite's own reader copies every field into a new
 * buffer before decoding it (`BufferReader.bytes`, a fifth of a list page's CPU); this one
 * decodes each field from a view of the bytes. Types are parsed as PGlite does
 * (`parsers[type](text, type)`, the text as it is when none). Null when the exchange holds
 * anything else (an error, a notice, a notification): the caller then hands the bytes to
 * PGlite's reader, which knows every message.
 */
export function readRows(
  bytes: Uint8Array,
  columns: Column[],
  parsers: Parsers,
  rowMode: QueryOptions["rowMode"],
): Results | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const handlers = columns.map((column) => parsers[column.dataTypeID]);
  const rows: unknown[] = [];
  let result: Results | null = null;
  for (let at = 0; at < bytes.length; ) {
    const type = bytes[at] as number;
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    if (type === DATA_ROW) {
      const count = view.getInt16(p);
      p += 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        if (length === -1) {
          values[i] = null;
          continue;
        }
        const text = decoder.decode(bytes.subarray(p, p + length));
        p += length;
        const handler = handlers[i];
        values[i] = handler ? handler(text, columns[i]?.dataTypeID ?? 0) : text;
      }
      if (rowMode === "array") rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[columns[i]?.name ?? String(i)] = values[i];
        rows.push(row);
      }
    } else if (type === COMMAND_COMPLETE) {
      // As parseResults: the tag's first word is the command, its last the row count.
      const words = decoder.decode(bytes.subarray(p, end - 1)).split(" ");
      const command = words[0] ?? "";
      const count = Number.parseInt(words[words.length - 1] ?? "", 10);
      const affectedRows = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command) ? count : 0;
      result = { rows, fields: columns, command, affectedRows } as Results;
      if (!Number.isNaN(count)) Object.assign(result, { rowCount: count });
    } else if (!QUIET.has(type)) {
      return null;
    }
    at = end;
  }
  return result;
}

/** Every backend message in `bytes`, by PGlite's own reader. */
export function readMessages(bytes: Uint8Array): messages.BackendMessage[] {
  const replies: messages.BackendMessage[] = [];
  new protocol.Parser().parse(bytes, (message) => {
    replies.push(message);
  });
  return replies;
}
