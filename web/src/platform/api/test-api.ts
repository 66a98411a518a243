import { vi } from "vitest";

/** Test support: a success envelope around `data`, as the server answers. */
export function okEnvelope(data: unknown): Response {
  return new Response(
    JSON.stringify({ resource_response: { status: "success", code: 0, message: "ok", data } }),
  );
}

/**
 * Test support: replaces `fetch` with `answer` (a Response, or data to wrap in a success
 * envelope), and lists the query parameters of the calls made to one path. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (url: URL) => Response | unknown | Promise<Response | unknown>) {
  const fetch = vi.fn(async (input: string) => {
    const result = await answer(new URL(String(input), "http://localhost"));
    return result instanceof Response ? result : okEnvelope(result);
  });
  vi.stubGlobal("fetch", fetch);
  const calls = (path: string) =>
    fetch.mock.calls
      .map(([url]) => new URL(String(url), "http://localhost"))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));
  return { fetch, calls };
}
