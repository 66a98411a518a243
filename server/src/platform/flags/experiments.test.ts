import { describe, expect, it } from "vitest";
import { EXPERIMENT_NAMES, Experiment } from "./experiment-names.ts";
import { createExperiments, rolloutBucket } from "./experiments.ts";

const employee = { userId: "1001", isEmployee: true };
const member = { userId: "1002", isEmployee: false };
const visitor = { visitorId: "v-abc" };
const nobody = {};

describe("experiments (IMPL-007, GATE-007)", () => {
  const experiments = createExperiments({
    [Experiment.KR_PRIVACY_CONSENT]: { group: "enabled" },
    [Experiment.GOOGLE_DISABLED]: { group: "employees" },
    [Experiment.PIN_CREATION_KILL_SWITCH]: { group: "enabled", value: "disable_video" },
    half: { rollout: 50, employees: true },
    paused: { group: "off", employees: true, rollout: 100 },
    nobody_yet: { rollout: 0 },
  });

  it("turns an enabled experiment on for everyone, signed in or not", () => {
    for (const subject of [employee, member, visitor, nobody]) {
      expect(experiments.isOn(Experiment.KR_PRIVACY_CONSENT, subject)).toBe(true);
      expect(experiments.groupOf(Experiment.KR_PRIVACY_CONSENT, subject)).toBe("enabled");
    }
  });

  it("turns an employees experiment on for internal accounts only", () => {
    expect(experiments.groupOf(Experiment.GOOGLE_DISABLED, employee)).toBe("employees");
    expect(experiments.isOn(Experiment.GOOGLE_DISABLED, member)).toBe(false);
    expect(experiments.isOn(Experiment.GOOGLE_DISABLED, visitor)).toBe(false);
  });

  it("gives employees a rollout experiment whatever their bucket", () => {
    const outOfBucket = Array.from({ length: 50 }, (_, i) => `e${i}`).find(
      (id) => rolloutBucket("half", id) >= 5000,
    );
    expect(outOfBucket).toBeDefined();
    expect(experiments.groupOf("half", { userId: outOfBucket, isEmployee: true })).toBe("employees");
    expect(experiments.isOn("half", { userId: outOfBucket, isEmployee: false })).toBe(false);
  });

  it("carries the configured arm value (GATE-010)", () => {
    expect(experiments.valueOf(Experiment.PIN_CREATION_KILL_SWITCH, member)).toBe("disable_video");
    expect(experiments.valueOf(Experiment.KR_PRIVACY_CONSENT, member)).toBe("enabled");
    expect(experiments.valueOf(Experiment.GOOGLE_DISABLED, member)).toBeNull();
  });

  it("keeps an experiment switched off with group off, and unknown names off", () => {
    expect(experiments.isOn("paused", employee)).toBe(false);
    expect(experiments.isOn("nobody_yet", member)).toBe(false);
    expect(experiments.isOn("not_configured", employee)).toBe(false);
    expect(experiments.groupOf("not_configured", employee)).toBeNull();
  });

  it("never rolls out to a subject with no id (no per-request coin flips)", () => {
    expect(createExperiments({ all: { rollout: 100 } }).isOn("all", nobody)).toBe(false);
    expect(createExperiments({ all: { rollout: 100 } }).isOn("all", visitor)).toBe(true);
  });

  it("snapshots only the experiments that are on, for the web bootstrap (IMPL-009)", () => {
    expect(experiments.snapshotFor(member)).toEqual({
      kr_privacy_consent: { group: "enabled", value: "enabled" },
      web_pin_creation_kill_switch: { group: "enabled", value: "disable_video" },
      ...(rolloutBucket("half", "1002") < 5000 ? { half: { group: "rollout", value: "enabled" } } : {}),
    });
    expect(experiments.snapshotFor(employee)).toMatchObject({
      web_google_disabled: { group: "employees" },
      half: { group: "employees" },
    });
  });

  it("names every experiment the seeds read (CONST-006)", () => {
    expect(EXPERIMENT_NAMES).toEqual(
      expect.arrayContaining([
        "kr_privacy_consent",
        "dweb_unauth_fb_login_account_recovery_flow",
        "web_google_disabled",
        "web_facebook_disabled",
        "web_post_create_retargeting",
        "web_pin_creation_kill_switch",
        "web_notification_settings_split",
      ]),
    );
  });
});

describe("rollout assignment", () => {
  it("is deterministic per experiment and id", () => {
    expect(rolloutBucket("exp_a", "42")).toBe(rolloutBucket("exp_a", "42"));
    const service = createExperiments({ exp_a: { rollout: 30 } });
    const first = Array.from({ length: 200 }, (_, i) => service.isOn("exp_a", { userId: String(i) }));
    const again = Array.from({ length: 200 }, (_, i) => service.isOn("exp_a", { userId: String(i) }));
    expect(again).toEqual(first);
  });

  it.each([1, 10, 25, 50, 90])("puts about %d %% of 20000 users in the rollout", (percent) => {
    const service = createExperiments({ exp_b: { rollout: percent } });
    let on = 0;
    for (let i = 0; i < 20_000; i++) if (service.isOn("exp_b", { userId: `user-${i}` })) on++;
    // Binomial sd at n = 20000 is at most 0.35 %; 1.5 points is > 4 sd.
    expect(Math.abs((on / 20_000) * 100 - percent)).toBeLessThan(1.5);
  });

  it("is independent between experiments (salted by name)", () => {
    const service = createExperiments({ one: { rollout: 50 }, two: { rollout: 50 } });
    let both = 0;
    for (let i = 0; i < 10_000; i++) {
      const subject = { visitorId: `v${i}` };
      if (service.isOn("one", subject) && service.isOn("two", subject)) both++;
    }
    // Independent halves overlap on about a quarter, not a half.
    expect(both / 10_000).toBeGreaterThan(0.22);
    expect(both / 10_000).toBeLessThan(0.28);
  });

  it("keeps users in the rollout when the percentage grows", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `u${i}`);
    const at10 = createExperiments({ grow: { rollout: 10 } });
    const at40 = createExperiments({ grow: { rollout: 40 } });
    for (const id of ids) {
      if (at10.isOn("grow", { userId: id })) expect(at40.isOn("grow", { userId: id })).toBe(true);
    }
  });

  it("supports fractions of a percent", () => {
    const service = createExperiments({ tiny: { rollout: 0.5 } });
    let on = 0;
    for (let i = 0; i < 40_000; i++) if (service.isOn("tiny", { userId: `t${i}` })) on++;
    expect(on / 40_000).toBeGreaterThan(0.003);
    expect(on / 40_000).toBeLessThan(0.007);
  });
});

describe("overrides", () => {
  const base = createExperiments({ kr_privacy_consent: { group: "enabled" }, later: { rollout: 0 } });

  it("forces experiments on, off, or to a value without touching the original", () => {
    const forced = base.withOverrides({
      kr_privacy_consent: false,
      later: true,
      web_pin_creation_kill_switch: "disable_all",
    });
    expect(forced.isOn("kr_privacy_consent", member)).toBe(false);
    expect(forced.groupOf("later", visitor)).toBe("enabled");
    expect(forced.valueOf("web_pin_creation_kill_switch", nobody)).toBe("disable_all");
    expect(forced.snapshotFor(nobody)).toEqual({
      later: { group: "enabled", value: "enabled" },
      web_pin_creation_kill_switch: { group: "enabled", value: "disable_all" },
    });
    expect(base.isOn("kr_privacy_consent", member)).toBe(true);
    expect(base.isOn("later", member)).toBe(false);
  });

  it("layers: a later override wins", () => {
    const twice = base.withOverrides({ later: true }).withOverrides({ later: false });
    expect(twice.isOn("later", member)).toBe(false);
  });
});
