"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FileButton } from "@/components/ui/file-button";
import { api } from "@/lib/client/api";
import { KNOWLEDGE_POLL_MS, knowledgeKeys } from "@/lib/client/queries";
import { MAX_TEXT_BYTES } from "@/lib/knowledge/extract/types";
import { documentByteLimit } from "@/lib/knowledge/limits";
import { knowledgeApi, uploadWithProgress } from "./knowledge-api";

/** What the picker offers; the server reads the bytes and refuses (415) anything else whatever its name. */
export const DOCUMENT_ACCEPT =
  ".pdf,.docx,.md,.markdown,.txt,.html,.htm,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/markdown,text/plain,text/html";

/**
 * The largest document, as the picker tells it: the default of KNOWLEDGE_MAX_DOCUMENT_MB (the
 * browser cannot know the server's setting; a server set lower refuses with a 413 and its
 * message). A file over it is refused here rather than sent for nothing.
 */
const MAX_DOCUMENT_BYTES = documentByteLimit({});
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

interface UploadItem {
  key: number;
  name: string;
  /** 0–1 while the bytes go up. */
  progress: number;
  state: "uploading" | "adding" | "added" | "failed";
  error?: string;
  /** Once added: the source it became, whose reading the card follows as the table does. */
  sourceId?: string;
}

let uploads = 0;

/**
 * Documents dropped here or picked are each uploaded (a one-time URL, then a PUT with its
 * progress shown) and added as a source, several at a time. A refusal stays beside its file
 * with the server's message (415: not a format we read; 413: too large, or over the quota).
 */
export function UploadZone({ chatbotId }: { chatbotId: string }) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const aborts = useRef(new Set<AbortController>());

  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending) abort.abort();
    };
  }, []);

  const patch = (key: number, change: Partial<UploadItem>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = (files: File[]) => {
    const added = files.map((file) => ({ file, item: { key: ++uploads, name: file.name, progress: 0, state: "uploading" as const } }));
    setItems((all) => [...added.map(({ item }) => item), ...all]);
    for (const { file, item } of added) {
      const abort = new AbortController();
      aborts.current.add(abort);
      void (async () => {
        try {
          if (file.size > MAX_DOCUMENT_BYTES) throw new Error(`The file is larger than ${megabytes(MAX_DOCUMENT_BYTES)}: split it, or shrink its pictures.`);
          const fileId = await uploadWithProgress(file, (progress) => patch(item.key, { progress }), abort.signal);
          patch(item.key, { state: "adding", progress: 1 });
          const source = await knowledgeApi.addDocument(chatbotId, fileId);
          patch(item.key, { state: "added", sourceId: source.ID });
          await queryClient.invalidateQueries({ queryKey: knowledgeKeys.lists(chatbotId) });
        } catch (error) {
          if (abort.signal.aborted) return;
          const message = error instanceof Error ? error.message : "The upload failed.";
          patch(item.key, { state: "failed", error: message });
          toast.error(`${file.name}: ${message}`);
        } finally {
          aborts.current.delete(abort);
        }
      })();
    }
  };

  return (
    <div>
      {/* The zone takes drops; the button inside it is the way in for the keyboard and for touch. */}
      <section
        aria-label="Drop documents here"
        aria-describedby={hintId}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const files = Array.from(event.dataTransfer.files);
          if (files.length > 0) start(files);
        }}
        className={`flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm ${over ? "border-blue-600 bg-blue-50" : "border-slate-300 bg-white"}`}
      >
        <p className="font-medium text-slate-900">Drag and drop documents here</p>
        <p id={hintId} className="text-slate-700">
          PDF or Word (DOCX) up to {megabytes(MAX_DOCUMENT_BYTES)}, Markdown, text or HTML up to {megabytes(MAX_TEXT_BYTES)}; several at once.
        </p>
        <FileButton onFiles={start} multiple accept={DOCUMENT_ACCEPT}>
          Choose files
        </FileButton>
      </section>
      {items.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label="Uploads">
          {items.map((item) => (
            <li key={item.key} className="rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="upload-item">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-medium break-words text-slate-900">{item.name}</span>
                <span className={item.state === "failed" ? "text-red-800" : "text-slate-700"}>
                  {item.state === "uploading" ? (
                    `Uploading ${Math.round(item.progress * 100)}%`
                  ) : item.state === "adding" ? (
                    "Adding…"
                  ) : item.state === "added" ? (
                    item.sourceId ? (
                      <SourceState chatbotId={chatbotId} id={item.sourceId} />
                    ) : (
                      "Added: being read"
                    )
                  ) : (
                    "Failed"
                  )}
                </span>
              </div>
              <progress
                className="mt-2 h-2 w-full accent-blue-700"
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={`Upload of ${item.name}`}
                hidden={item.state === "failed"}
              />
              {item.error && (
                <p role="alert" className="mt-1 text-red-800">
                  {item.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {items.some((item) => item.state === "added" || item.state === "failed") && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => setItems((all) => all.filter((item) => item.state === "uploading" || item.state === "adding"))}
        >
          Clear finished uploads
        </Button>
      )}
    </div>
  );
}

/**
 * An added document's reading as the sources table shows it: asked for while it is being read,
 * at the table's pace, so that the card and the table never disagree.
 */
function SourceState({ chatbotId, id }: { chatbotId: string; id: string }) {
  const source = useQuery({
    queryKey: [...knowledgeKeys.lists(chatbotId), "source", id],
    queryFn: () => api.Knowledge.Get({ SerialNumber: chatbotId, ID: Number(id) }),
    refetchInterval: (query) => (query.state.data?.Status === "ready" || query.state.data?.Status === "failed" ? false : KNOWLEDGE_POLL_MS),
  });
  const status = source.data?.Status;
  if (status === "ready") return <span className="text-green-800">Ready: the chatbot answers from it</span>;
  if (status === "failed") return <span className="text-red-800">Could not be read{source.data?.FailureReason ? `: ${source.data.FailureReason}` : ""}</span>;
  return <span>Added: being read</span>;
}
