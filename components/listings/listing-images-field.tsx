"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FileButton, IMAGE_ACCEPT } from "@/components/ui/file-button";
import { Field, inputClass } from "@/components/ui/field";
import { uploadFile } from "@/lib/client/api";
import type { ListingFormValues } from "./listing-form-values";
import { useFieldError } from "./listing-inputs";

const looksLikeUrl = (url: string) => /^https?:\/\/\S+$/i.test(url.trim());

const noSubscription = () => () => {};

/**
 * The dashboard's policy (lib/page-security.ts) loads images from this site only,
 * so a photo on another host gets no preview rather than a blocked request. The origin is
 * null while rendering on the server, so the first client render matches its HTML.
 */
function useSiteOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}

function isOn(origin: string | null, url: string): boolean {
  if (origin === null || !looksLikeUrl(url)) return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

function Thumbnail({ index }: { index: number }) {
  const url = (useWatch<ListingFormValues, `Images.${number}.url`>({ name: `Images.${index}.url` }) ?? "").trim();
  const [failed, setFailed] = useState<string>();
  const origin = useSiteOrigin();
  return (
    <div className="flex h-14 w-20 shrink-0 items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-100">
      {isOn(origin, url) && failed !== url ? (
        // A plain <img>: listing photos live on any host, which next/image would have to allow one by one.
        // biome-ignore lint/a11y/noRedundantAlt: the alt names the field it previews ("Image 1 URL").
        <img src={url} alt={`Image ${index + 1}`} className="h-full w-full object-cover" loading="lazy" onError={() => setFailed(url)} />
      ) : (
        <span className="px-1 text-center text-xs text-slate-600">{looksLikeUrl(url) ? "No preview" : "No image"}</span>
      )}
    </div>
  );
}

function ImageRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register } = useFormContext<ListingFormValues>();
  const error = useFieldError(`Images.${index}.url`);
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <Thumbnail index={index} />
      <Field label={`Image ${index + 1} URL`} error={error} className="min-w-48 flex-1">
        <input className={inputClass} inputMode="url" placeholder="https://…" {...register(`Images.${index}.url`)} />
      </Field>
      <Button variant="danger-ghost" size="sm" className="sm:mt-6" onClick={onRemove} aria-label={`Remove image ${index + 1}`}>
        Remove
      </Button>
    </li>
  );
}

/** Image URLs, typed in or uploaded to the workspace's files; each shows a thumbnail. */
export function ListingImagesField() {
  const { control } = useFormContext<ListingFormValues>();
  const images = useFieldArray({ control, name: "Images" });
  const rootError = useFieldError("Images.root");
  const listError = useFieldError("Images") ?? rootError;
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(file),
    onSuccess: (file) => {
      if (file.kind !== "image") {
        toast.error("That file is not an image: upload a PNG, JPEG, WEBP or GIF.");
        return;
      }
      // Listing images are absolute http(s) URLs, which the file's public address becomes here.
      images.append({ url: new URL(file.url, window.location.origin).href });
      toast.success("Image uploaded");
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <div>
      {images.fields.length === 0 ? (
        <p className="text-sm text-slate-700">No images yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Images">
          {images.fields.map((field, index) => (
            <ImageRow key={field.id} index={index} onRemove={() => images.remove(index)} />
          ))}
        </ul>
      )}
      {listError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Images {listError}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => images.append({ url: "" }, { shouldFocus: true })}>
          Add image URL
        </Button>
        <FileButton accept={IMAGE_ACCEPT} disabled={upload.isPending} onFiles={([file]) => upload.mutate(file!)}>
          {upload.isPending ? "Uploading…" : "Upload image"}
        </FileButton>
        <span aria-live="polite" className="sr-only">
          {upload.isPending ? "Uploading image" : ""}
        </span>
      </div>
    </div>
  );
}
