"use client";

import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FileButton, IMAGE_ACCEPT } from "@/components/ui/file-button";
import { inputClass } from "@/components/ui/field";
import { uploadFile } from "@/lib/client/api";
import type { Attachment } from "./use-tester-chat";

interface ComposerProps {
  placeholder: string;
  busy: boolean;
  /** Whether the chatbot's model takes images; the attach button shows only then. */
  acceptsImages: boolean;
  onSend: (content: string, images: Attachment[]) => void;
  onStop: () => void;
}

export function Composer({ placeholder, busy, acceptsImages, onSend, onStop }: ComposerProps) {
  const inputId = useId();
  const [text, setText] = useState("");
  const [images, setImages] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(0);

  const canSend = !busy && uploading === 0 && (text.trim() !== "" || images.length > 0);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text.trim(), images);
    setText("");
    setImages([]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  async function attach(files: File[]) {
    for (const file of files) {
      setUploading((count) => count + 1);
      try {
        const uploaded = await uploadFile(file);
        setImages((all) => [...all, { fileId: uploaded.fileId, url: uploaded.url, name: file.name }]);
      } catch (error) {
        toast.error(`${file.name}: ${(error as Error).message}`);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3" aria-label="Send a message">
      {images.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Attached images">
          {images.map((image) => (
            <li key={image.fileId} className="relative">
              <img src={image.url} alt={image.name} className="h-16 w-16 rounded-md border border-slate-200 object-cover" />
              <button
                type="button"
                onClick={() => setImages((all) => all.filter((other) => other.fileId !== image.fileId))}
                className="absolute -right-2 -top-2 h-6 w-6 rounded-full bg-slate-800 text-xs text-white"
                aria-label={`Remove ${image.name}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          rows={2}
          maxLength={10_000}
          className={`${inputClass} min-w-0 flex-1 resize-y`}
        />
        {/* Beside the box, not under it: on a phone the button stays above the fold with the box. */}
        {busy ? (
          <Button variant="secondary" size="sm" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button type="submit" size="sm" disabled={!canSend}>
            Send
          </Button>
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 empty:hidden max-sm:[&:not(:has(button))]:hidden">
        {acceptsImages && (
          <>
            <FileButton accept={IMAGE_ACCEPT} multiple onFiles={(files) => void attach(files)}>
              Attach images
            </FileButton>
            {uploading > 0 && (
              <span role="status" className="text-xs text-slate-600">
                Uploading…
              </span>
            )}
          </>
        )}
        <span className="hidden text-xs text-slate-600 sm:inline">Enter sends · Shift+Enter for a new line</span>
      </div>
    </form>
  );
}
