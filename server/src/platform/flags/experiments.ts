import { createHash } from "node:crypto";
import type { ExperimentName } from "./experiment-names.ts";
import type { ExperimentRule, ExperimentsConfig } from "./experiments-config.ts";

/** The group that turned an experiment on for a subject (GATE-007). */
export type ExperimentGroup = "employees" | "enabled" | "rollout";

/**
 * Who an experiment is evaluated for. Rollout buckets by `userId` when signed in, else by
 * the anonymous `visitorId` cookie; with neither, rollout is off (never random per request).
 */
export interface ExperimentSubject {
  userId?: string | null;
  visitorId?: string | null;
  /** Internal (employee) account: the "employees" group. */
  isEmployee?: boolean;
}

/** An experiment that is on for the subject, as the web bootstrap carries it (IMPL-009). */
export interface ExperimentAssignment {
  group: ExperimentGroup;
  /** The arm the code reads; "enabled" unless the rule names one. */
  value: string;
}

/** The experiments that are on for one subject, by name; absent means off. */
export type ExperimentsSnapshot = Record<string, ExperimentAssignment>;

/** A forced state for tests and local runs: on, off, or on with a value. */
export type ExperimentOverride = boolean | string;

/** Experiment names: the known ones autocomplete, any configured name is accepted. */
export type AnyExperimentName = ExperimentName | (string & {});

/** The experiment / feature-flag service (IMPL-007). Pure: no I/O after it is built. */
export interface Experiments {
  /** True when the experiment is on for the subject. */
  isOn(name: AnyExperimentName, subject: ExperimentSubject): boolean;
  /** The group that turned it on, or null when off. */
  groupOf(name: AnyExperimentName, subject: ExperimentSubject): ExperimentGroup | null;
  /** The arm value when on (e.g. "disable_video"), or null when off. */
  valueOf(name: AnyExperimentName, subject: ExperimentSubject): string | null;
  /** Every experiment that is on for the subject, for the web bootstrap. */
  snapshotFor(subject: ExperimentSubject): ExperimentsSnapshot;
  /** A copy with some experiments forced on or off for everyone. */
  withOverrides(overrides: Record<string, ExperimentOverride>): Experiments;
}

const DEFAULT_VALUE = "enabled";
// Rollout is in hundredths of a percent so 0.5 % works.
const BUCKETS = 10_000;

/**
 * The stable rollout bucket of `unitId` for `experiment`, in [0, 10000): the first four
 * bytes of sha256("experiment:unitId"). Salting with the name keeps experiments
 * independent, so the same 10 % of users do not get every new rollout.
 */
export function rolloutBucket(experiment: string, unitId: string): number {
  return createHash("sha256").update(`${experiment}:${unitId}`).digest().readUInt32BE(0) % BUCKETS;
}

/** Builds the service from validated configuration. */
export function createExperiments(config: ExperimentsConfig): Experiments {
  return build(new Map(Object.entries(config)), new Map());
}

function build(rules: Map<string, ExperimentRule>, overrides: Map<string, ExperimentOverride>): Experiments {
  function assign(name: string, subject: ExperimentSubject): ExperimentAssignment | null {
    const override = overrides.get(name);
    if (override !== undefined) {
      if (override === false) return null;
      return { group: "enabled", value: override === true ? DEFAULT_VALUE : override };
    }
    const rule = rules.get(name);
    if (!rule) return null;
    const group = evaluate(name, rule, subject);
    return group ? { group, value: rule.value ?? DEFAULT_VALUE } : null;
  }

  return {
    isOn: (name, subject) => assign(name, subject) !== null,
    groupOf: (name, subject) => assign(name, subject)?.group ?? null,
    valueOf: (name, subject) => assign(name, subject)?.value ?? null,
    snapshotFor(subject) {
      const snapshot: ExperimentsSnapshot = {};
      for (const name of new Set([...rules.keys(), ...overrides.keys()])) {
        const assignment = assign(name, subject);
        if (assignment) snapshot[name] = assignment;
      }
      return snapshot;
    },
    withOverrides(more) {
      return build(rules, new Map([...overrides, ...Object.entries(more)]));
    },
  };
}

function evaluate(name: string, rule: ExperimentRule, subject: ExperimentSubject): ExperimentGroup | null {
  if (rule.group === "off") return null;
  if (rule.group === "enabled") return "enabled";
  if ((rule.employees || rule.group === "employees") && subject.isEmployee) return "employees";
  const unit = subject.userId || subject.visitorId;
  if (rule.rollout !== undefined && unit && rolloutBucket(name, unit) < Math.round(rule.rollout * 100)) {
    return "rollout";
  }
  return null;
}
