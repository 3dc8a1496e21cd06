import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { PushSetupError } from "./push-device";
import { BLOCKED, reminderFailure, UNSUPPORTED } from "./reminder-failure";

const serverSays = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), "Bad Request");

describe("why reminders could not be turned on", () => {
  it("says a browser without push support cannot, and which browsers can", () => {
    expect(reminderFailure(new PushSetupError("unsupported"), true)).toEqual({
      title: "Reminders not turned on",
      description: UNSUPPORTED,
      blocked: false,
    });
    expect(UNSUPPORTED).toContain("Home Screen");
  });

  it("says notifications are blocked, and where to allow them, when permission is denied", () => {
    expect(reminderFailure(new PushSetupError("denied"), true)).toEqual({
      title: "Reminders not turned on",
      description: BLOCKED,
      blocked: true,
    });
    expect(BLOCKED).toMatch(/site settings/);
  });

  it("asks to choose Allow when the permission prompt was dismissed", () => {
    const failure = reminderFailure(new PushSetupError("dismissed"), true);
    expect(failure.description).toMatch(/choose Allow/);
    expect(failure.blocked).toBe(false);
  });

  it("tells a private window from a push service out of reach by the browser's error", () => {
    const privateWindow = new PushSetupError("browser-refused", new DOMException("denied", "NotAllowedError"));
    expect(reminderFailure(privateWindow, true).description).toMatch(/private and incognito windows.*normal window/);
    const unreachable = new PushSetupError(
      "browser-refused",
      new DOMException("Registration failed - push service not available", "AbortError"),
    );
    expect(reminderFailure(unreachable, true).description).toMatch(/could not reach its push service/);
    expect(reminderFailure(new PushSetupError("browser-refused", new Error("?")), true).description).toMatch(
      /refused to set up reminders/,
    );
  });

  it("asks for a reload when the service worker is not running", () => {
    expect(reminderFailure(new PushSetupError("no-worker"), true).description).toMatch(/Reload the page/);
  });

  it("gives the server's refusal in its words, with what to do", () => {
    expect(reminderFailure(serverSays(400, "A push endpoint must be a push service's public address"), true)).toEqual({
      title: "Reminders not turned on",
      description:
        "A push endpoint must be a push service's public address. This browser's push service cannot be used: try another browser.",
      blocked: false,
    });
    expect(reminderFailure(serverSays(401, "Sign in first."), false)).toMatchObject({
      title: "Reminders not turned off",
      description: "Sign in first. Sign in again, then try once more.",
    });
    expect(reminderFailure(serverSays(503, "Down for a moment"), true).description).toBe(
      "Down for a moment. Try again in a few minutes.",
    );
  });

  it("says the app could not be reached when the request never arrived", () => {
    expect(reminderFailure(new TypeError("Failed to fetch"), true).description).toMatch(/Check your connection/);
  });
});
