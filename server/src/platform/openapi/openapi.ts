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
          "Lists page with an opaque bookmark.",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
