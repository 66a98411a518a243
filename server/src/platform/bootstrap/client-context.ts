import type { ClientContext } from "@corkboard/core/contract";
import type { FastifyRequest } from "fastify";

const COUNTRY = /^[A-Za-z]{2}$/;
// Two-letter first labels that are not countries (www is three letters anyway).
const NOT_COUNTRIES = new Set(["m", "ww"]);

/**
 * The country a hostname names by its first label ("de.corkboard.example" → DE), the way
 * localised domains do; null for any other host.
 */
export function countryFromHostname(hostname: string | undefined): string | null {
  const label = hostname?.split(".")[0]?.toLowerCase();
  if (!label || !COUNTRY.test(label) || NOT_COUNTRIES.has(label) || hostname?.split(".").length === 1)
    return null;
  return label.toUpperCase();
}

/**
 * Where a visitor is (CONST-015/016): the account's country, then the hostname's, then the
 * one the configured trusted proxy header gives for the address (Corkboard ships no
 * address database), then US.
 */
export function clientContextFor(
  request: FastifyRequest,
  options: { accountCountry: string | null; countryHeader: string | null },
): ClientContext {
  const fromHostname = countryFromHostname(request.hostname);
  const header = options.countryHeader ? request.headers[options.countryHeader.toLowerCase()] : undefined;
  const fromIp = typeof header === "string" && COUNTRY.test(header) ? header.toUpperCase() : null;
  return {
    country: options.accountCountry ?? fromHostname ?? fromIp ?? "US",
    country_from_hostname: fromHostname,
    country_from_ip: fromIp,
    region_from_ip: null,
  };
}
