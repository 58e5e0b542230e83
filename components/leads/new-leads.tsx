"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { leadQueries } from "@/lib/client/queries";

/** How often the dashboard looks for new leads while it is open. */
const POLL_MS = 30_000;
const number = new Intl.NumberFormat("en-US");

/** The workspace's leads still marked new: polled while the dashboard is open, mail or no mail. */
function useNewLeadCount(): number | undefined {
  const inbox = useQuery({ ...leadQueries.list({ Status: "new", PageNumber: 1, PageSize: 1 }), refetchInterval: POLL_MS });
  return inbox.data?.Counts.new;
}

const notificationsSupported = () => typeof window !== "undefined" && "Notification" in window;

/**
 * The count of new leads beside Leads in the dashboard's navigation, and, when this browser
 * allows it, a notification each time the count grows: a lead or handoff reaches the owner even
 * with no mail server set up.
 */
export function NewLeadsBadge() {
  const count = useNewLeadCount();
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (count === undefined) return;
    const before = seen.current;
    seen.current = count;
    if (before === undefined || count <= before || !notificationsSupported() || Notification.permission !== "granted") return;
    const added = count - before;
    new Notification(added === 1 ? "A new lead in Casabot" : `${added} new leads in Casabot`, { body: "Open Leads to follow up.", tag: "casabot-new-leads" });
  }, [count]);
  if (!count) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-semibold text-white">
      {number.format(count)}
      <span className="sr-only"> new</span>
    </span>
  );
}

/** On the Leads page: lets this browser tell the owner of new leads (the dashboard open in a tab). */
export function LeadNotificationsToggle() {
  const [permission, setPermission] = useState<NotificationPermission | "unsupported">("default");
  useEffect(() => setPermission(notificationsSupported() ? Notification.permission : "unsupported"), []);
  if (permission === "unsupported") return null;
  if (permission === "granted") return <p className="text-sm text-slate-700">This browser tells you of new leads while Casabot is open in a tab.</p>;
  if (permission === "denied") {
    return <p className="text-sm text-slate-700">This browser blocks notifications from Casabot: allow them in its site settings to hear of new leads.</p>;
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void Notification.requestPermission().then(setPermission)}>
      Tell me of new leads in this browser
    </Button>
  );
}
