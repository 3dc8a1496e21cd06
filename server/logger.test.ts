import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setEnvForTests } from "./env.ts";
import { readableLine } from "./log-format.ts";
import { logger, setLogDestinationForTests, withLog } from "./logger.ts";

let lines: Record<string, unknown>[];
beforeEach(() => {
  lines = [];
  setLogDestinationForTests({ write: (line: string) => void lines.push(JSON.parse(line)) });
});
afterEach(() => {
  setLogDestinationForTests(null);
  setEnvForTests({});
});

describe("the logger", () => {
  it("writes logger.error(text, error) as one JSON line with the text as its message and the error whole", () => {
    setEnvForTests({ LOG_LEVEL: "info" });
    logger.error("Unhandled error", new Error("boom"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", msg: "Unhandled error", err: { type: "Error", message: "boom" } });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain("logger.test.ts");
    expect(typeof lines[0]!.time).toBe("string");
  });

  it("joins strings and values into the message, and writes nothing below LOG_LEVEL", () => {
    setEnvForTests({ LOG_LEVEL: "warn" });
    logger.info("not written");
    logger.warn("Job sync failed:", { code: 7 }, 3);
    setEnvForTests({ LOG_LEVEL: "silent" });
    logger.error("not written either");
    expect(lines.map((line) => line.msg)).toEqual(["Job sync failed: { code: 7 } 3"]);
  });

  it("puts a child's bindings on its own lines and on every logger line written inside withLog", async () => {
    setEnvForTests({ LOG_LEVEL: "debug" });
    const log = logger.child({ requestId: "req-1" });
    log.debug("from the child");
    await withLog(log, async () => {
      await Promise.resolve();
      logger.info("from deep inside the request");
    });
    logger.info("after the request");
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["from the child", "req-1"],
      ["from deep inside the request", "req-1"],
      ["after the request", undefined],
    ]);
  });
});

describe("a readable line", () => {
  it("shows the time, level, message and other fields, then the stack, and sends warnings to stderr", () => {
    const json = JSON.stringify({
      level: "warn",
      time: "2024-11-23T18:04:05.678Z",
      pid: 1,
      hostname: "h",
      msg: "Database refused",
      requestId: "abc",
      err: { message: "x", stack: "Error: x\n    at here" },
    });
    expect(readableLine(json)).toEqual({
      text: "18:04:05.678 WARN  Database refused requestId=abc\nError: x\n    at here\n",
      toStderr: true,
    });
    expect(readableLine(JSON.stringify({ level: "info", msg: "Listening on http://127.0.0.1:3000" })).toStderr).toBe(
      false,
    );
  });
});
