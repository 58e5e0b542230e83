"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, inputClass } from "@/components/ui/field";
import { knowledgeKeys } from "@/lib/client/queries";
import { crawlPageLimit, DEFAULT_CRAWL_PAGES } from "@/lib/knowledge/limits";
import { validationErrorMap } from "@/lib/validation/messages";
import { knowledgeApi } from "./knowledge-api";

/**
 * The most pages one crawl may ask for, as the form offers it: the default of
 * KNOWLEDGE_MAX_CRAWL_PAGES, since the browser cannot know the server's setting. A server
 * set lower refuses a larger number with a 400 naming MaxPages, shown under the field.
 */
export const MAX_CRAWL_PAGES = crawlPageLimit({});
/** Knowledge/Add's Url bound (httpUrl(2048) in lib/knowledge/schema.ts). */
const URL_MAX = 2048;

const urlFormSchema = z
  .object({
    Url: z
      .string()
      .trim()
      .min(1, "Enter the page's address")
      .max(URL_MAX)
      .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), "Must be a web address starting with http:// or https://"),
    Crawl: z.boolean(),
    MaxPages: z.coerce.number<string>().int("Must be a whole number").min(1).max(MAX_CRAWL_PAGES),
  })
  .transform(({ Url, Crawl, MaxPages }) => ({ Url, Crawl, ...(Crawl ? { MaxPages } : {}) }));

type UrlFormValues = z.input<typeof urlFormSchema>;
type UrlFormOutput = z.output<typeof urlFormSchema>;

/** A web page to read, or with "crawl" the pages of the same site it links to, up to a number. */
export function UrlForm({ chatbotId }: { chatbotId: string }) {
  const queryClient = useQueryClient();
  const form = useForm<UrlFormValues, unknown, UrlFormOutput>({
    resolver: zodResolver(urlFormSchema, { error: validationErrorMap }),
    defaultValues: { Url: "", Crawl: false, MaxPages: String(DEFAULT_CRAWL_PAGES) },
  });
  const add = useMutation({
    mutationFn: (output: UrlFormOutput) => knowledgeApi.addUrl(chatbotId, output),
    onSuccess: async () => {
      toast.success("Web page added: it is being read");
      form.reset();
      await queryClient.invalidateQueries({ queryKey: knowledgeKeys.lists(chatbotId) });
    },
    // The server's refusal stays in the form, under the field it names when it names one
    // (a MaxPages over this server's limit, an address it does not take).
    onError: (error) => {
      const field = /^MaxPages\b/.test(error.message) ? "MaxPages" : /^Url\b/.test(error.message) ? "Url" : "root.server";
      form.setError(field, { message: error.message });
    },
  });
  const { errors } = form.formState;
  const crawl = form.watch("Crawl");

  return (
    <form onSubmit={form.handleSubmit((output) => add.mutate(output))} noValidate aria-label="Add a web page" className="space-y-4">
      <Field label="Web address" required error={errors.Url?.message}>
        <input className={inputClass} inputMode="url" placeholder="https://www.example.com/faq" {...form.register("Url")} />
      </Field>
      <CheckboxField label="Crawl the same site" hint="Also read the pages of this site that it links to.">
        <input type="checkbox" {...form.register("Crawl")} />
      </CheckboxField>
      {crawl && (
        <Field label="Up to this many pages" error={errors.MaxPages?.message} className="max-w-48">
          <input className={inputClass} type="number" min={1} max={MAX_CRAWL_PAGES} inputMode="numeric" {...form.register("MaxPages")} />
        </Field>
      )}
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Adding…" : "Add web page"}
      </Button>
    </form>
  );
}
