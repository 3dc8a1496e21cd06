import { useQuery } from "@tanstack/react-query";
import { KeyRound, LogIn } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { authQueries, useCurrentUser } from "./auth.queries";
import { startProviderSignIn } from "./auth-navigation";
import { DevLoginForm } from "./dev-login-form";

export function AuthPage() {
  useDocumentTitle("Sign In");
  const { isSignedIn } = useCurrentUser();
  const providers = useQuery(authQueries.providers());

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-6 px-4 py-12">
      <Logo size="lg" showName={false} />
      <Card className="w-full">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Sign in to Gridiron Picks</CardTitle>
          <CardDescription>Make your picks, play daily trivia and join your leagues.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {isSignedIn ? (
            <Button asChild>
              <Link href="/">You're signed in — continue</Link>
            </Button>
          ) : providers.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : providers.isError ? (
            <p role="alert" className="text-center text-sm text-destructive">
              Sign-in options could not be loaded. Please refresh the page.
            </p>
          ) : (
            <>
              {providers.data.providers.length > 0 && (
                <div className="grid gap-2">
                  {providers.data.providers.map((provider) => (
                    <Button
                      key={provider.id}
                      variant="outline"
                      size="lg"
                      onClick={() => startProviderSignIn(provider.id)}
                    >
                      <LogIn />
                      Continue with {provider.name}
                    </Button>
                  ))}
                </div>
              )}
              {providers.data.devLogin && (
                <div className="grid gap-4">
                  {providers.data.providers.length > 0 && <Divider />}
                  <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                    <KeyRound className="size-4" /> Local sign-in
                  </p>
                  <DevLoginForm />
                </div>
              )}
              {providers.data.providers.length === 0 && !providers.data.devLogin && (
                <p className="text-center text-sm text-muted-foreground">No sign-in method is configured yet.</p>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Divider() {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
