import { describe, expect, it } from "vitest";
import { ApiError, apiErrorStatus, getErrorMessage, isUnauthorizedError } from "./api";

const refusal = (status: number, body: string, statusText = "Bad Request") => new ApiError(status, body, statusText);

describe("reading an API error", () => {
  it("shows the server's { message } of a refusal", () => {
    expect(getErrorMessage(refusal(409, JSON.stringify({ message: "Picks are locked" })), "Failed")).toBe(
      "Picks are locked",
    );
  });

  it("shows a body that is not JSON as it came", () => {
    expect(getErrorMessage(refusal(502, " upstream gone \n", "Bad Gateway"))).toBe("upstream gone");
  });

  it("falls back to the status text when the body is empty", () => {
    expect(getErrorMessage(refusal(404, "", "Not Found"), "Failed to load")).toBe("Not Found");
  });

  it("does not read a status out of a message: a plain error that looks like one is not a refusal", () => {
    const lookalike = new Error('409: {"message":"Picks are locked"}');
    expect(getErrorMessage(lookalike, "Failed to save")).toBe("Failed to save");
    expect(apiErrorStatus(lookalike)).toBeNull();
  });

  it("gives the fallback for a network failure, else its own message", () => {
    const offline = new TypeError("Failed to fetch");
    expect(getErrorMessage(offline, "Failed to save")).toBe("Failed to save");
    expect(getErrorMessage(offline)).toBe("Failed to fetch");
    expect(getErrorMessage(undefined)).toBe("Something went wrong");
  });

  it("keeps the status and the RULES §8 message of the error itself", () => {
    const error = refusal(401, JSON.stringify({ message: "Sign in first" }), "Unauthorized");
    expect(apiErrorStatus(error)).toBe(401);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isUnauthorizedError(refusal(403, ""))).toBe(false);
    expect(error.message).toBe('401: {"message":"Sign in first"}');
  });
});
