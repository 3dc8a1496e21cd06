import { TRIVIA_COUNT } from "@shared/contracts/trivia-questions";
import { Input } from "@/components/ui/input";
import { FormField } from "./form-field";
import { readTriviaCount } from "./trivia-count";

/** RULES §5 "AI trivia count and league trivia count": 1 to 20, settled to a valid number on blur. */
export function TriviaCountField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label="Number of Questions" hint={`(${TRIVIA_COUNT.min}–${TRIVIA_COUNT.max})`}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={TRIVIA_COUNT.min}
        max={TRIVIA_COUNT.max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onChange(String(readTriviaCount(value)))}
      />
    </FormField>
  );
}
