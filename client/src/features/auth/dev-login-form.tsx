import type { DevLoginBody } from "@shared/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { api, ok } from "@/lib/api-client";
import { takePostLoginRedirect } from "./auth-navigation";

const optional = (value: string) => value.trim() || undefined;

/** Local sign-in for development and tests; only offered when the server reports devLogin. */
export function DevLoginForm() {
  const [email, setEmail] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const signIn = useMutation({
    mutationFn: (body: DevLoginBody) => ok(api.auth["dev-login"].$post({ json: body })),
    onSuccess: () => window.location.assign(takePostLoginRedirect() ?? "/"),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), firstName: optional(firstName), lastName: optional(lastName) });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Local sign-in">
      <div className="grid gap-2">
        <Label htmlFor="dev-email">Email</Label>
        <Input
          id="dev-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="dev-first-name">First name</Label>
          <Input
            id="dev-first-name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="dev-last-name">Last name</Label>
          <Input
            id="dev-last-name"
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
      </div>
      {signIn.isError && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(signIn.error, "Sign-in failed. Please try again.")}
        </p>
      )}
      <Button type="submit" disabled={signIn.isPending || signIn.isSuccess}>
        {(signIn.isPending || signIn.isSuccess) && <Spinner className="size-4" />}
        Sign In
      </Button>
    </form>
  );
}
