import { SETTING_FIELDS } from "@/lib/chatbots/schema";
import { namedIssues } from "@/lib/validation/messages";
import type { SettingName } from "./labels";

const settingNames = new Set<string>(SETTING_FIELDS);

/** The settings a server message names, with what it says of each (services word theirs the same way). */
export function settingErrors(message: string): { field: SettingName; message: string }[] {
  return namedIssues(message)
    .filter((issue) => settingNames.has(issue.field) && issue.index === undefined)
    .map((issue) => ({ field: issue.field as SettingName, message: issue.message }));
}
