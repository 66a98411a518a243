import { randomBytes } from "node:crypto";
import { request } from "node:http";

// A browser for the cluster tests: real HTTP (fetch), a cookie jar, and writes sent as the
// SPA sends them (JSON, the public Origin, the CSRF cookie echoed in X-CSRFToken). Each request
// has a TCP connection of its own (see D-052: a keep-alive connection to haproxy reused across
// a server's drain was seen closed under the client now and then).

export interface Envelope<T = unknown> {
  resource_response: { status: "success" | "failure"; data: T; error?: { code: string } };
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  /** Which process haproxy sent it to (X-Corkboard-Server), when it went through haproxy. */
  server: string | null;
}

export class ClusterBrowser {
  readonly cookies = new Map<string, string>();
  /** The client address the servers see (X-Forwarded-For; they trust the loopback balancer). */
  readonly address: string;
  readonly #origin: string;
  readonly #csrf = randomBytes(32).toString("base64url");

  constructor(origin: string) {
    this.#origin = origin;
    this.cookies.set("csrftoken", this.#csrf);
    // Random: rate-limit counts in Redis outlive a run, and a rerun must not inherit them.
    const [a = 0, b = 0, c = 0] = randomBytes(3);
    this.address = `10.${a}.${b}.${c}`;
  }

  #headers(): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      "x-forwarded-for": this.address,
    };
  }

  #keep(setCookie: string[]): void {
    for (const line of setCookie) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** GET `path` on `base` (the balancer, or one process directly). */
  async get<T = unknown>(base: string, path: string): Promise<Answer<T>> {
    return this.#send<T>("GET", `${base}${path}`, this.#headers());
  }

  /** POST JSON (or a prepared body) to `path` on `base`. */
  async post<T = unknown>(
    base: string,
    path: string,
    body: unknown,
    contentType = "application/json",
  ): Promise<Answer<T>> {
    const payload = contentType === "application/json" ? Buffer.from(JSON.stringify(body)) : (body as Buffer);
    return this.#send<T>(
      "POST",
      `${base}${path}`,
      { ...this.#headers(), origin: this.#origin, "x-csrftoken": this.#csrf, "content-type": contentType },
      payload,
    );
  }

  #send<T>(
    method: string,
    url: string,
    headers: Record<string, string>,
    payload?: Buffer,
  ): Promise<Answer<T>> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method,
          headers: { ...headers, ...(payload ? { "content-length": String(payload.length) } : {}) },
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            this.#keep(response.headers["set-cookie"] ?? []);
            const server = response.headers["x-corkboard-server"];
            resolve({
              status: response.statusCode ?? 0,
              body: parse<T>(Buffer.concat(chunks).toString("utf8")),
              server: typeof server === "string" ? server : null,
            });
          });
        },
      );
      outgoing.on("error", reject);
      outgoing.end(payload);
    });
  }
}

function parse<T>(text: string): Envelope<T> {
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return {
      resource_response: {
        status: "failure",
        data: undefined as T,
        error: { code: `HTTP ${text.slice(0, 40)}` },
      },
    };
  }
}

export const CLUSTER_PASSWORD = "violet-harbor-lantern-42";

/** Signs a new account up through `base` and returns its browser and email. */
export async function clusterSignUp(origin: string, base: string, tag: string) {
  const browser = new ClusterBrowser(origin);
  const email = `cluster.${tag}.${Date.now().toString(36)}${randomBytes(3).toString("hex")}@fastmail.com`;
  const answer = await browser.post(base, "/v3/register/", {
    type: "email",
    email,
    password: CLUSTER_PASSWORD,
    birthday: Math.floor(Date.UTC(1990, 4, 17) / 1000),
    country: "US",
  });
  if (answer.status !== 200)
    throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { browser, email };
}
