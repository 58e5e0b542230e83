"use client";

import { useEffect, useId, useRef } from "react";
import type { KnowledgeSource } from "./knowledge-api";
import { QaForm } from "./qa-form";

interface QaDialogProps {
  open: boolean;
  chatbotId: string;
  title: string;
  /** The Q&A to edit; a new one otherwise. */
  source?: KnowledgeSource;
  /** Prefills a new Q&A's question. */
  question?: string;
  onClose: () => void;
  onSaved?: (source: KnowledgeSource) => void;
}

/**
 * The Q&A form in a modal, on the native <dialog> as the confirmations are: focus stays
 * inside, Escape closes it, and focus returns to what opened it. The form is mounted only
 * while open, so that each opening starts from its source or question.
 */
export function QaDialog({ open, chatbotId, title, source, question, onClose, onSaved }: QaDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      {open && (
        <div className="p-5">
          <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <QaForm
            chatbotId={chatbotId}
            source={source}
            question={question}
            onCancel={onClose}
            onDone={(saved) => {
              onSaved?.(saved);
              onClose();
            }}
          />
        </div>
      )}
    </dialog>
  );
}
