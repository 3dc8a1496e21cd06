import { describe, expect, it } from "vitest";
import { seriousViolations, settled } from "./support/axe.ts";
import { useBrowser } from "./support/browser.ts";
import { apiPost, signInAs } from "./support/session.ts";

const browser = useBrowser();

/** An owner and a member on phones, both on the league's Chat tab. */
async function phoneChat(prefix: string) {
  const phone = { viewport: { width: 390, height: 844 } };
  const owner = await browser.newPage(phone);
  const member = await browser.newPage(phone);
  const ownerCookie = await signInAs(owner, `${prefix}-owner@example.com`, `${prefix}_owner`);
  const memberCookie = await signInAs(member, `${prefix}-member@example.com`, `${prefix}_member`);
  const created = await apiPost(ownerCookie, "/api/leagues", { name: `League ${prefix}`, visibility: "private" });
  const league = created.body as { id: string; joinCode: string };
  expect((await apiPost(memberCookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);
  await owner.goto(`/leagues/${league.id}?tab=chat`);
  await member.goto(`/leagues/${league.id}?tab=chat`);
  const ownerLog = owner.getByRole("log", { name: "League chat messages" });
  const memberLog = member.getByRole("log", { name: "League chat messages" });
  return { owner, member, ownerLog, memberLog, composer: member.getByRole("textbox", { name: "Message" }) };
}

describe("league chat", () => {
  it("lets two members chat live, shows text as text with only http(s) links, and the owner deletes", async () => {
    const owner = await browser.newPage();
    const member = await browser.newPage();
    const ownerCookie = await signInAs(owner, "chat-owner@example.com", "chat_owner");
    const memberCookie = await signInAs(member, "chat-member@example.com", "chat_member");
    const created = await apiPost(ownerCookie, "/api/leagues", { name: "Chat League", visibility: "private" });
    expect(created.status).toBe(201);
    const league = created.body as { id: string; joinCode: string };
    expect((await apiPost(memberCookie, "/api/leagues/join", { joinCode: league.joinCode })).status).toBe(200);

    await owner.goto(`/leagues/${league.id}?tab=chat`);
    await member.goto(`/leagues/${league.id}`);
    await member.getByRole("tab", { name: "Chat" }).click();
    const ownerLog = owner.getByRole("log", { name: "League chat messages" });
    const memberLog = member.getByRole("log", { name: "League chat messages" });
    await expect(ownerLog.getAttribute("aria-live")).resolves.toBe("polite");
    await ownerLog.getByText("@chat_member joined the league").waitFor();

    // The member writes; the owner's open page shows it without a reload.
    const text = "Bama by 10, see https://example.com/odds and <b>javascript:alert(1)</b>";
    await member.getByRole("textbox", { name: "Message" }).fill(text);
    await member.getByRole("textbox", { name: "Message" }).press("Enter");
    const ownerSees = ownerLog.getByTestId("chat-message").filter({ hasText: "Bama by 10" });
    await ownerSees.waitFor();
    await expect(ownerSees.textContent()).resolves.toContain("<b>javascript:alert(1)</b>");
    const link = ownerSees.getByRole("link", { name: "https://example.com/odds" });
    await expect(link.getAttribute("href")).resolves.toBe("https://example.com/odds");
    await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer nofollow ugc");
    await expect(ownerSees.getByRole("link").count()).resolves.toBe(1);
    await expect(ownerSees.locator("b").count()).resolves.toBe(0);
    await expect.poll(() => member.getByRole("textbox", { name: "Message" }).inputValue()).toBe("");

    // The owner answers; the member sees it live.
    await owner.getByRole("textbox", { name: "Message" }).fill("Not a chance");
    await owner.getByRole("button", { name: "Send" }).click();
    await memberLog.getByTestId("chat-message").filter({ hasText: "Not a chance" }).waitFor();

    // A message over 500 characters cannot be sent, and the counter says why.
    await member.getByRole("textbox", { name: "Message" }).fill("x".repeat(501));
    await member.getByText("501 / 500 characters").waitFor();
    await expect(member.getByRole("button", { name: "Send" }).isDisabled()).resolves.toBe(true);
    await member.getByRole("textbox", { name: "Message" }).fill("");

    await settled(owner);
    expect(await seriousViolations(owner)).toEqual([]);

    // The owner deletes the member's message: its text leaves both pages, a "Message removed" line stays.
    await ownerSees.getByRole("button", { name: "Actions for the message by @chat_member" }).click();
    await owner.getByRole("menuitem", { name: "Delete message" }).click();
    await ownerSees.waitFor({ state: "detached" });
    await memberLog.getByTestId("chat-message").filter({ hasText: "Bama by 10" }).waitFor({ state: "detached" });
    await memberLog.getByTestId("chat-removed-line").getByText("Message removed").waitFor();
  });

  it("on a phone leaves a deleted message as a 'Message removed' line for everyone, live and after a reload", async () => {
    const { owner, member, ownerLog, memberLog, composer } = await phoneChat("removed");

    // A deleted message leaves a "Message removed" line in its place, live and after a reload.
    await composer.fill("Spoiler: the secret play");
    await composer.press("Enter");
    const spoiler = ownerLog.getByTestId("chat-message").filter({ hasText: "Spoiler" });
    await spoiler.getByRole("button", { name: "Actions for the message by @removed_member" }).click();
    await owner.getByRole("menuitem", { name: "Delete message" }).click();
    await ownerLog.getByTestId("chat-removed-line").getByText("Message removed").waitFor();
    await memberLog.getByTestId("chat-removed-line").getByText("Message removed").waitFor();
    await memberLog.getByText("Spoiler").waitFor({ state: "detached" });
    await member.reload();
    await memberLog.getByTestId("chat-removed-line").waitFor();
    await expect(memberLog.getByText("Spoiler").count()).resolves.toBe(0);
    await expect(owner.getByText("Spoiler").count()).resolves.toBe(0);
  }, 120_000);

  it("on a phone confirms a mute with a toast, marks the member, and disables their composer live with the reason", async () => {
    const { owner, member, ownerLog, composer } = await phoneChat("mute");

    // The owner's mute asks first, says what it does and for how long, and confirms with a toast.
    await composer.fill("Before the mute");
    await composer.press("Enter");
    const before = ownerLog.getByTestId("chat-message").filter({ hasText: "Before the mute" });
    await before.getByRole("button", { name: "Actions for the message by @mute_member" }).click();
    await owner.getByRole("menuitem", { name: "Mute @mute_member for a week" }).click();
    const dialog = owner.getByRole("alertdialog", { name: "Mute @mute_member?" });
    await dialog.getByText("cannot write in it for 7 days").waitFor();
    await settled(owner);
    expect(await seriousViolations(owner)).toEqual([]);
    await dialog.getByRole("button", { name: "Mute for a week" }).click();
    await owner.getByText("@mute_member is muted for a week").first().waitFor();
    await dialog.waitFor({ state: "detached" });

    // The member learns it at once, before typing: the composer is disabled with the reason.
    await member.getByTestId("chat-muted-notice").getByText("The league owner muted you in this chat until").waitFor();
    await expect.poll(() => composer.isDisabled()).toBe(true);
    await expect(member.getByRole("button", { name: "Send" }).isDisabled()).resolves.toBe(true);
    await settled(member);
    expect(await seriousViolations(member)).toEqual([]);

    // The Members tab marks the muted member for the owner.
    await owner.getByRole("tab", { name: "Members" }).click();
    const row = owner.getByTestId("league-member").filter({ hasText: "@mute_member" });
    await row.getByText("Muted", { exact: true }).waitFor();
    await row.getByText("Muted in chat until").waitFor();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Unmuting is confirmed too, and the member's composer opens again live.
    await owner.getByRole("tab", { name: "Chat" }).click();
    await ownerLog
      .getByTestId("chat-message")
      .filter({ hasText: "Before the mute" })
      .getByRole("button", { name: "Actions for the message by @mute_member" })
      .click();
    await owner.getByRole("menuitem", { name: "Unmute @mute_member" }).click();
    await owner
      .getByRole("alertdialog", { name: "Unmute @mute_member?" })
      .getByRole("button", { name: "Unmute" })
      .click();
    await owner.getByText("@mute_member is unmuted").first().waitFor();
    await expect.poll(() => composer.isDisabled()).toBe(false);
    await expect(member.getByTestId("chat-muted-notice").count()).resolves.toBe(0);
  }, 120_000);

  it("fits a phone: the league page's tabs, Chat among them, scroll sideways instead of widening the page", async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const cookie = await signInAs(page, "chat-phone@example.com", "chat_phone_owner");
    const created = await apiPost(cookie, "/api/leagues", { name: "Phone Chat League", visibility: "private" });
    const league = created.body as { id: string };
    await page.goto(`/leagues/${league.id}?tab=chat`);
    await page.getByRole("log", { name: "League chat messages" }).waitFor();
    await page.getByRole("textbox", { name: "Message" }).fill("From the bleachers");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByTestId("chat-message").filter({ hasText: "From the bleachers" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows a line written after the chat was read but before the league room joined, once the room joins", async () => {
    const page = await browser.newPage();
    const cookie = await signInAs(page, "chat-late@example.com", "chat_late_owner");
    const created = await apiPost(cookie, "/api/leagues", { name: "Late Join League", visibility: "private" });
    const league = created.body as { id: string };
    // Hold the room's join until the chat has been read and a line written after it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/matchmake/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/leagues/${league.id}?tab=chat`);
    const log = page.getByRole("log", { name: "League chat messages" });
    await log.waitFor();
    expect((await apiPost(cookie, `/api/leagues/${league.id}/chat`, { text: "Written meanwhile" })).status).toBe(201);
    release();
    await log.getByTestId("chat-message").filter({ hasText: "Written meanwhile" }).waitFor();
  });
});
