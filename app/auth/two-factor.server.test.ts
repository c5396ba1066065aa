import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { adminRecoveryCodes, adminUsers } from "~/db/schema";
import { setSetting } from "~/db/settings.server";
import { resetDatabase } from "#tests/setup/db-helpers";
import { RECOVERY_CODE_COUNT } from "./account-schema";
import { addAccount, chooseOwnPassword, confirmOwnTwoFactor, getAccount } from "./accounts.server";
import { createAdminUser, type AdminUser } from "./admin-users.server";
import { checkSignIn, checkSignInCode, checkSignInForm } from "./auth.server";
import { createAdminSession, findAdminSession } from "./sessions.server";
import { startSignInChallenge } from "./sign-in-challenges.server";
import { CODE_NEEDED_MESSAGE, ENROL_FIRST_MESSAGE, WRONG_CODE_MESSAGE } from "./sign-in-schema";
import {
  cancelEnrolment,
  checkSecondFactor,
  confirmEnrolment,
  ENROL_YOURSELF_FIRST_MESSAGE,
  enrolmentQrSvg,
  hasTwoFactor,
  pendingEnrolment,
  renewRecoveryCodes,
  setTwoFactorRequired,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorRequired,
  unusedRecoveryCodes,
} from "./two-factor.server";

const PASSWORD = "Kissan-2004!";
/** The clock of these tests: every time is passed in, nothing waits. */
const T0 = Date.parse("2026-03-05T09:00:10.000Z");
const STEP_MS = 30_000;
let owner: AdminUser;

beforeEach(async () => {
  resetDatabase();
  setSetting("require_two_factor", "0");
  owner = await createAdminUser("owner", PASSWORD, "Owner");
}, 60_000);
afterEach(() => setSetting("require_two_factor", "0"));

/** The code an authenticator app shows for `secret` at `time`, as a phone would compute it. */
function codeAt(secret: string, time: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time });
}

function valueOf<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`Refused: ${result.message}`);
  return result.value;
}

/** Enrols `user` at T0; answers the secret and the recovery codes. */
function enrol(user: AdminUser): { secret: string; recoveryCodes: string[] } {
  const enrolment = startEnrolment(user.id);
  if (!enrolment) throw new Error("No enrolment");
  const recoveryCodes = valueOf(confirmEnrolment(user.id, codeAt(enrolment.secret, T0), T0));
  return { secret: enrolment.secret, recoveryCodes };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("enrolling an authenticator app", () => {
  it("shows a secret and its QR code, and turns on with a first right code", async () => {
    const enrolment = startEnrolment(owner.id);
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment?.uri).toMatch(
      /^otpauth:\/\/totp\/Green%20Fields%20Agro%20Services:owner\?issuer=Green%20Fields%20Agro%20Services&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(enrolment?.uri).toContain(enrolment?.secret);
    if (!enrolment) return;
    expect(await enrolmentQrSvg(enrolment)).toMatch(/^<svg [^>]*viewBox/);
    expect(pendingEnrolment(owner.id)).toEqual(enrolment);
    expect(hasTwoFactor(owner.id)).toBe(false);

    // A code of another secret, or of long ago, is refused and changes nothing.
    const other = new Secret({ size: 20 }).base32;
    expect(confirmEnrolment(owner.id, codeAt(other, T0), T0)).toMatchObject({
      ok: false,
      status: 400,
      errors: { code: WRONG_CODE_MESSAGE },
    });
    expect(
      confirmEnrolment(owner.id, codeAt(enrolment.secret, T0 - 10 * STEP_MS), T0),
    ).toMatchObject({ ok: false, status: 400 });
    expect(hasTwoFactor(owner.id)).toBe(false);

    // The phone's clock a step behind is fine; spaces typed between the digits too.
    const code = codeAt(enrolment.secret, T0 - STEP_MS);
    const codes = valueOf(confirmEnrolment(owner.id, `${code.slice(0, 3)} ${code.slice(3)}`, T0));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hasTwoFactor(owner.id)).toBe(true);
    expect(getAccount(owner.id)?.twoFactor).toBe(true);
    expect(pendingEnrolment(owner.id)).toBeNull();
    expect(unusedRecoveryCodes(owner.id)).toBe(RECOVERY_CODE_COUNT);
    // Only hashes of the recovery codes are kept.
    const stored = db().select().from(adminRecoveryCodes).all();
    for (const recovery of codes) {
      expect(JSON.stringify(stored)).not.toContain(recovery.replace("-", ""));
    }
  });

  it("needs an enrolment under way; one cancelled is gone", () => {
    expect(confirmEnrolment(owner.id, "123456", T0)).toMatchObject({ ok: false, status: 409 });
    startEnrolment(owner.id);
    cancelEnrolment(owner.id);
    expect(pendingEnrolment(owner.id)).toBeNull();
    expect(hasTwoFactor(owner.id)).toBe(false);
  });
});

describe("checking a second factor", () => {
  it("accepts the code of now, or a step either side, each step only once", () => {
    const { secret } = enrol(owner);
    const later = T0 + 10 * STEP_MS;
    // The code the enrolment was confirmed with is used up.
    expect(checkSecondFactor(owner.id, codeAt(secret, T0), T0)).toBe(false);
    expect(checkSecondFactor(owner.id, codeAt(secret, later - 3 * STEP_MS), later)).toBe(false);
    expect(checkSecondFactor(owner.id, "000000", later)).toBe(false);
    expect(checkSecondFactor(owner.id, codeAt(secret, later), later)).toBe(true);
    // The same code again (someone looking over a shoulder) is refused, and so is an older one.
    expect(checkSecondFactor(owner.id, codeAt(secret, later), later)).toBe(false);
    expect(checkSecondFactor(owner.id, codeAt(secret, later - STEP_MS), later)).toBe(false);
    // The next step's code, from a phone a little ahead, is accepted.
    expect(checkSecondFactor(owner.id, codeAt(secret, later + STEP_MS), later)).toBe(true);
  });

  it("accepts each recovery code once, typed in any case, with or without its dash", () => {
    const { recoveryCodes } = enrol(owner);
    const [first = "", second = "", third = ""] = recoveryCodes;
    expect(checkSecondFactor(owner.id, first, T0)).toBe(true);
    expect(checkSecondFactor(owner.id, first, T0)).toBe(false);
    expect(checkSecondFactor(owner.id, second.toUpperCase().replace("-", ""), T0)).toBe(true);
    expect(checkSecondFactor(owner.id, ` ${third.replace("-", " - ")} `, T0)).toBe(true);
    expect(unusedRecoveryCodes(owner.id)).toBe(RECOVERY_CODE_COUNT - 3);
    expect(checkSecondFactor(owner.id, "abcde-fghjk", T0)).toBe(false);
  });

  it("accepts nothing for an account without two-factor sign-in", () => {
    expect(checkSecondFactor(owner.id, "123456", T0)).toBe(false);
  });

  it("new recovery codes replace the old ones", () => {
    const { recoveryCodes } = enrol(owner);
    const renewed = valueOf(renewRecoveryCodes(owner.id));
    expect(renewed).toHaveLength(RECOVERY_CODE_COUNT);
    expect(checkSecondFactor(owner.id, recoveryCodes[0] ?? "", T0)).toBe(false);
    expect(checkSecondFactor(owner.id, renewed[0] ?? "", T0)).toBe(true);
  });
});

describe("signing in with two factors", { timeout: 60_000 }, () => {
  it("the form asks for the code as a second step; a wrong one is refused, a right one signs in", async () => {
    const { secret } = enrol(owner);
    const later = T0 + 20 * STEP_MS;
    const address = "192.0.2.30";
    const first = valueOf(
      await checkSignInForm(form({ username: "owner", password: PASSWORD }), address, later),
    );
    expect(first).toEqual({ kind: "code-needed", user: owner });

    const challenge = startSignInChallenge(owner, new Date(later));
    expect(checkSignInCode(form({ challenge, code: "" }), address, later)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(checkSignInCode(form({ challenge, code: "111111" }), address, later)).toMatchObject({
      ok: false,
      status: 401,
      message: WRONG_CODE_MESSAGE,
    });
    expect(
      checkSignInCode(form({ challenge: "made-up", code: codeAt(secret, later) }), address, later),
    ).toMatchObject({ ok: false, status: 401 });
    expect(
      valueOf(checkSignInCode(form({ challenge, code: codeAt(secret, later) }), address, later)),
    ).toEqual({ kind: "signed-in", user: owner });
    // The step ends with the sign-in.
    expect(
      checkSignInCode(
        form({ challenge, code: codeAt(secret, later + STEP_MS) }),
        address,
        later + STEP_MS,
      ),
    ).toMatchObject({ ok: false, status: 401 });
  });

  it("the second step expires after ten minutes", async () => {
    const { secret } = enrol(owner);
    const challenge = startSignInChallenge(owner, new Date(T0));
    const late = T0 + 10 * 60_000 + 1000;
    expect(
      checkSignInCode(form({ challenge, code: codeAt(secret, late) }), "192.0.2.31", late),
    ).toMatchObject({ ok: false, status: 401, message: expect.stringMatching(/expired/) });
  });

  it("the API's sign-in needs `code`: 401 saying so without it, 401 for a wrong one", async () => {
    const { secret, recoveryCodes } = enrol(owner);
    const later = T0 + 40 * STEP_MS;
    const address = "192.0.2.32";
    expect(
      await checkSignIn({ username: "owner", password: PASSWORD }, address, later),
    ).toMatchObject({ ok: false, status: 401, message: CODE_NEEDED_MESSAGE });
    expect(
      await checkSignIn({ username: "owner", password: PASSWORD, code: "123456" }, address, later),
    ).toMatchObject({ ok: false, status: 401, message: WRONG_CODE_MESSAGE });
    // A right code with a wrong password is still a wrong password.
    expect(
      await checkSignIn(
        { username: "owner", password: "wrong", code: codeAt(secret, later) },
        address,
        later,
      ),
    ).toMatchObject({ ok: false, status: 401, message: "Invalid username or password" });
    expect(
      await checkSignIn(
        { username: "owner", password: PASSWORD, code: codeAt(secret, later) },
        address,
        later,
      ),
    ).toEqual({ ok: true, value: owner });
    expect(
      await checkSignIn(
        { username: "owner", password: PASSWORD, code: recoveryCodes[4] },
        "192.0.2.33",
        later,
      ),
    ).toEqual({ ok: true, value: owner });
  });

  it("wrong codes count against the sign-in limits like wrong passwords", async () => {
    enrol(owner);
    const address = "192.0.2.34";
    const later = T0 + 60 * STEP_MS;
    // The default limit is 5 failures for a username from one address.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const result = await checkSignIn(
        { username: "owner", password: PASSWORD, code: String(100000 + i) },
        address,
        later,
      );
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("requiring two-factor sign-in for everyone", { timeout: 60_000 }, () => {
  it("is turned on only by someone who has it; then others set it up at their next sign-in", async () => {
    const bilal = await createAdminUser("bilal", "Bilal-Password-1", "Bilal");
    expect(setTwoFactorRequired(true, owner.id)).toMatchObject({
      ok: false,
      status: 409,
      message: ENROL_YOURSELF_FIRST_MESSAGE,
    });
    expect(twoFactorRequired()).toBe(false);
    enrol(owner);
    expect(setTwoFactorRequired(true, owner.id)).toEqual({ ok: true, value: true });
    expect(twoFactorRequired()).toBe(true);

    expect(
      valueOf(
        await checkSignInForm(
          form({ username: "bilal", password: "Bilal-Password-1" }),
          "192.0.2.40",
        ),
      ),
    ).toEqual({ kind: "signed-in", user: bilal, nextStep: "enrol-two-factor" });
    expect(
      await checkSignIn({ username: "bilal", password: "Bilal-Password-1" }, "192.0.2.40"),
    ).toMatchObject({ ok: false, status: 401, message: ENROL_FIRST_MESSAGE });
    // A colleague with a one-time password chooses their own, then sets it up, then may go on.
    const added = await addAccount({ name: "Sana", username: "sana" });
    if (!added.ok) throw new Error(added.message);
    const sana = { id: added.value.account.id, username: "sana" };
    const session = createAdminSession(sana, new Date(), "choose-password");
    expect(
      await chooseOwnPassword(session, {
        newPassword: "Sana-Own-2026",
        repeatPassword: "Sana-Own-2026",
      }),
    ).toEqual({ ok: true, value: "enrol-two-factor" });
    expect(findAdminSession(session.token)?.nextStep).toBe("enrol-two-factor");
    const enrolment = startEnrolment(sana.id);
    const withStep = { ...session, nextStep: "enrol-two-factor" as const };
    expect(confirmOwnTwoFactor(withStep, codeAt(enrolment?.secret ?? "", T0), T0)).toMatchObject({
      ok: true,
    });
    expect(findAdminSession(session.token)?.nextStep).toBeUndefined();

    // Nobody turns it off for themselves while it is required.
    expect(turnOffTwoFactor(owner.id)).toMatchObject({ ok: false, status: 409 });
    expect(hasTwoFactor(owner.id)).toBe(true);

    setTwoFactorRequired(false, owner.id);
    expect(turnOffTwoFactor(owner.id)).toEqual({ ok: true, value: undefined });
    expect(hasTwoFactor(owner.id)).toBe(false);
    expect(
      db().select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, owner.id)).all(),
    ).toEqual([]);
    expect(
      db().select().from(adminUsers).where(eq(adminUsers.id, owner.id)).get()?.totpSecret,
    ).toBeNull();
  });
});
