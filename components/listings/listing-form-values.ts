import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { ListingDetail } from "@/lib/client/api";
import { listingObject } from "@/lib/listings/schema";
import { namedIssues, validationErrorMap } from "@/lib/validation/messages";
import { LISTING_FIELDS, type ListingFieldName, type ListingOutput } from "./listing-fields";

// The form holds every scalar as the text of its input, and the two lists as arrays of
// objects (what useFieldArray needs). toListingInput turns that into the input shape of
// spec 2.4, which the schema then judges exactly as the API does.

type ListField = "Images" | "ExtensionColumn";
type ScalarField = Exclude<ListingFieldName, ListField>;

export type ListingFormValues = Record<ScalarField, string> & {
  Images: { url: string }[];
  ExtensionColumn: { Key: string; value: string }[];
};

const SCALAR_FIELDS = LISTING_FIELDS.filter((field): field is ScalarField => field !== "Images" && field !== "ExtensionColumn");

export function newListingValues(): ListingFormValues {
  const values = Object.fromEntries(SCALAR_FIELDS.map((field) => [field, ""])) as Record<ScalarField, string>;
  return { ...values, SaleType: "for_sale", Status: "Active", CurrencySymbol: "$", AreaUnit: "Square Feet", Images: [], ExtensionColumn: [] };
}

/** RealEstateGet's listing (numbers, null for absent values) as the form's text. */
export function listingValues(listing: ListingDetail): ListingFormValues {
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  const values = Object.fromEntries(SCALAR_FIELDS.map((field) => [field, text(listing[field])])) as Record<ScalarField, string>;
  return {
    ...values,
    Images: (listing.Images ?? []).map((url) => ({ url })),
    ExtensionColumn: (listing.ExtensionColumn ?? []).map((pair) => ({ Key: pair.Key, value: pair.value })),
  };
}

export function toListingInput(values: ListingFormValues): Record<ListingFieldName, unknown> {
  return {
    ...values,
    Images: values.Images.length > 0 ? values.Images.map((image) => image.url) : null,
    ExtensionColumn: values.ExtensionColumn.length > 0 ? values.ExtensionColumn : null,
  };
}

/** The fields whose input differs from what the form started with: all an update sends. */
export function changedFields(values: ListingFormValues, initial: ListingFormValues): ListingFieldName[] {
  const now = toListingInput(values);
  const before = toListingInput(initial);
  return LISTING_FIELDS.filter((field) => JSON.stringify(now[field]) !== JSON.stringify(before[field]));
}

const validate = zodResolver(listingObject, { error: validationErrorMap });

/**
 * The API's own schema as the form's resolver. Its issue for `Images[2]` is moved to
 * `Images.2.url`, the input that holds it, so that it shows (and takes focus) there.
 */
export const listingResolver: Resolver<ListingFormValues, unknown, ListingOutput> = async (values, context, options) => {
  const result = await validate(toListingInput(values) as never, context, options as never);
  const imageErrors = (result.errors as { Images?: unknown }).Images;
  if (Array.isArray(imageErrors)) {
    imageErrors.forEach((error: { message?: string } | undefined, index) => {
      if (error?.message) imageErrors[index] = { url: error };
    });
  }
  return result as Awaited<ReturnType<Resolver<ListingFormValues, unknown, ListingOutput>>>;
};

/**
 * The fields a server message names, as form paths: "Bedrooms must be an integer;
 * Images[1] must be an http(s) URL" and 409s like 'MLSNumber "A-1" is already used by
 * listing 7 of this chatbot'.
 */
export function serverFieldErrors(message: string): { path: string; message: string }[] {
  return namedIssues(message)
    .filter((issue) => LISTING_FIELDS.includes(issue.field as ListingFieldName))
    .map(({ field, index, key, message: text }) => {
      if (index === undefined) return { path: field, message: text };
      return { path: field === "Images" ? `Images.${index}.url` : `${field}.${index}.${key ?? "Key"}`, message: text };
    });
}
