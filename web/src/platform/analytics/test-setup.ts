import { afterEach } from "vitest";
import { resetAnalytics } from "./track.ts";

// Page views queued by one test are not sent during the next one.
afterEach(() => resetAnalytics());
