import type { ChatLine, ChatMute } from "@shared/contracts/league-chat";
import type { LeagueDetail } from "@shared/contracts/leagues";
import { formatKickoff } from "@shared/domain/central-time";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, chatLength, chatSegments } from "@shared/domain/league-chat";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Ban, EllipsisVertical, MessageSquareOff, Send, Trophy, UserMinus, UserPlus } from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useDeleteChatMessage, useMuteMember, usePostChatMessage, useUnmuteMember } from "./league-chat.mutations";
import { chatLines, leagueChatQueries } from "./league-chat.queries";

/**
 * The league's chat (issue 22, decision 033), for members: the newest 100 lines, older ones on
 * request, new ones live through the league room. Text is shown as text; only http(s) links are links.
 */
export function LeagueChatTab({ league }: { league: LeagueDetail }) {
  const chat = useInfiniteQuery(leagueChatQueries.chat(league.id));
  const { user } = useCurrentUser();
  const lines = chatLines(chat.data);
  const newest = chat.data?.pages[0];
  const listRef = useStickToBottom(lines.at(-1)?.id);

  return (
    <Card>
      <CardHeader>
        <CardTitle>League Chat</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {chat.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered.
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : chat.isError ? (
          <p role="alert" className="py-6 text-center text-sm text-destructive">
            {getErrorMessage(chat.error, "Failed to load the chat")}
          </p>
        ) : (
          <>
            {chat.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-center"
                disabled={chat.isFetchingNextPage}
                onClick={() => void chat.fetchNextPage()}
              >
                {chat.isFetchingNextPage ? "Loading…" : "Load older messages"}
              </Button>
            )}
            <div
              ref={listRef}
              role="log"
              aria-live="polite"
              aria-relevant="additions"
              aria-label="League chat messages"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes keyboard focus, so it scrolls without a mouse (axe scrollable-region-focusable).
              tabIndex={0}
              className="max-h-[28rem] overflow-y-auto rounded-lg border bg-muted/20 p-2 focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none"
            >
              {lines.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">No messages yet. Say hello!</p>
              ) : (
                <ul className="grid gap-1">
                  {lines.map((line) => (
                    <ChatLineItem
                      key={line.id}
                      line={line}
                      league={league}
                      viewerId={user?.id ?? null}
                      mutes={newest?.mutes ?? []}
                    />
                  ))}
                </ul>
              )}
            </div>
            <ChatComposer leagueId={league.id} mutedUntil={newest?.mutedUntil ?? null} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Keeps the log scrolled to the newest line when a line arrives, unless the reader scrolled up. */
function useStickToBottom(lastId: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
    };
    element.addEventListener("scroll", onScroll);
    return () => element.removeEventListener("scroll", onScroll);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest line changes.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastId]);
  return ref;
}

const timeOf = (iso: string) => formatKickoff(iso);

function ChatLineItem({
  line,
  league,
  viewerId,
  mutes,
}: {
  line: ChatLine;
  league: LeagueDetail;
  viewerId: string | null;
  mutes: ChatMute[];
}) {
  if (line.kind === "removed") {
    return (
      <li
        className="flex items-center gap-2 px-2 py-1.5 text-xs text-muted-foreground italic"
        data-testid="chat-removed-line"
      >
        <MessageSquareOff className="size-4" aria-hidden="true" />
        <span className="flex-1">
          Message removed · <time dateTime={line.createdAt}>{timeOf(line.createdAt)}</time>
        </span>
      </li>
    );
  }
  if (line.kind === "member_joined") {
    return (
      <SystemLine icon={<UserPlus className="size-4" aria-hidden="true" />} line={line} league={league}>
        {line.name} joined the league
      </SystemLine>
    );
  }
  if (line.kind === "week_won") {
    const names = line.winners.map((winner) => winner.name);
    const who = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
    return (
      <SystemLine icon={<Trophy className="size-4 text-amber-500" aria-hidden="true" />} line={line} league={league}>
        {line.weekLabel}: {who} {names.length > 1 ? "share the win" : "won the week"} with {line.points}{" "}
        {line.points === 1 ? "point" : "points"}
      </SystemLine>
    );
  }
  if (line.kind === "survivor_eliminated") {
    const names = line.members.map((member) => member.name);
    const who = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
    return (
      <SystemLine icon={<UserMinus className="size-4" aria-hidden="true" />} line={line} league={league}>
        {line.weekLabel}: {who} {names.length > 1 ? "are" : "is"} out of the survivor pool
      </SystemLine>
    );
  }
  const own = line.userId !== null && line.userId === viewerId;
  const muted = mutes.find((mute) => mute.userId === line.userId);
  return (
    <li className="group flex items-start gap-2 rounded-md px-2 py-1.5 hover:bg-muted/50" data-testid="chat-message">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{line.authorName}</span>
          <time dateTime={line.createdAt}>{timeOf(line.createdAt)}</time>
        </p>
        <p className="text-sm break-words whitespace-pre-wrap">
          <ChatText text={line.text} />
        </p>
      </div>
      {(own || league.isOwner) && (
        <LineMenu
          leagueId={league.id}
          line={line}
          canMute={league.isOwner && !own && line.userId !== null && line.userId !== league.ownerId}
          muted={muted ?? null}
        />
      )}
    </li>
  );
}

function SystemLine({
  icon,
  line,
  league,
  children,
}: {
  icon: ReactNode;
  line: ChatLine;
  league: LeagueDetail;
  children: ReactNode;
}) {
  return (
    <li
      className="flex items-center gap-2 px-2 py-1 text-xs text-muted-foreground italic"
      data-testid="chat-system-line"
    >
      {icon}
      <span className="flex-1">
        {children} · <time dateTime={line.createdAt}>{timeOf(line.createdAt)}</time>
      </span>
      {league.isOwner && <LineMenu leagueId={league.id} line={line} canMute={false} muted={null} />}
    </li>
  );
}

/** Plain text, with http(s) URLs as links shown as written; nothing is ever read as HTML. */
function ChatText({ text }: { text: string }) {
  let offset = 0;
  const segments = chatSegments(text).map((segment) => {
    const at = offset;
    offset += segment.text.length;
    return { ...segment, at };
  });
  return (
    <>
      {segments.map((segment) =>
        segment.kind === "link" ? (
          <a
            key={segment.at}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-primary underline underline-offset-2 break-all"
          >
            {segment.text}
          </a>
        ) : (
          <span key={segment.at}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/**
 * Delete (own line, or any as the owner) and, for the owner, mute or unmute the author: a mute or
 * unmute is confirmed first, saying what it does and for how long.
 */
function LineMenu({
  leagueId,
  line,
  canMute,
  muted,
}: {
  leagueId: string;
  line: ChatLine;
  canMute: boolean;
  muted: ChatMute | null;
}) {
  const remove = useDeleteChatMessage(leagueId);
  const mute = useMuteMember(leagueId);
  const unmute = useUnmuteMember(leagueId);
  const [confirming, setConfirming] = useState(false);
  const author = line.kind === "message" ? line.authorName : "this line";
  const userId = line.kind === "message" ? line.userId : null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            aria-label={line.kind === "message" ? `Actions for the message by ${author}` : "Actions for this line"}
          >
            <EllipsisVertical />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem variant="destructive" onSelect={() => remove.mutate(line.id)}>
            Delete message
          </DropdownMenuItem>
          {canMute && userId && (
            <DropdownMenuItem onSelect={() => setConfirming(true)}>
              {muted ? `Unmute ${author}` : `Mute ${author} for a week`}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {canMute && userId && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={muted ? `Unmute ${author}?` : `Mute ${author}?`}
          description={
            muted
              ? `${author} is muted until ${formatKickoff(muted.mutedUntil)}. Unmuted, they can write in the chat again at once.`
              : `${CHAT_MESSAGES.muteEffect}, from now. Their messages stay, and you can unmute them at any time.`
          }
          confirmLabel={muted ? "Unmute" : "Mute for a week"}
          destructive={!muted}
          pending={mute.isPending || unmute.isPending}
          onConfirm={(close) =>
            muted
              ? unmute.mutate({ userId, name: author }, { onSettled: close })
              : mute.mutate(userId, { onSettled: close })
          }
        />
      )}
    </>
  );
}

function ChatComposer({ leagueId, mutedUntil }: { leagueId: string; mutedUntil: string | null }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const post = usePostChatMessage(leagueId);
  const inputId = useId();
  const countId = useId();
  const errorId = useId();
  const mutedId = useId();
  const length = chatLength(text.trim());
  const over = length > CHAT_MESSAGE_MAX;
  // The server names a mute only while it lasts, by its own clock (which a replay sets apart from the device's).
  const muted = mutedUntil !== null;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (length === 0 || over || post.isPending) return;
    setError(null);
    post.mutate(text, {
      onSuccess: () => setText(""),
      onError: (failure) => setError(getErrorMessage(failure, "Could not send the message")),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form onSubmit={send} className="grid gap-2">
      <Label htmlFor={inputId}>Message</Label>
      {muted && (
        <p
          id={mutedId}
          role="status"
          data-testid="chat-muted-notice"
          className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm"
        >
          <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {CHAT_MESSAGES.muted(formatKickoff(mutedUntil!))}. You can read the chat, but not write in it until then.
          </span>
        </p>
      )}
      <Textarea
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        placeholder={muted ? "You are muted in this chat" : "Say something to the league"}
        aria-describedby={`${muted ? `${mutedId} ` : ""}${countId}${error ? ` ${errorId}` : ""}`}
        aria-invalid={over || error !== null}
        disabled={muted}
        className="min-h-16"
      />
      <div className="flex items-center justify-between gap-2">
        <p id={countId} className={cn("text-xs text-muted-foreground", over && "font-semibold text-destructive")}>
          {length} / {CHAT_MESSAGE_MAX} characters
        </p>
        <Button type="submit" size="sm" disabled={muted || length === 0 || over || post.isPending}>
          <Send /> Send
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
