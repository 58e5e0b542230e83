"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useController, useFormContext } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FileButton, IMAGE_ACCEPT } from "@/components/ui/file-button";
import { Skeleton } from "@/components/ui/skeleton";
import { uploadFile } from "@/lib/client/api";
import { fileKeys, fileQueries } from "@/lib/client/queries";
import type { SettingsValues } from "./fields";
import { SETTING_LABELS } from "./labels";

function Placeholder({ children }: { children: string }) {
  return (
    <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full border border-dashed border-slate-400 bg-slate-50 p-1 text-center text-xs text-slate-700">
      {children}
    </div>
  );
}

/** The file's query while the setting names one; its Url only for a ready image. */
export function useImageFile(fileId: string) {
  const file = useQuery({ ...fileQueries.detail(fileId), enabled: fileId !== "" });
  const url = file.data?.Kind === "image" ? (file.data.Url ?? undefined) : undefined;
  return { file, url };
}

function CurrentImage({ fileId, label }: { fileId: string; label: string }) {
  const { file, url } = useImageFile(fileId);
  if (fileId === "") return <Placeholder>No image</Placeholder>;
  if (file.isPending) return <Skeleton className="h-16 w-16 shrink-0 rounded-full" />;
  if (file.isError) return <Placeholder>Not found</Placeholder>;
  if (!url) return <Placeholder>Not an image</Placeholder>;
  // A plain img: the file is served by us at its own URL, and next/image would only proxy it.
  return <img src={url} alt={`Current ${label.toLowerCase()}`} className="h-16 w-16 shrink-0 rounded-full border border-slate-300 object-cover" />;
}

/**
 * A picture setting holds a file ID. Picking a file uploads it at once (the upload flow
 * returns its ID) and puts the ID in the form; it is saved with the other settings.
 */
export function ImageSetting({ name, hint }: { name: "ChatProfilePicture" | "ChatIcon"; hint: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { control, setError, clearErrors } = useFormContext<SettingsValues>();
  const { field, fieldState } = useController({ control, name });
  const label = SETTING_LABELS[name];
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(file),
    onSuccess: async (uploaded) => {
      await queryClient.invalidateQueries({ queryKey: fileKeys.detail(uploaded.fileId) });
      clearErrors(name);
      field.onChange(uploaded.fileId);
    },
    onError: (error) => {
      toast.error(`${label}: ${error.message}`);
      setError(name, { type: "upload", message: error.message });
    },
  });

  const error = fieldState.error?.message;
  return (
    <fieldset className="min-w-0" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-center gap-3">
        <CurrentImage fileId={field.value} label={label} />
        <div className="flex flex-wrap items-center gap-2">
          <FileButton
            ref={field.ref}
            accept={IMAGE_ACCEPT}
            onFiles={([picked]) => upload.mutate(picked!)}
            disabled={upload.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            {upload.isPending ? "Uploading…" : "Upload image"}
          </FileButton>
          {field.value !== "" && (
            <Button variant="ghost" size="sm" onClick={() => field.onChange("")}>
              Remove<span className="sr-only"> {label.toLowerCase()}</span>
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error.charAt(0).toUpperCase() + error.slice(1)}
        </p>
      )}
    </fieldset>
  );
}
