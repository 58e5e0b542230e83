"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type KeyboardEvent, useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { Modal } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { CHATBOT_TABS } from "@/components/chatbots/chatbot-tabs";
import { chatbotQueries } from "@/lib/client/queries";

interface Command {
  label: string;
  /** Shown after the label, dimmer: the kind of place. */
  hint: string;
  href: string;
}

const PAGES: Command[] = [
  { label: "Chatbots", hint: "Page", href: "/chatbots" },
  { label: "Leads", hint: "Page", href: "/leads" },
  { label: "Team", hint: "Page", href: "/workspace#team" },
  { label: "Workspace: API keys and members", hint: "Page", href: "/workspace" },
  { label: "Account: password and sessions", hint: "Page", href: "/account" },
  { label: "API docs", hint: "Page", href: "/docs" },
];

const MAX_SHOWN = 50;

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Go anywhere by typing: Ctrl+K (⌘K on a Mac) or the header's Search button opens a list of
 * the dashboard's pages and every chatbot's sections ("Bayview › Listings"), narrowed by the
 * words typed; arrows move, Enter goes, Escape closes. A combobox over a listbox (WAI-ARIA APG).
 */
export function CommandPalette() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const titleId = useId();
  const listId = useId();
  const chatbots = useQuery({ ...chatbotQueries.list(), enabled: open });

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const commands = useMemo<Command[]>(
    () => [
      ...PAGES,
      ...(chatbots.data ?? []).flatMap((bot) =>
        CHATBOT_TABS.map((tab) => ({ label: `${bot.Name} › ${tab.label}`, hint: "Chatbot", href: `/chatbots/${bot.serialNumber}/${tab.segment}` })),
      ),
    ],
    [chatbots.data],
  );
  const words = folded(useDeferredValue(query)).slice(0, 100).split(/\s+/).filter(Boolean);
  const shown = commands.filter((command) => words.every((word) => folded(command.label).includes(word))).slice(0, MAX_SHOWN);
  const current = Math.min(active, Math.max(shown.length - 1, 0));

  function close() {
    setOpen(false);
    setQuery("");
    setActive(0);
  }

  function go(command: Command | undefined) {
    if (!command) return;
    close();
    router.push(command.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + shown.length) % Math.max(shown.length, 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(shown[current]);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-8 items-center gap-2 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path
            fillRule="evenodd"
            d="M9 3.5a5.5 5.5 0 1 0 3.4 9.83l3.63 3.64a.75.75 0 1 0 1.06-1.06l-3.63-3.64A5.5 5.5 0 0 0 9 3.5ZM5 9a4 4 0 1 1 8 0 4 4 0 0 1-8 0Z"
            clipRule="evenodd"
          />
        </svg>
        <span className="max-sm:sr-only">Go to…</span>
        <kbd className="hidden rounded border border-slate-300 px-1 font-sans text-xs text-slate-600 lg:inline">Ctrl K</kbd>
      </button>
      <Modal open={open} labelledBy={titleId} wide onClose={close}>
        {/* Nothing inside while closed: no hidden copy of every chatbot's name in the page. */}
        {open && (
          <div className="p-3">
            <h2 id={titleId} className="sr-only">
              Go to a page
            </h2>
            <input
              type="text"
              role="combobox"
              aria-label="Go to a page or a chatbot's section"
              aria-expanded={shown.length > 0}
              aria-controls={listId}
              aria-activedescendant={shown.length ? optionId(current) : undefined}
              aria-autocomplete="list"
              value={query}
              maxLength={100}
              placeholder="Type a page or a chatbot's name…"
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className={inputClass}
            />
            <div id={listId} role="listbox" aria-label="Pages" className="mt-2 max-h-[min(24rem,60vh)] overflow-y-auto">
              {shown.map((command, index) => (
                // The input keeps the focus; the list is driven from it (aria-activedescendant), and a click goes too.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox above.
                <div
                  key={command.href}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === current}
                  onMouseMove={() => setActive(index)}
                  onClick={() => go(command)}
                  className={`flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm ${index === current ? "bg-blue-50 text-blue-900" : "text-slate-800"}`}
                >
                  <span className="min-w-0 truncate">{command.label}</span>
                  <span className="shrink-0 text-xs text-slate-600">{command.hint}</span>
                </div>
              ))}
            </div>
            {shown.length === 0 && <p className="px-3 py-2 text-sm text-slate-700">Nothing matches “{query.trim()}”.</p>}
            <p className="mt-2 px-1 text-xs text-slate-600">↑ ↓ to move · Enter to go · Esc to close</p>
          </div>
        )}
      </Modal>
    </>
  );
}
