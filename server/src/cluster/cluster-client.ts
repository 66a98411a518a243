import { randomBytes } from "node:crypto";

// A browser for the cluster tests: real HTTP (fetch), a cookie jar, and writes sent as the
// SPA sends them (JSON, the public Origin, the CSRF cookie echoed in X-CSRFToken).

export interface Envelope<T = unknown> {
  resource_response: { status: "success" | "failure"; data: T; error?: { code: string } };
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  /** Which process haproxy sent it to (X-Corkboard-Server), when it went through haproxy. */
  server: string | null;
}

let nextAddress = 1;

export class ClusterBrowser {
  readonly cookies = new Map<string, string>();
  /** The client address the servers see (X-Forwarded-For; they trust the loopback balancer). */
  readonly address: string;
  readonly #origin: string;
  readonly #csrf = randomBytes(32).toString("base64url");

  constructor(origin: string) {
    this.#origin = origin;
    this.cookies.set("csrftoken", this.#csrf);
    const n = nextAddress++ + process.pid * 7;
    this.address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  #headers(): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      "x-forwarded-for": this.address,
    };
  }

  #keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
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
    const response = await fetch(`${base}${path}`, { headers: this.#headers() });
    this.#keep(response);
    return read<T>(response);
  }

  /** POST JSON (or a prepared body) to `path` on `base`. */
  async post<T = unknown>(
    base: string,
    path: string,
    body: unknown,
    contentType = "application/json",
  ): Promise<Answer<T>> {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: {
        ...this.#headers(),
        origin: this.#origin,
        "x-csrftoken": this.#csrf,
        "content-type": contentType,
      },
      body: contentType === "application/json" ? JSON.stringify(body) : (body as Uint8Array),
    });
    this.#keep(response);
    return read<T>(response);
  }
}

async function read<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    body = { resource_response: { status: "failure", data: undefined as T, error: { code: `HTTP_${text.slice(0, 40)}` } } };
  }
  return { status: response.status, body, server: response.headers.get("x-corkboard-server") };
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
  if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { browser, email };
}
