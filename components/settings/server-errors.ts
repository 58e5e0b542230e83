import { SETTING_FIELDS } from "@/lib/chatbots/schema";
import type { SettingName } from "./labels";

const settingNames = new Set<string>(SETTING_FIELDS);

/**
 * The settings a server message names, with what it says of each. The API words its
 * errors as describeIssues does, "Domains must be …; Temperature must be at most 100",
 * and the services the same way ("ChatIcon must be an image file ID of this workspace").
 */
export function settingErrors(message: string): { field: SettingName; message: string }[] {
  return message.split("; ").flatMap((part) => {
    const match = /^([A-Za-z]+) (.+)$/s.exec(part.trim());
    return match && settingNames.has(match[1]!) ? [{ field: match[1] as SettingName, message: match[2]! }] : [];
  });
}
