import type { Page } from "playwright-core";

/**
 * Calls a Corkboard endpoint with the signed-in context of `page`, as its own scripts would
 * (Origin and X-CSRFToken on writes), and answers `resource_response.data`; anything but a
 * success throws with the status and body.
 */
export async function callApi<T>(
  page: Page,
  baseUrl: string,
  method: "GET" | "POST",
  path: string,
  data: object = {},
): Promise<T> {
  const csrf = (await page.context().cookies(baseUrl)).find((c) => c.name === "csrftoken")?.value ?? "";
  const response =
    method === "GET"
      ? await page.request.get(`${baseUrl}${path}`, { params: data as Record<string, string> })
      : await page.request.post(`${baseUrl}${path}`, {
          headers: { Origin: baseUrl, "X-CSRFToken": csrf, "Content-Type": "application/json" },
          data,
        });
  const body = (await response.json()) as { resource_response: { status: string; data: T } };
  if (!response.ok() || body.resource_response.status !== "success")
    throw new Error(`${method} ${path} failed: ${response.status()} ${JSON.stringify(body)}`);
  return body.resource_response.data;
}
