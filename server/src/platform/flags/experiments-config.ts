import { readFileSync } from "node:fs";
import { z } from "zod";
import { AppError } from "../http/app-error.ts";

const NAME = /^[a-z][a-z0-9_]{0,99}$/;

/**
 * One experiment's rule (IMPL-007, GATE-007, GATE-009 DECISION). `group: "enabled"` turns it
 * on for everyone; `employees` turns it on for internal accounts; `rollout` (percent, two
 * decimals) turns it on for a stable share of users and visitors; `group: "off"` keeps the
 * entry but turns it off everywhere. `value` is the arm the code reads when it is on
 * (e.g. "disable_video" for the pin-creation kill switch).
 */
export const experimentRuleSchema = z
  .strictObject({
    group: z.enum(["enabled", "employees", "rollout", "off"]).optional(),
    employees: z.boolean().optional(),
    rollout: z.number().min(0).max(100).optional(),
    value: z.string().regex(NAME, "must be snake_case").optional(),
  })
  .refine((rule) => rule.group !== "rollout" || rule.rollout !== undefined, {
    message: 'group "rollout" needs a rollout percentage',
    path: ["rollout"],
  });

/** One experiment's rule as configured. */
export type ExperimentRule = z.infer<typeof experimentRuleSchema>;

/** Every configured experiment by name. */
export const experimentsConfigSchema = z.record(
  z.string().regex(NAME, "experiment names are snake_case"),
  experimentRuleSchema,
);

/** Every configured experiment by name. */
export type ExperimentsConfig = Record<string, ExperimentRule>;

/** Where the experiments configuration comes from; both may be set, the JSON wins per name. */
export interface ExperimentsSource {
  /** A JSON file (e.g. EXPERIMENTS_FILE); read once at start. */
  filePath?: string | null;
  /** Inline JSON (e.g. EXPERIMENTS_JSON), for one-off overrides of the file. */
  json?: string | null;
}

/** Validates one JSON document of experiments; `origin` names it in the error. */
export function parseExperimentsConfig(text: string, origin: string): ExperimentsConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw invalid(`${origin} is not valid JSON`, cause);
  }
  const parsed = experimentsConfigSchema.safeParse(raw);
  if (!parsed.success) throw invalid(`${origin}: ${z.prettifyError(parsed.error)}`, parsed.error);
  return parsed.data;
}

/** Reads the file, then the inline JSON over it (whole rules replace, not merge). */
export function loadExperimentsConfig(source: ExperimentsSource): ExperimentsConfig {
  let config: ExperimentsConfig = {};
  if (source.filePath) {
    let text: string;
    try {
      text = readFileSync(source.filePath, "utf8");
    } catch (cause) {
      throw invalid(`cannot read ${source.filePath}`, cause);
    }
    config = parseExperimentsConfig(text, source.filePath);
  }
  if (source.json?.trim()) {
    config = { ...config, ...parseExperimentsConfig(source.json, "the inline experiments JSON") };
  }
  return config;
}

// A startup failure, never an HTTP answer: the message names the bad entry for the operator.
function invalid(message: string, cause: unknown): AppError {
  return new AppError("INTERNAL", `Invalid experiments configuration: ${message}`, { cause });
}
