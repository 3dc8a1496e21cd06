import { JOIN_CODE_REQUIRED_MESSAGE } from "@shared/contracts/leagues";
import { normalizeJoinCode } from "@shared/domain/join-code";
import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useJoinByCode } from "./leagues.mutations";

/** RULES §2/§5 Join dialog: the code is forced uppercase, sent trimmed, with Enter or the button. */
export function JoinLeagueDialog() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const joinByCode = useJoinByCode();
  const [, navigate] = useLocation();

  const changeOpen = (next: boolean) => {
    if (joinByCode.isPending) return;
    setOpen(next);
    if (!next) setCode("");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const joinCode = normalizeJoinCode(code);
    if (!joinCode) {
      toast({ variant: "destructive", title: "Error", description: JOIN_CODE_REQUIRED_MESSAGE });
      return;
    }
    joinByCode.mutate(joinCode, {
      onSuccess: ({ leagueId }) => {
        changeOpen(false);
        navigate(`/leagues/${leagueId}`);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound /> Join League
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Join League</DialogTitle>
          <DialogDescription>Enter the join code a league member shared with you.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" aria-label="Join League">
          <div className="grid gap-2">
            <Label htmlFor="join-code">Join Code</Label>
            <Input
              id="join-code"
              name="joinCode"
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              placeholder="ABCD2345EF"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={24}
              className="font-mono tracking-widest"
              autoFocus
            />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={joinByCode.isPending}>
              {joinByCode.isPending && <Spinner className="size-4" />}
              Join League
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
