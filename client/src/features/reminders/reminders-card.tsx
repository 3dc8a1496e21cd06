import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { currentSubscription, pushSupport } from "./push-device";
import { BLOCKED, reminderFailure, UNSUPPORTED } from "./reminder-failure";
import { useSaveReminderPreferences, useTurnRemindersOff, useTurnRemindersOn } from "./reminders.mutations";
import { reminderQueries } from "./reminders.queries";

const OFF = "off";
/** Every hour from 6:00 to 23:00, Central Time. */
const TIMES = Array.from({ length: 18 }, (_, i) => `${String(i + 6).padStart(2, "0")}:00`);
const label = (time: string) => {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? "AM" : "PM"} CT`;
};

/** Profile: reminders on this device (asking permission only on the click) and the trivia reminder's time. */
export function RemindersCard() {
  const id = useId();
  const [support, setSupport] = useState(pushSupport);
  const [on, setOn] = useState<boolean | null>(null);
  const turnOn = useTurnRemindersOn();
  const turnOff = useTurnRemindersOff();
  const preferences = useQuery(reminderQueries.preferences());
  const savePreferences = useSaveReminderPreferences();

  useEffect(() => {
    if (support === "unsupported") return;
    let live = true;
    void currentSubscription().then((subscription) => live && setOn(subscription !== null));
    return () => {
      live = false;
    };
  }, [support]);

  const toggle = (checked: boolean) => {
    const mutation = checked ? turnOn : turnOff;
    mutation.mutate(undefined, {
      onSuccess: () => {
        setOn(checked);
        toast({
          title: checked ? "Reminders on" : "Reminders off",
          description: checked
            ? "This device will remind you an hour before your picks lock."
            : "This device will not get reminders.",
        });
      },
      onError: (error) => {
        const failure = reminderFailure(error, checked);
        if (failure.blocked) setSupport("blocked");
        toast({ variant: "destructive", title: failure.title, description: failure.description });
      },
    });
  };

  const busy = turnOn.isPending || turnOff.isPending;
  const triviaAt = preferences.data?.triviaReminderAt ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5 text-primary" aria-hidden="true" /> Reminders
        </CardTitle>
        <CardDescription>
          "Picks lock in 1 hour" and your league's nudges, as notifications on this device.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {support === "unsupported" ? (
          <p className="text-sm text-muted-foreground">{UNSUPPORTED}</p>
        ) : (
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-device`}>Remind me on this device</Label>
            <Switch
              id={`${id}-device`}
              checked={on === true}
              disabled={busy || on === null || (support === "blocked" && on !== true)}
              onCheckedChange={toggle}
            />
          </div>
        )}
        {support === "blocked" && <p className="text-sm text-muted-foreground">{BLOCKED}</p>}
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={`${id}-trivia`}>Trivia reminder</Label>
          <Select
            value={triviaAt ?? OFF}
            disabled={preferences.isPending || savePreferences.isPending}
            onValueChange={(value) =>
              savePreferences.mutate(
                { triviaReminderAt: value === OFF ? null : value },
                {
                  onError: (error) =>
                    toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) }),
                },
              )
            }
          >
            <SelectTrigger id={`${id}-trivia`} className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={OFF}>Off</SelectItem>
              {TIMES.map((time) => (
                <SelectItem key={time} value={time}>
                  {label(time)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="text-xs text-muted-foreground">
          "Your trivia is waiting" at that time, on every device with reminders on, unless you have played.
        </p>
      </CardContent>
    </Card>
  );
}
