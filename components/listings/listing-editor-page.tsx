"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { ComplianceFlagList, useListingFlags } from "@/components/compliance/compliance-flags";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { ChatApiError } from "@/lib/client/api";
import { listingQueries } from "@/lib/client/queries";
import { ListingForm } from "./listing-form";
import { listingValues, newListingValues } from "./listing-form-values";
import { useListingsHref } from "./listings-href";

function Heading({ title, chatbotId }: { title: string; chatbotId: string }) {
  const backHref = useListingsHref(chatbotId);
  return (
    <div className="mb-6">
      <Link href={backHref} className="text-sm font-medium text-blue-800 hover:underline">
        ← All listings
      </Link>
      <h2 className="mt-1 text-xl font-semibold text-slate-900">{title}</h2>
    </div>
  );
}

export function NewListingPage({ chatbotId }: { chatbotId: string }) {
  return (
    <>
      <Heading title="New listing" chatbotId={chatbotId} />
      <ListingForm chatbotId={chatbotId} initial={newListingValues()} />
    </>
  );
}

/** The form of one listing, loaded in the input shape by RealEstateGet. */
export function EditListingPage({ chatbotId, listingId }: { chatbotId: string; listingId: string }) {
  const listing = useQuery(listingQueries.detail(chatbotId, listingId));
  const flags = useListingFlags(chatbotId, [listingId], listing.data?.UpdatedAt);
  if (listing.isPending) {
    return (
      <>
        <Heading title="Edit listing" chatbotId={chatbotId} />
        <LoadingBlock lines={8} label="Loading the listing…" />
      </>
    );
  }
  if (listing.isError) {
    const missing = listing.error instanceof ChatApiError && listing.error.code === 404;
    return (
      <>
        <Heading title="Edit listing" chatbotId={chatbotId} />
        <ErrorPanel title={missing ? "Listing not found" : "Could not load the listing"} error={missing ? undefined : listing.error}>
          {missing && <p className="mt-1">This chatbot has no listing with this ID; it may have been deleted.</p>}
        </ErrorPanel>
      </>
    );
  }
  return (
    <>
      <Heading title={`Edit listing ${listing.data.MLSNumber}`} chatbotId={chatbotId} />
      {listing.data.FeedKey && (
        <p role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This listing comes from the chatbot&apos;s MLS feed (record <code>{listing.data.FeedKey}</code>). You can change it here, but the MLS&apos;s next
          change to this home overwrites your edit; change it at the MLS to keep it.
        </p>
      )}
      <div className="mb-6 empty:hidden">
        <ComplianceFlagList flags={flags.data?.List[0]?.Flags ?? []} subject="This listing's text" />
      </div>
      <ListingForm key={listing.data.UpdatedAt} chatbotId={chatbotId} listingId={listingId} initial={listingValues(listing.data)} />
    </>
  );
}
