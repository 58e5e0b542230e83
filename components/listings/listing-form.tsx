"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button, buttonClass } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { chatbotKeys, listingKeys } from "@/lib/client/queries";
import { inOwnerWords } from "@/lib/validation/messages";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import { FIELD_LABELS, type ListingOutput } from "./listing-fields";
import { changedFields, type ListingFormValues, listingResolver, serverFieldErrors } from "./listing-form-values";
import { ListingExtensionField } from "./listing-extension-field";
import { ListingImagesField } from "./listing-images-field";
import { ListingInput, ListingSelect, ListingTextarea } from "./listing-inputs";
import { useListingsHref } from "./listings-href";

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {description && <p className="mb-4 text-sm text-slate-700">{description}</p>}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

interface ListingFormProps {
  chatbotId: string;
  /** The listing's PlatformId when editing; a new listing otherwise. */
  listingId?: string;
  initial: ListingFormValues;
}

/** Every field of spec 2.4, checked by the API's own schema; an edit sends only what changed. */
export function ListingForm({ chatbotId, listingId, initial }: ListingFormProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const backHref = useListingsHref(chatbotId);
  const form = useForm<ListingFormValues, unknown, ListingOutput>({ resolver: listingResolver, defaultValues: initial });

  const save = useMutation({
    mutationFn: async (output: ListingOutput) => {
      if (!listingId) return api.Chatbot.RealEstateCreate({ SerialNumber: chatbotId, ...output });
      const changes = Object.fromEntries(changedFields(form.getValues(), initial).map((field) => [field, output[field]]));
      return api.Chatbot.RealEstateUpdate({ SerialNumber: chatbotId, Key: listingId, KeyType: "PlatformId", ...changes });
    },
    onSuccess: async () => {
      toast.success(listingId ? "Listing saved" : "Listing created");
      form.reset(form.getValues());
      // Dropped, not just invalidated: the grid this leads back to would show its cached page
      // from before the change until the refetch landed.
      queryClient.removeQueries({ queryKey: listingKeys.lists(chatbotId) });
      // An edit changes the listing; a new one changes the chatbot's listing count.
      await queryClient.invalidateQueries({ queryKey: listingId ? listingKeys.detail(chatbotId, listingId) : chatbotKeys.list() });
      router.push(backHref);
    },
    onError: (error) => {
      const named = serverFieldErrors(error.message);
      for (const [index, { path, message }] of named.entries()) {
        form.setError(path as Path<ListingFormValues>, { type: "server", message }, { shouldFocus: index === 0 });
      }
      toast.error(inOwnerWords(error.message, FIELD_LABELS));
    },
  });

  const { isDirty } = form.formState;

  const submit = form.handleSubmit((output) => {
    if (listingId && changedFields(form.getValues(), initial).length === 0) {
      toast.info("Nothing changed");
      return;
    }
    save.mutate(output);
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={isDirty && !save.isPending} />
      <form onSubmit={submit} noValidate aria-label={listingId ? "Edit listing" : "New listing"} className="space-y-6">
        <p className="text-sm text-slate-700">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        <Section title="Listing">
          <ListingInput name="MLSNumber" />
          <ListingSelect name="SaleType" />
          <ListingSelect name="Status" />
          <ListingInput name="PropertyType" placeholder="e.g. Condo" />
          <ListingInput name="Url" inputMode="url" placeholder="https://…" hint="Where visitors can see the listing." className="sm:col-span-2" />
        </Section>
        <Section title="Price">
          <ListingInput name="CurrencySymbol" />
          <ListingInput name="SalePrice" inputMode="decimal" />
          <ListingInput name="RentPrice" inputMode="decimal" />
          <ListingInput name="DepositFee" inputMode="decimal" />
          <ListingInput name="HOAMonth" inputMode="decimal" />
          <ListingInput name="UnitAreaPrice" inputMode="decimal" />
          <ListingInput name="ZestimatePrice" inputMode="decimal" />
        </Section>
        <Section title="Property">
          <ListingInput name="Bedrooms" inputMode="numeric" />
          <ListingInput name="Bathrooms" inputMode="decimal" hint="Halves allowed, e.g. 2.5" />
          <ListingInput name="ParkingSpots" inputMode="numeric" />
          <ListingInput name="BuildingArea" inputMode="decimal" />
          <ListingInput name="LotArea" inputMode="decimal" />
          <ListingSelect name="AreaUnit" />
          <ListingInput name="YearBuilt" inputMode="numeric" />
          <ListingInput name="DaysOnMarket" inputMode="numeric" />
          <ListingSelect name="SpaceType" />
        </Section>
        <Section title="Location">
          <ListingInput name="Address" className="sm:col-span-2" />
          <ListingInput name="City" />
          <ListingInput name="State" />
          <ListingInput name="ZIP" />
          <ListingInput name="Location" hint="How people name the area, e.g. Capitol Hill" />
          <ListingInput name="Latitude" placeholder="e.g. 47.6062" />
          <ListingInput name="Longitude" placeholder="e.g. -122.3321" />
        </Section>
        <Section title="Description and tours">
          <ListingTextarea name="Description" className="sm:col-span-2 lg:col-span-3" />
          <ListingSelect name="Tours" />
        </Section>
        <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <legend className="px-1 text-base font-semibold text-slate-900">Images</legend>
          <ListingImagesField />
        </fieldset>
        <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <legend className="px-1 text-base font-semibold text-slate-900">Extra fields</legend>
          <p className="mb-4 text-sm text-slate-700">Anything else the chatbot should know, as a name and a value (e.g. Pets: Cats only).</p>
          <ListingExtensionField />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : listingId ? "Save changes" : "Create listing"}
          </Button>
          <Link href={backHref} className={buttonClass("secondary")}>
            Cancel
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
