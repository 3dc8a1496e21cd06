import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX, chatLength, chatSegments } from "./league-chat.ts";

describe("chat text", () => {
  it("counts characters as code points, so an emoji is one and the limit is the database's", () => {
    expect(chatLength("abc")).toBe(3);
    expect(chatLength("🏈🏈")).toBe(2);
    expect("🏈".repeat(CHAT_MESSAGE_MAX).length).toBe(CHAT_MESSAGE_MAX * 2);
    expect(chatLength("🏈".repeat(CHAT_MESSAGE_MAX))).toBe(CHAT_MESSAGE_MAX);
  });

  it("makes only http and https URLs links, shown as written, without the sentence's punctuation", () => {
    expect(chatSegments("see https://example.com/a?b=1. and http://x.org)")).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: ". and " },
      { kind: "link", text: "http://x.org", href: "http://x.org/" },
      { kind: "text", text: ")" },
    ]);
  });

  it("leaves every other scheme and all markup as plain text", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://example.com/file",
      '<a href="https://example.com">x</a>'.replace("https://", "hxxps://"),
      "<b>bold</b> & more",
      "",
    ]) {
      expect(chatSegments(text).every((segment) => segment.kind === "text")).toBe(true);
      expect(
        chatSegments(text)
          .map((segment) => segment.text)
          .join(""),
      ).toBe(text);
    }
  });

  it("keeps the whole text, links and all, in order", () => {
    const text = "a https://a.example b HTTPS://B.example/x c";
    const segments = chatSegments(text);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
    expect(segments.filter((segment) => segment.kind === "link").map((segment) => segment.text)).toEqual([
      "https://a.example",
      "HTTPS://B.example/x",
    ]);
  });
});
