"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { knowledgeKeys } from "@/lib/client/queries";
import { ALTERNATIVES_MAX, ANSWER_MAX, QUESTION_MAX } from "@/lib/knowledge/schema";
import { validationErrorMap } from "@/lib/validation/messages";
import { type KnowledgeSource, knowledgeApi } from "./knowledge-api";

/** The other phrasings are typed one per line; blank lines are dropped. */
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

// The form's own schema, with the API's bounds: the textarea of phrasings becomes the array
// the API takes, and each phrasing is checked as a question is.
const qaFormSchema = z.object({
  Question: z.string().trim().min(1, "Enter the question").max(QUESTION_MAX),
  Alternatives: z
    .string()
    .transform(lines)
    // Checked as a whole, so that the message sits under the one textarea they are typed in.
    .refine((all) => all.length <= ALTERNATIVES_MAX, `At most ${ALTERNATIVES_MAX} other phrasings`)
    .refine((all) => all.every((line) => line.length <= QUESTION_MAX), `Each phrasing must be at most ${QUESTION_MAX} characters`),
  Answer: z.string().trim().min(1, "Enter the answer").max(ANSWER_MAX),
});

type QaFormValues = z.input<typeof qaFormSchema>;
type QaFormOutput = z.output<typeof qaFormSchema>;

interface QaFormProps {
  chatbotId: string;
  /** The Q&A being edited; a new one otherwise. */
  source?: KnowledgeSource;
  /** Prefills a new Q&A's question (a visitor's unanswered question). */
  question?: string;
  /** Prefills a new Q&A's other phrasings (the wordings Insights grouped with the question). */
  alternatives?: string[];
  onDone?: (source: KnowledgeSource) => void;
  onCancel?: () => void;
}

/** A question, its other phrasings (one per line) and the answer; adds a Q&A or changes one. */
export function QaForm({ chatbotId, source, question = "", alternatives = [], onDone, onCancel }: QaFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<QaFormValues, unknown, QaFormOutput>({
    resolver: zodResolver(qaFormSchema, { error: validationErrorMap }),
    defaultValues: {
      Question: source?.Question ?? question,
      Alternatives: (source?.AlternativeQuestions ?? alternatives).join("\n"),
      Answer: source?.Answer ?? "",
    },
  });
  const save = useMutation({
    mutationFn: ({ Question, Alternatives, Answer }: QaFormOutput) => {
      const input = { Question, AlternativeQuestions: Alternatives, Answer };
      return source ? knowledgeApi.updateQa(chatbotId, source.ID, input) : knowledgeApi.addQa(chatbotId, input);
    },
    onSuccess: async (saved) => {
      toast.success(source ? "Q&A saved" : "Q&A added to the knowledge base");
      if (!source) form.reset({ Question: "", Alternatives: "", Answer: "" });
      onDone?.(saved);
      await queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(chatbotId) });
    },
    onError: (error) => toast.error(error.message),
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((output) => save.mutate(output))} noValidate aria-label={source ? "Edit Q&A" : "New Q&A"} className="space-y-4">
      <Field label="Question" required error={errors.Question?.message}>
        <input className={inputClass} maxLength={QUESTION_MAX} placeholder="e.g. Do you charge a fee to buyers?" {...form.register("Question")} />
      </Field>
      <Field label="Other phrasings" hint="Optional: other ways visitors ask the same thing, one per line." error={errors.Alternatives?.message}>
        <textarea rows={3} className={inputClass} {...form.register("Alternatives")} />
      </Field>
      <Field label="Answer" required error={errors.Answer?.message}>
        <textarea rows={5} className={inputClass} maxLength={ANSWER_MAX} {...form.register("Answer")} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : source ? "Save Q&A" : "Add Q&A"}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
