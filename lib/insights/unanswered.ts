import type { UnansweredKey } from "./queries";

/** How many other wordings an unanswered group lists. */
const MAX_VARIANTS = 5;

export interface UnansweredGroup {
  /** The most asked wording's latest text. */
  Question: string;
  Count: number;
  LastSeen: string;
  /** The conversation of the group's latest question. */
  SessionID: number;
  QuestionID: number;
  /** Other wordings grouped with it, most asked first. */
  Variants: string[];
}

/**
 * Near-duplicate unanswered questions as groups: keys come most asked first, and each joins the
 * group of the first key above it that the database found similar (pg_trgm, SIMILAR) and that leads
 * a group, or leads one of its own. The keys are already the few most asked: a bounded list.
 */
export function groupUnanswered(keys: readonly UnansweredKey[], limit: number): UnansweredGroup[] {
  const groups: { lead: UnansweredKey; members: UnansweredKey[] }[] = [];
  for (const key of keys) {
    const group = groups.find((candidate) => key.similar.includes(candidate.lead.key));
    if (group) group.members.push(key);
    else groups.push({ lead: key, members: [key] });
  }
  return groups
    .map(({ lead, members }) => {
      const latest = members.reduce((a, b) => (b.lastAt > a.lastAt ? b : a));
      return {
        Question: lead.content,
        Count: members.reduce((total, member) => total + member.questions, 0),
        LastSeen: latest.lastAt.toISOString(),
        SessionID: latest.sessionId,
        QuestionID: latest.questionId,
        Variants: members.slice(1, MAX_VARIANTS + 1).map((member) => member.content),
      };
    })
    .sort((a, b) => b.Count - a.Count || b.LastSeen.localeCompare(a.LastSeen))
    .slice(0, limit);
}
