import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../http/app-error.ts";
import { loadExperimentsConfig, parseExperimentsConfig } from "./experiments-config.ts";

describe("experiments configuration (IMPL-007)", () => {
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "corkboard-experiments-"));
    file = path.join(dir, "experiments.json");
    await writeFile(
      file,
      JSON.stringify({
        kr_privacy_consent: { group: "enabled" },
        some_exp: { rollout: 25, employees: true },
      }),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads the file, then lets the inline JSON replace rules by name", () => {
    expect(loadExperimentsConfig({ filePath: file })).toEqual({
      kr_privacy_consent: { group: "enabled" },
      some_exp: { rollout: 25, employees: true },
    });
    const merged = loadExperimentsConfig({
      filePath: file,
      json: '{"some_exp": {"group": "off"}, "web_google_disabled": {"group": "employees"}}',
    });
    expect(merged).toEqual({
      kr_privacy_consent: { group: "enabled" },
      some_exp: { group: "off" },
      web_google_disabled: { group: "employees" },
    });
  });

  it("is empty when nothing is configured", () => {
    expect(loadExperimentsConfig({})).toEqual({});
    expect(loadExperimentsConfig({ filePath: null, json: "  " })).toEqual({});
  });

  it.each([
    ["not JSON", "{"],
    ["an unknown group", '{"a": {"group": "everyone"}}'],
    ["a rollout over 100", '{"a": {"rollout": 101}}'],
    ["rollout group without a percentage", '{"a": {"group": "rollout"}}'],
    ["an unknown key", '{"a": {"enabled": true}}'],
    ["a bad name", '{"Bad-Name": {"group": "enabled"}}'],
    ["a non-object", "[]"],
  ])("refuses %s with a readable startup error", (_, json) => {
    expect(() => parseExperimentsConfig(json, "EXPERIMENTS_JSON")).toThrow(AppError);
    expect(() => parseExperimentsConfig(json, "EXPERIMENTS_JSON")).toThrow(/EXPERIMENTS_JSON/);
  });

  it("names a missing file", () => {
    expect(() => loadExperimentsConfig({ filePath: path.join(dir, "missing.json") })).toThrow(
      /missing\.json/,
    );
  });
});
