// Run by full-disk.test.ts in a child process whose file-size limit (RLIMIT_FSIZE) plays the
// full disk: opens the embedded database in the directory given, then writes ~2 MB rows until
// the disk refuses one, printing one JSON line per acknowledged write and one for the refusal;
// then stores a media file past the room.
import path from "node:path";
import { toAppError } from "../http/envelope-plugin.ts";
import { LocalStorage } from "../storage/local-storage.ts";
import { openDatabase } from "./database.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: full-disk-child.ts <data dir>");
const database = await openDatabase({ kind: "pglite", dataDir });
if (database.queueConnection.kind !== "pglite") throw new Error("expected the embedded database");
const client = database.queueConnection.client;
await client.query("create table ballast (id serial primary key, body text not null)");
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

for (;;) {
  try {
    const { rows } = await client.query<{ id: number; sum: string }>(
      `insert into ballast (body)
         select string_agg(md5(random()::text || g::text), '') from generate_series(1, 60000) g
         returning id, md5(body) as sum`,
    );
    say({ acknowledged: rows[0] });
  } catch (error) {
    const answer = toAppError(error);
    say({ refused: { code: answer.code, status: answer.httpStatus, detail: answer.detail } });
    break;
  }
}
// The database is still there for reads after the refusal.
const { rows } = await client.query<{ n: number }>("select count(*)::int as n from ballast");
say({ readable: rows[0]?.n });
await database.close();

// The media directory on the same disk: a file past the room is refused in words too.
const media = new LocalStorage(path.join(path.dirname(dataDir), "media"));
await media.put("ab/cd/too-big/orig.jpeg", Buffer.alloc(18_000_000), "image/jpeg").then(
  () => say({ media: "stored" }),
  (error: unknown) => {
    const answer = toAppError(error);
    say({ media: { code: answer.code, status: answer.httpStatus, detail: answer.detail } });
  },
);
