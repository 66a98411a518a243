import type { z } from "zod";

/** A typed HTTP endpoint shared by the server (routes) and the web (client). */
export interface Endpoint<Q extends z.ZodType, D extends z.ZodType> {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag. */
  tag: string;
  query: Q;
  data: D;
}

/** Declares an endpoint while keeping its schema types. */
export function defineEndpoint<Q extends z.ZodType, D extends z.ZodType>(
  endpoint: Endpoint<Q, D>,
): Endpoint<Q, D> {
  return endpoint;
}

/** The input type of an endpoint's query. */
export type EndpointQuery<E> = E extends Endpoint<infer Q, z.ZodType> ? z.input<Q> : never;
/** The data type an endpoint answers with (inside the envelope). */
export type EndpointData<E> = E extends Endpoint<z.ZodType, infer D> ? z.output<D> : never;
