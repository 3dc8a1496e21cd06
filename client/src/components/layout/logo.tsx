import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";

/** RULES §2: logo sizes sm, md, lg, xl are 12, 16, 24 and 32 units high. */
const logoVariants = cva("inline-flex items-center gap-2 font-extrabold tracking-tight select-none", {
  variants: {
    size: {
      sm: "h-12 text-lg",
      md: "h-16 text-xl",
      lg: "h-24 text-3xl",
      xl: "h-32 text-4xl",
    },
  },
  defaultVariants: { size: "sm" },
});

export type LogoProps = VariantProps<typeof logoVariants> & {
  className?: string;
  nameClassName?: string;
  showName?: boolean;
};

export function Logo({ size, className, nameClassName, showName = true }: LogoProps) {
  return (
    <span data-slot="logo" data-size={size ?? "sm"} className={cn(logoVariants({ size }), className)}>
      <FootballMark className="h-3/4 w-auto" />
      {showName && (
        <span className={cn("leading-none whitespace-nowrap", nameClassName)}>
          Gridiron <span className="text-primary">Picks</span>
        </span>
      )}
    </span>
  );
}

export function FootballMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("shrink-0", className)}>
      <ellipse cx="32" cy="32" rx="28" ry="17" transform="rotate(-35 32 32)" fill="#8b4513" />
      <ellipse
        cx="32"
        cy="32"
        rx="28"
        ry="17"
        transform="rotate(-35 32 32)"
        fill="none"
        stroke="rgb(0 0 0 / 0.25)"
        strokeWidth="2"
      />
      <path
        d="M22 42 42 22M27 33l4 4M31 29l4 4M35 25l4 4"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M12 40c4 4 8 7 12 9M40 15c4 2 8 5 12 9"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
