import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The OpenAPI document, generated from the same zod schemas that validate requests
 * (DESIGN §4), served at /api/docs (UI) and /api/docs/json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Corkboard API",
        version: "0.1.0",
        description:
          "Every answer is the envelope {resource_response: {status, code, message, data, error?}}. " +
          "Lists page with an opaque bookmark. Authenticate with the session cookie (writes then need " +
          "the CSRF token) or with a personal API token, `Authorization: Bearer cbp_…` (no CSRF; each " +
          "operation says the token scope it needs, D-057).",
      },
      components: {
        securitySchemes: {
          // A personal API token made in Settings → API tokens (D-057).
          bearerToken: { type: "http", scheme: "bearer", bearerFormat: "cbp_<prefix>_<secret>" },
          // The browser's session; writes also send X-CSRFToken equal to the csrftoken cookie.
          sessionCookie: { type: "apiKey", in: "cookie", name: "cb.session_token" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
