"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FieldErrors, FormProvider, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { chatbotSettingsSchema, SETTING_FIELDS } from "@/lib/chatbots/schema";
import { type ChatbotDetail, api } from "@/lib/client/api";
import { chatbotKeys } from "@/lib/client/queries";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { inOwnerWords, validationErrorMap } from "@/lib/validation/messages";
import { AiSection } from "./ai-section";
import { AppearancePreview } from "./appearance-preview";
import { AppearanceSection } from "./appearance-section";
import type { SettingsValues } from "./fields";
import { GeneralSection } from "./general-section";
import { type SectionId, SETTING_LABELS, SETTING_SECTIONS, type SettingName } from "./labels";
import { HandoffSection, NotificationsSection, SecuritySection } from "./operator-sections";
import { SectionNav } from "./section";
import { settingErrors } from "./server-errors";
import { BehaviourSection, PrivacySection, SocialSection } from "./visitor-sections";

const settingsOf = (chatbot: ChatbotDetail) => Object.fromEntries(SETTING_FIELDS.map((field) => [field, chatbot[field]])) as SettingsValues;

const sectionsWith = (errors: FieldErrors<SettingsValues>) =>
  new Set<SectionId>(SETTING_SECTIONS.filter((section) => section.fields.some((field) => errors[field])).map((section) => section.id));

/**
 * The first field with an error, in the middle of the screen: clear of the sticky nav above,
 * the save bar below and the toasts (at the top on a phone), whichever way focus scrolled.
 */
function centreFirstError() {
  requestAnimationFrame(() => document.querySelector('form[aria-label="Chatbot settings"] [aria-invalid="true"]')?.scrollIntoView({ block: "center" }));
}

const named = (fields: readonly SettingName[]) => fields.map((field) => SETTING_LABELS[field]).join(", ");

export function SettingsForm({ chatbot }: { chatbot: ChatbotDetail }) {
  const chatbotId = chatbot.serialNumber;
  const queryClient = useQueryClient();
  const form = useForm<SettingsValues, unknown, SettingsValues>({
    // The schema takes looser input than the form ever holds (numeric text, "true"), so
    // its input type is `unknown` for those fields; the form holds what Get returns.
    resolver: zodResolver(chatbotSettingsSchema, { error: validationErrorMap }) as Resolver<SettingsValues, unknown, SettingsValues>,
    defaultValues: settingsOf(chatbot),
  });
  const { isDirty, dirtyFields, errors } = form.formState;
  const wide = useMediaQuery("(min-width: 1024px)");

  const save = useMutation({
    mutationFn: async (changes: Partial<SettingsValues>) => {
      await api.Chatbot.Edit({ serialNumber: chatbotId, ...changes });
      // Read back what was stored: the server normalises colours, zones, lists and hosts.
      return api.Chatbot.Get({ serialNumber: chatbotId }).catch(() => undefined);
    },
    onSuccess: (saved) => {
      toast.success("Settings saved");
      if (saved) {
        queryClient.setQueryData(chatbotKeys.detail(chatbotId), saved);
        form.reset(settingsOf(saved));
      } else {
        form.reset(form.getValues());
        void queryClient.invalidateQueries({ queryKey: chatbotKeys.detail(chatbotId) });
      }
      // The list shows the name, and the credits the monthly limit.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: chatbotKeys.list() }),
        queryClient.invalidateQueries({ queryKey: chatbotKeys.credits(chatbotId) }),
      ]);
    },
    onError: (error) => {
      toast.error(inOwnerWords(error.message, SETTING_LABELS));
      for (const [index, { field, message }] of settingErrors(error.message).entries()) {
        form.setError(field, { type: "server", message }, { shouldFocus: index === 0 });
      }
      centreFirstError();
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      const changed = SETTING_FIELDS.filter((field) => dirtyFields[field]);
      save.mutate(Object.fromEntries(changed.map((field) => [field, values[field]])));
    },
    (invalid) => {
      toast.error(`Not saved: check ${named(SETTING_FIELDS.filter((field) => invalid[field]))}`);
      centreFirstError();
    },
  );

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={isDirty && !save.isPending} />
      <form
        onSubmit={submit}
        noValidate
        aria-label="Chatbot settings"
        className="grid gap-6 lg:grid-cols-[10rem_minmax(0,1fr)_15rem] xl:grid-cols-[11rem_minmax(0,1fr)_17rem]"
      >
        <SectionNav withErrors={sectionsWith(errors)} />
        <div className="min-w-0">
          <fieldset disabled={save.isPending} className="min-w-0 space-y-6">
            <GeneralSection chatbotId={chatbotId} createdAt={chatbot.CreatedAt} />
            <AiSection />
            <AppearanceSection withPreview={!wide} />
            <BehaviourSection />
            <PrivacySection />
            <SocialSection />
            <SecuritySection />
            <NotificationsSection />
            <HandoffSection />
          </fieldset>
          <div className="sticky bottom-0 z-10 mt-6 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-1 py-3 backdrop-blur">
            <p aria-live="polite" className="mr-auto text-sm text-slate-700 max-sm:sr-only">
              {save.isPending ? "Saving…" : isDirty ? "You have unsaved changes." : "All changes saved."}
            </p>
            <Button variant="secondary" onClick={() => form.reset()} disabled={!isDirty || save.isPending}>
              Discard changes
            </Button>
            <Button type="submit" disabled={!isDirty || save.isPending} aria-busy={save.isPending || undefined}>
              {save.isPending ? "Saving…" : "Save"}
            </Button>
          </div>
        </div>
        {wide && (
          <aside aria-label="Preview of the chat" className="sticky top-4 self-start">
            <AppearancePreview />
          </aside>
        )}
      </form>
    </FormProvider>
  );
}
