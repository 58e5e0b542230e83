"use client";

import { useId } from "react";
import { Modal } from "@/components/ui/dialog";
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
  /** Prefills a new Q&A's other phrasings. */
  alternatives?: string[];
  onClose: () => void;
  onSaved?: (source: KnowledgeSource) => void;
}

/**
 * The Q&A form in a modal, on the native <dialog> as the confirmations are: focus stays
 * inside, Escape closes it, and focus returns to what opened it. The form is mounted only
 * while open, so that each opening starts from its source or question.
 */
export function QaDialog({ open, chatbotId, title, source, question, alternatives, onClose, onSaved }: QaDialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} labelledBy={titleId} wide onClose={onClose}>
      {open && (
        <div className="p-5">
          <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <QaForm
            chatbotId={chatbotId}
            source={source}
            question={question}
            alternatives={alternatives}
            onCancel={onClose}
            onDone={(saved) => {
              onSaved?.(saved);
              onClose();
            }}
          />
        </div>
      )}
    </Modal>
  );
}
