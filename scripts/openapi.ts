// `npm run openapi`: writes docs/api/openapi.json from the routes' zod schemas.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../server/src/app.ts";
import { testConfig } from "../server/src/test/test-app.ts";

/** The OpenAPI document as committed: pretty JSON with a trailing newline. */
export async function renderOpenApi(): Promise<string> {
  const app = await buildApp(testConfig(), { logger: false });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (import.meta.main) {
  const target = path.resolve(import.meta.dirname, "../docs/api/openapi.json");
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, await renderOpenApi());
  console.log("wrote docs/api/openapi.json");
}
