// Vitest setup for core and server: tests may check any message, so every catalogue is known.
import { registerAllMessages } from "./register-all.ts";

registerAllMessages();
